/** The popover's way to end the session, showing that the logout is under way (shell spec, sections 2 and 4). */
import { Button, Spinner } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UnsyncedLogoutDialog } from './unsynced-logout-dialog';
import type { LogOutControl } from './use-log-out';

/** 'Log Out', with a spinner while in progress (shell spec, section 2). */
export function LogOutButton({ control, onAsking }: { control: LogOutControl; onAsking?: () => void }) {
  const { t } = useTranslation();
  const onClick = () => {
    if (control.request() === 'asking') onAsking?.();
  };
  return (
    <Button
      onClick={onClick}
      disabled={control.loggingOut}
      icon={control.loggingOut ? <Spinner size="tiny" /> : <SignOutRegular />}
      data-testid="log-out"
    >
      {t('session.logOut', 'Log Out')}
    </Button>
  );
}

/** The guard asked before logging out with changes not yet synced; kept outside any popover, so it outlives it. */
export function LogOutGuard({ control }: { control: LogOutControl }) {
  return <UnsyncedLogoutDialog {...control.guard} />;
}
