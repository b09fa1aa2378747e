/** Warns before a logout that changes have not reached the server yet (shell spec, section 4, our addition). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Asked before logging out with changes the server has not received: they are not dropped
 * (they stay in this user's database on the device and are sent at the next sign-in here),
 * but the user should know, and may sync first.
 */
export function UnsyncedLogoutDialog(props: {
  open: boolean;
  pendingCount: number;
  onSyncNow: () => void;
  onStay: () => void;
  onLogOut: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} modalType="alert" onOpenChange={(_, data) => !data.open && props.onStay()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('logoutGuard.title', 'Changes not synced yet')}</DialogTitle>
          <DialogContent>
            {t(
              'logoutGuard.body',
              '{{count}} changes made on this device have not reached the server yet. If you log out now they stay on this device and are sent the next time you sign in here.',
              { count: props.pendingCount },
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onSyncNow}>
              {t('logoutGuard.syncNow', 'Sync now')}
            </Button>
            <Button onClick={props.onStay}>{t('logoutGuard.stay', 'Stay signed in')}</Button>
            <Button onClick={props.onLogOut}>{t('logoutGuard.logOut', 'Log out anyway')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
