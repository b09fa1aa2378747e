/**
 * A guest whose last sign-in was refused sees why, in words (catalogue spec, section 4):
 * a registration waiting for an admin's approval, or one that was rejected.
 */
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRefusedSignIn } from '../../../store/refused-sign-in';

export function RefusedSignInNote() {
  const { t } = useTranslation();
  const refused = useRefusedSignIn();
  if (refused === undefined) return null;
  return refused === 'pending' ? (
    <MessageBar intent="warning" layout="multiline" data-testid="refused-sign-in" data-refusal="pending">
      <MessageBarBody>
        <MessageBarTitle>{t('landing.pendingTitle', 'Your registration is waiting for approval')}</MessageBarTitle>
        {t(
          'landing.pendingText',
          'An administrator has not approved your registration yet. You can sign in and open the catalogue once it has been approved.',
        )}
      </MessageBarBody>
    </MessageBar>
  ) : (
    <MessageBar intent="error" layout="multiline" data-testid="refused-sign-in" data-refusal="rejected">
      <MessageBarBody>
        <MessageBarTitle>{t('landing.rejectedTitle', 'Your registration has been rejected')}</MessageBarTitle>
        {t(
          'landing.rejectedText',
          'An administrator rejected your registration, so you cannot open the catalogue. Contact your administrator if you think this is wrong.',
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
