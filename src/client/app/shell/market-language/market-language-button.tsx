/**
 * The header's market and language selector (shell spec, section 2): a button showing the
 * current market's flag and code (GB as UK) and the interface language, which opens the
 * drawer to choose them. A guest's market is the default, GB. Being in every header, it also
 * applies the user's saved language once per sign-in (issue 15: on every device).
 */
import { Button, OverlayDrawer } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownMarketCode } from '../../../../domain/shell/market-choices';
import { displayMarketCode } from '../../../../domain/shell/market-display';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useSavedPreferencesAtSignIn } from '../../../features/profile/use-saved-preferences-at-sign-in';
import { FlagImage } from './flag-image';
import { useLanguageName } from './language-names';
import { MarketLanguageForm } from './market-language-form';

export function MarketLanguageButton() {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const customer = useSignedInCustomer();
  const languageName = useLanguageName();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
        data-testid="market-language-button"
      >
        <FlagImage countryCode={market} />
        &nbsp;{code} | {language}
      </Button>
      <OverlayDrawer position="end" open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        {open && <MarketLanguageForm onClose={() => setOpen(false)} />}
      </OverlayDrawer>
    </>
  );
}
