import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext, useSessionKind } from '../../machines/session/session-context';
import { useSignedInCustomer } from '../../machines/session/use-signed-in-customer';
import { useSyncStatus } from '../../machines/sync/sync-status';
import { AppLink } from '../components/app-link';
import { UnsyncedLogoutDialog } from './unsynced-logout-dialog';

const useStyles = makeStyles({
  menu: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Who is signed in, with Log Out; a guest gets the way to sign in. */
export function SessionMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const kind = useSessionKind();
  const loggingOut = SessionContext.useSelector((snapshot) => snapshot.matches('loggingOut'));
  const customer = useSignedInCustomer();
  const { pendingCount, retry } = useSyncStatus();
  const [asking, setAsking] = useState(false);
  const logOut = () => {
    setAsking(false);
    session.send({ type: 'logout' });
  };

  if (kind === 'registered' || loggingOut) {
    const fullName = customer?.c_epcFullName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
    return (
      <div className={styles.menu}>
        <Text weight="semibold" data-testid="user-full-name">
          {fullName}
        </Text>
        <UnsyncedLogoutDialog
          open={asking}
          pendingCount={pendingCount}
          onSyncNow={() => {
            setAsking(false);
            retry();
          }}
          onStay={() => setAsking(false)}
          onLogOut={logOut}
        />
        <Button
          onClick={() => (pendingCount > 0 ? setAsking(true) : logOut())}
          disabled={loggingOut}
          icon={loggingOut ? <Spinner size="tiny" /> : undefined}
        >
          {t('session.logOut', 'Log Out')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.menu}>
      <Text data-testid="guest-label">{t('session.guest', 'Guest')}</Text>
      <AppLink to="/">{t('session.signIn', 'Sign in')}</AppLink>
    </div>
  );
}
