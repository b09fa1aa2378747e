import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircle48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * The fatal error page (shell spec, section 2). It navigates with full page loads, since the
 * app that failed may not be able to route any more.
 */
export function ErrorScreen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title" data-testid="error-screen">
      <ErrorCircle48Regular aria-hidden />
      <Title2 as="h1" id="error-screen-title">
        {t('error.title', 'Something Went Wrong.')}
      </Title2>
      <Text>{t('error.message', 'An error has occurred. Try refreshing the page.')}</Text>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => window.location.assign(homeHref)}>
          {t('error.backHome', 'Back Home')}
        </Button>
        <Button onClick={() => window.location.reload()}>{t('error.refresh', 'Refresh the page')}</Button>
      </div>
    </section>
  );
}
