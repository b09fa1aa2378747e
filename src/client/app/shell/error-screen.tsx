/** The 'Something Went Wrong' page, with the ways back (shell spec, section 2). */
import { Button } from '@fluentui/react-components';
import { ErrorCircle48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/**
 * The fatal error page (shell spec, section 2). It navigates with full page loads, since the
 * app that failed may not be able to route any more. After a failed logout (the error-loading
 * flag, shell spec 8) it also says what that failure means for the user.
 */
export function ErrorScreen({ homeHref, logoutFailed = false }: { homeHref: string; logoutFailed?: boolean }) {
  const { t } = useTranslation();
  const message = t('error.message', 'An error has occurred. Try refreshing the page.');
  return (
    <StatusScreen
      testId="error-screen"
      icon={<ErrorCircle48Regular aria-hidden />}
      title={t('error.title', 'Something Went Wrong.')}
      message={
        logoutFailed
          ? t(
              'error.logoutFailed',
              '{{message}} Your sign-out did not reach the server: you are signed out on this device, and can sign in again from the home page.',
              { message },
            )
          : message
      }
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
