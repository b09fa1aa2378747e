/** Settings, for now what this device keeps for offline use (shell spec, section 2). */
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OfflineNote } from '../../../components/offline-note';
import { AvailableOfflineList } from '../../../features/catalogue/offline/available-offline-list';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

/** Settings: for now, what this device keeps for offline use. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.settings.title', 'Settings')}</Title1>
      <Text as="p">{t('pages.settings.purpose', 'Your preferences for the catalogue.')}</Text>
      <AvailableOfflineList />
      <OfflineNote>
        {t(
          'settings.offlineNote',
          'Offline: this page works without a network; the vehicles kept on this device are listed here and can be removed, and making another available offline needs a network.',
        )}
      </OfflineNote>
    </article>
  );
}
