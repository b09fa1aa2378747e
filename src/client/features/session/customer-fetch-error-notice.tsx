/** Says so when the server could not give the signed-in user's profile (catalogue spec, section 8: 'Customer Fetch Error'). */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCustomerReadProblem } from '../../machines/session/use-signed-in-customer';

/**
 * 'Customer Fetch Error' with the server's reason, under the header on every page while the
 * customer read fails: the name, market, language and access the app shows are then the last
 * ones kept on this device (or none), and the user should know why they may be out of date.
 */
export function CustomerFetchErrorNotice() {
  const { t } = useTranslation();
  const problem = useCustomerReadProblem();
  if (problem === undefined) return null;
  return (
    <MessageBar intent="error" layout="multiline" data-testid="customer-fetch-error">
      <MessageBarBody>
        <MessageBarTitle>{t('customerFetchError.title', 'Customer Fetch Error')}</MessageBarTitle>{' '}
        {t(
          'customerFetchError.message',
          'Your profile could not be read from the server ({{reason}}). What is shown is what this device last kept; reload the page to try again.',
          { reason: problem },
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
