/**
 * Approve or reject a user, after a confirmation that says what follows (catalogue spec,
 * section 4: "A user becomes registered only when the profile status is approved"). The
 * answer comes back in words: done, or the server's reason, in the dialog.
 */
import { Button, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { setUserStatus, type AdminUser } from '../../../api/admin/admin-users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { adminFailure } from '../admin-failure';
import { displayName } from './user-labels';

export function UserStatusButton({
  user,
  status,
  disabled,
  onDone,
}: {
  user: AdminUser;
  status: 'approved' | 'rejected';
  disabled: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const name = displayName(user);
  const approve = status === 'approved';
  const label = approve ? t('admin.users.approve', 'Approve') : t('admin.users.reject', 'Reject');

  const confirm = async (): Promise<string | null> => {
    try {
      await setUserStatus(user.userId, status);
      return null;
    } catch (error) {
      return adminFailure(error, t);
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          size="small"
          appearance={approve ? 'primary' : 'secondary'}
          disabledFocusable={disabled}
          aria-label={
            approve
              ? t('admin.users.approveUser', 'Approve {{name}}', { name })
              : t('admin.users.rejectUser', 'Reject {{name}}', { name })
          }
        >
          {label}
        </Button>
      }
      title={
        approve
          ? t('admin.users.approveTitle', 'Approve {{name}}?', { name })
          : t('admin.users.rejectTitle', 'Reject {{name}}?', { name })
      }
      confirmLabel={label}
      cancelLabel={t('admin.users.cancel', 'Cancel')}
      onConfirm={confirm}
      onDone={() =>
        onDone(
          approve
            ? t('admin.users.approved', '{{name}} ({{userId}}) is approved and is registered at their next sign-in.', {
                name,
                userId: user.userId,
              })
            : t('admin.users.rejected', '{{name}} ({{userId}}) is rejected and can no longer use the catalogue.', {
                name,
                userId: user.userId,
              }),
        )
      }
    >
      <Text as="p">
        {approve
          ? t(
              'admin.users.approveExplain',
              '{{name}} ({{userId}}) becomes approved. At their next sign-in they are registered and can use the catalogue.',
              { name, userId: user.userId },
            )
          : t(
              'admin.users.rejectExplain',
              '{{name}} ({{userId}}) becomes rejected. Their next sign-in is refused until an admin approves them.',
              { name, userId: user.userId },
            )}
      </Text>
    </ConfirmDialog>
  );
}
