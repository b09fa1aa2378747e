/** Stands in honestly for a page not built yet (shell spec, section 2). */
import { MessageBar, MessageBarBody, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { OfflineNote } from './offline-note';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

/**
 * A page whose capability has not been built yet. It says so plainly rather than showing
 * anything made up, and says what that means offline.
 */
export function UpcomingPage({ title, purpose }: { title: string; purpose: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Text as="p">{purpose}</Text>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('upcoming.notice', 'This page is not available yet. It arrives in a coming release of the catalogue.')}
        </MessageBarBody>
      </MessageBar>
      <OfflineNote>
        {t('upcoming.offline', 'Offline: there is nothing on this page yet, so nothing here depends on the network.')}
      </OfflineNote>
    </article>
  );
}
