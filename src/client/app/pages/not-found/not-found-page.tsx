/** Answers any path no route matches (catalogue spec, section 2). */
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function NotFoundPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.page} data-testid="not-found">
      <Title1 as="h1">{t('notFound.title', 'Page not found')}</Title1>
      <Text as="p">
        {t('notFound.message', 'There is no page at this address. It may have moved, or the link may be wrong.')}
      </Text>
      <AppLink to="/home">{t('notFound.home', 'Go to the home page')}</AppLink>
      <OfflineNote>
        {t(
          'notFound.offlineNote',
          'Offline: there is no page at this address with or without a network; the pages you have opened on this device before still open.',
        )}
      </OfflineNote>
    </article>
  );
}
