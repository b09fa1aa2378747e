/** The 'Something Went Wrong' page, with the ways back (shell spec, section 2). */
import { Button } from '@fluentui/react-components';
import { ErrorCircle48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/**
 * The fatal error page (shell spec, section 2). It navigates with full page loads, since the
 * app that failed may not be able to route any more.
 */
export function ErrorScreen({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      testId="error-screen"
      icon={<ErrorCircle48Regular aria-hidden />}
      title={t('error.title', 'Something Went Wrong.')}
      message={t('error.message', 'An error has occurred. Try refreshing the page.')}
      actions={
        <>
          <Button appearance="primary" onClick={() => window.location.assign(homeHref)}>
            {t('error.backHome', 'Back Home')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('error.refresh', 'Refresh the page')}</Button>
        </>
      }
    />
  );
}
