/** Tells a signed-in visitor on the landing page where they may go next (shell spec, section 2 and 6). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { decidePageAccess } from '../../../../domain/access/page-access';
import { AppLink } from '../../../components/app-link';
import { useClosedPageText } from '../../../components/use-closed-page-text';
import { localToday, useViewer } from '../../../machines/session/use-viewer';

/**
 * Who is signed in, and the way on: the catalogue for a user who may open it, otherwise why
 * not (an expired subscriber gets the way to Manage Subscription).
 */
export function SignedInNote({ name }: { name: string }) {
  const { t } = useTranslation();
  const closedText = useClosedPageText();
  const decision = decidePageAccess('/home', useViewer(), localToday(), new Date());
  const signedInAs = t('landing.signedInAs', 'You are signed in as {{name}}.', { name });
  if (decision.kind === 'open' || decision.kind === 'wait' || decision.kind === 'profile-unknown') {
    return (
      <MessageBar intent="success">
        <MessageBarBody>
          {signedInAs} <AppLink to="/home">{t('landing.continue', 'Continue to the catalogue')}</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {signedInAs} {closedText[decision.kind].explanation}
        {decision.kind === 'subscription-expired' && (
          <>
            {' '}
            <AppLink to="/manage-subscription">{t('access.manageSubscription', 'Manage Subscription')}</AppLink>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
