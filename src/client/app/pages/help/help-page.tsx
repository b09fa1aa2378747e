/** /help: how to use the parts catalogue, searchable, opened in a new window from the profile and footer (shell spec, section 2). */
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OfflineNote } from '../../../components/offline-note';
import { HelpContents } from '../../../features/help/help-contents';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function HelpPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.help.title', 'Help')}</Title1>
      <HelpContents />
      <OfflineNote>
        {t(
          'help.offlineNote',
          'Offline: this help is part of the app kept on this device, so it opens and its search works without a network.',
        )}
      </OfflineNote>
    </article>
  );
}
