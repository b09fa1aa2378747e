/** The guest's profile icon, which ends the guest session rather than open a popover (shell spec, sections 2 and 6). */
import { Button } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../../machines/session/session-context';

/**
 * "When the user is not registered (a guest), clicking the profile icon logs out instead of
 * opening the popover." The guest session ends and the user lands on the sign-in page.
 * Its hint is the button's description and the browser's own tooltip: a Fluent Tooltip would
 * bring its positioning engine (about a tenth of the landing page's scripts) for one sentence.
 */
export function GuestProfileButton() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const hint = t('profile.guestHint', 'Ends the guest session and goes back to the sign-in page');
  return (
    <Button
      appearance="subtle"
      shape="circular"
      icon={<PersonRegular />}
      aria-label={t('profile.guestButton', 'Profile')}
      aria-description={hint}
      title={hint}
      data-testid="profile-button"
      onClick={() => session.send({ type: 'logout' })}
    />
  );
}
