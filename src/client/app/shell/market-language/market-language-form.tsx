/**
 * The drawer's content: heading, the market field (registered users and the subscription
 * page), the language field, and Continue. Nothing changes until Continue.
 */
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  drawerHeading,
  offersMarketChoice,
  savesToCustomer,
  type DrawerSituation,
} from '../../../../domain/shell/drawer-navigation';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSessionKind } from '../../../machines/session/session-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { LanguageField } from './language-field';
import { MarketField } from './market-field';
import { SaveProblemMessage } from './save-problem-message';
import { useApplyChoice } from './use-apply-choice';
import { useMarketOptions } from './use-market-options';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', height: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function MarketLanguageForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { appPath, locale } = useSiteLocale();
  const registered = useSessionKind() === 'registered';
  const customer = useSignedInCustomer();
  const offline = useIsOffline();
  const situation: DrawerSituation = { appPath, registered, userType: customer?.c_epcUserType };
  const showMarket = offersMarketChoice(situation);
  const options = useMarketOptions(customer, showMarket, offline);
  const [market, setMarket] = useState<string>();
  const [language, setLanguage] = useState(locale.id);
  const { apply, saving, problem } = useApplyChoice(situation, onClose);
  const chosenMarket = market ?? options.initial;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply({ language, market: showMarket ? chosenMarket : undefined });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('marketLanguage.close', 'Close')}
              icon={<DismissRegular />}
              onClick={onClose}
            />
          }
        >
          {drawerHeading(situation) === 'market-and-language'
            ? t('marketLanguage.headingMarketAndLanguage', 'Choose your Market and Language')
            : t('marketLanguage.headingLanguage', 'Choose your Language')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {showMarket && <MarketField options={options} value={chosenMarket} onChange={setMarket} offline={offline} />}
        {showMarket && options.status === 'loading' && (
          <Spinner size="tiny" labelPosition="after" label={t('marketLanguage.loadingMarkets', 'Loading markets…')} />
        )}
        <LanguageField
          value={language}
          onChange={setLanguage}
          hint={
            offline
              ? t(
                  'marketLanguage.languageOffline',
                  'Offline, a language not used on this device before shows in English until the network returns.',
                )
              : undefined
          }
        />
        {offline && savesToCustomer(situation) && (
          <Text size={200} data-testid="market-language-offline-note">
            {t(
              'marketLanguage.savedWhenOnline',
              'You are offline: the language changes on this device now and is saved to your profile when the network returns.',
            )}
          </Text>
        )}
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>
              <SaveProblemMessage problem={problem} />
            </MessageBarBody>
          </MessageBar>
        )}
      </DrawerBody>
      <DrawerFooter>
        <Button
          appearance="primary"
          type="submit"
          disabled={saving || (showMarket && options.status === 'loading')}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {t('marketLanguage.continue', 'Continue')}
        </Button>
      </DrawerFooter>
    </form>
  );
}
