/** The simple header's session area, different for registered users and guests (shell spec, section 2). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionKind } from '../../machines/session/session-context';
import { AppLink } from '../../components/app-link';
import { GuestProfileButton } from './profile/guest-profile-button';
import { useShellSession } from '../../machines/session/use-shell-session';

// Registered users only: the profile button (its Avatar) stays out of the landing page's scripts.
const ProfileButton = lazy(() =>
  import('./profile/profile-button').then((module) => ({ default: module.ProfileButton })),
);

const useStyles = makeStyles({
  menu: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The simple header's session area: a registered user gets the profile popover (with Log
 * Out); a guest is told they are a guest, with the way to sign in and the profile icon that
 * ends the guest session; nothing while the session is still starting.
 */
export function SessionMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = useSessionKind();
  const { registered, customer } = useShellSession();

  if (registered && customer) {
    return (
      <Suspense fallback={null}>
        <ProfileButton customer={customer} />
      </Suspense>
    );
  }
  // Still finding out who this is (a refresh, a logout under way): showing guest controls
  // now would offer a registered user a profile icon that ends their session.
  if (kind === 'starting') return null;
  return (
    <div className={styles.menu}>
      <Text data-testid="guest-label">{t('session.guest', 'Guest')}</Text>
      <AppLink to="/">{t('session.signIn', 'Sign in')}</AppLink>
      <GuestProfileButton />
    </div>
  );
}
