/** What happens after Register (catalogue spec, sections 2 and 4): the registration waits for an admin. */
import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Registered } from '../../api/registration/register';

export function RegistrationDone({ registered }: { registered: Registered }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="success" layout="multiline" data-testid="registration-done">
      <MessageBarBody>
        <MessageBarTitle>
          {t('registration.done.title', 'Thank you, your registration has been received.')}
        </MessageBarTitle>
        <Text as="p" data-testid="registration-status" data-status={registered.status}>
          {t('registration.done.status', 'Status: waiting for approval.')}
        </Text>
        <Text as="p">
          {t(
            'registration.done.next',
            'An administrator will review it. Once it is approved, sign in with your third-party account to open the catalogue; until then, signing in shows that your registration is waiting for approval.',
          )}
        </Text>
      </MessageBarBody>
    </MessageBar>
  );
}
