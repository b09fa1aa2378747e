/**
 * The header's market and language selector (shell spec, section 2): a button showing the
 * current market's flag and code (GB as UK) and the interface language, which opens the
 * drawer to choose them. A guest's market is the default, GB. Being in every header, it also
 * applies the user's saved language once per sign-in (issue 15: on every device).
 */
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownMarketCode } from '../../../../domain/shell/market-choices';
import { displayMarketCode } from '../../../../domain/shell/market-display';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useSavedPreferencesAtSignIn } from '../../../features/profile/use-saved-preferences-at-sign-in';
import { FlagImage } from './flag-image';
import { useLanguageName } from './language-names';
import { DeferredControl } from '../../../components/deferred-control';
import { lazyWithPreload } from '../../../components/lazy-with-preload';

// The drawer's form reads markets, the profile and the user's database: none of that is
// needed until the drawer opens, so it stays out of the landing page's scripts.
const drawer = lazyWithPreload(() => import('./market-language-drawer').then((module) => module.MarketLanguageDrawer));

export function MarketLanguageButton() {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  const languageName = useLanguageName();
  const [open, setOpen] = useState(false);
  // How often it was opened: kept once opened, so that closing animates and gives focus back.
  const [opened, setOpened] = useState(0);
  useSavedPreferencesAtSignIn();
  const market = ownMarketCode(customer ? { userMarket: customer.c_epcUserMarket } : undefined);
  const code = displayMarketCode(market);
  const language = languageName(locale.id);

  return (
    <>
      <Button
        appearance="subtle"
        aria-haspopup="dialog"
        aria-label={t('marketLanguage.open', 'Market and language: {{market}} | {{language}}', {
          market: code,
          language,
        })}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        data-testid="market-language-button"
      >
        <FlagImage countryCode={market} />
        &nbsp;{code} | {language}
      </Button>
      {opened > 0 && (
        <DeferredControl attempt={opened}>
          <drawer.Component open={open} onClose={() => setOpen(false)} />
        </DeferredControl>
      )}
    </>
  );
}
