/**
 * Language and market on the settings page, with the drawer's choices and rules (shell spec,
 * sections 2 and 6): the market only where a market choice applies (registered users), from the
 * markets the user may pick; the market changes only online (its list needs the network), the
 * language offline too. Saving applies at once: the page reloads in the chosen language and
 * stays on /settings, the header's market follows, and a registered user's choice is queued as
 * setPreferences, so it reaches their account (and every sign-in, on every device) when the
 * network returns.
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { offersMarketChoice, type DrawerSituation } from '../../../../domain/shell/drawer-navigation';
import { queueProfileChange } from '../../../features/profile';
import { SettingsSection } from '../../../features/settings/settings-section';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSessionKind } from '../../../machines/session/session-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { saveLastCustomer } from '../../../store/last-customer';
import { saveLocaleChoice } from '../../../i18n/locale-choice';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { LanguageField } from '../../shell/market-language/language-field';
import { MarketField } from '../../shell/market-language/market-field';
import { useMarketOptions } from '../../shell/market-language/use-market-options';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
  actions: { display: 'flex' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export function LanguageMarketSection() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { appPath, locale, hrefFor } = useSiteLocale();
  const registered = useSessionKind() === 'registered';
  const customer = useSignedInCustomer();
  const offline = useIsOffline();
  const situation: DrawerSituation = { appPath, registered, userType: customer?.c_epcUserType };
  const showMarket = offersMarketChoice(situation);
  const options = useMarketOptions(customer, showMarket, offline);
  const [market, setMarket] = useState<string>();
  const [language, setLanguage] = useState(locale.id);
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const chosenMarket = market ?? options.initial;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    // Offline the market list cannot be read, so only the language is changed.
    const marketChange = showMarket && !offline ? chosenMarket : undefined;
    if (registered && customer) {
      setSaving(true);
      try {
        const queued = await queueProfileChange({
          action: 'setPreferences',
          language,
          ...(marketChange === undefined ? {} : { market: marketChange }),
        });
        if (!queued.ok) {
          setProblem(queued.message);
          return;
        }
        // The header, prices and catalogue read the market from the customer copy: they follow at once.
        saveLastCustomer({
          ...customer,
          c_epcUserLanguage: language,
          ...(marketChange === undefined ? {} : { c_epcUserMarket: marketChange }),
        });
      } catch (error) {
        console.warn('Could not keep the language and market on this device', error);
        setProblem(t('settings.details.notKept', 'This device could not keep the change. Try again!'));
        return;
      } finally {
        setSaving(false);
      }
    }
    saveLocaleChoice(language);
    navigate(hrefFor('/settings', { locale: language }));
  };

  return (
    <SettingsSection
      title={
        showMarket
          ? t('settings.languageMarket.titleBoth', 'Market and language')
          : t('settings.languageMarket.titleLanguage', 'Language')
      }
      testId="settings-language-market"
      offline={
        registered
          ? t(
              'settings.languageMarket.offlineNote',
              'Offline: the language can be changed and is saved to your profile when the network returns; the market can be changed only online.',
            )
          : t(
              'settings.languageMarket.offlineNoteGuest',
              'Offline: the language can be changed; a language not used on this device before shows in English until the network returns.',
            )
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {showMarket && <MarketField options={options} value={chosenMarket} onChange={setMarket} offline={offline} />}
        <LanguageField value={language} onChange={setLanguage} />
        {problem && (
          <Text as="p" role="alert" className={styles.error}>
            {problem}
          </Text>
        )}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            type="submit"
            disabledFocusable={saving || (showMarket && !offline && options.status === 'loading')}
            icon={saving ? <Spinner size="tiny" /> : undefined}
          >
            {showMarket
              ? t('settings.languageMarket.save', 'Save market and language')
              : t('settings.languageMarket.saveLanguage', 'Save language')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
