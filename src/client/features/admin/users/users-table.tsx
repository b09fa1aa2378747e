/**
 * One page of found users as a table, each row with what an admin may do to that user:
 * approve (unless approved), reject (unless rejected), change role, type and retailer. An
 * admin's own row offers no status change (the server refuses it).
 */
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AdminUser, UsersPage } from '../../../api/admin/admin-users';
import { UserDetailsDialog } from './user-details-dialog';
import { displayName, userRoleLabel, userStatusLabel, userTypeLabel } from './user-labels';
import { UserStatusButton } from './user-status-button';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  id: { color: tokens.colorNeutralForeground3 },
});

export function UsersTable({
  page,
  offline,
  onChanged,
}: {
  page: UsersPage;
  offline: boolean;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const actionsOf = (user: AdminUser) => {
    const self = user.userId === page.viewer.userId;
    return (
      <div className={styles.actions}>
        {!self && user.userStatus !== 'approved' && (
          <UserStatusButton user={user} status="approved" disabled={offline} onDone={onChanged} />
        )}
        {!self && user.userStatus !== 'rejected' && (
          <UserStatusButton user={user} status="rejected" disabled={offline} onDone={onChanged} />
        )}
        <UserDetailsDialog user={user} viewer={page.viewer} disabled={offline} onDone={onChanged} />
      </div>
    );
  };

  return (
    <div className={styles.scroll}>
      <Table aria-label={t('admin.users.tableLabel', 'Users found')} data-testid="admin-users-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('admin.users.column.name', 'Name')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.email', 'Email')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.dealer', 'Dealer')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.type', 'Type')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.role', 'Role')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.status', 'Status')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.users.column.actions', 'Actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.users.map((user) => (
            <TableRow key={user.userId} data-testid="admin-user-row" data-user-id={user.userId}>
              <TableCell>
                <Text block>{displayName(user)}</Text>
                <Text block size={200} className={styles.id}>
                  {user.userId}
                </Text>
              </TableCell>
              <TableCell>{user.email ?? '—'}</TableCell>
              <TableCell>{user.dealerCode ?? '—'}</TableCell>
              <TableCell>{userTypeLabel(t, user.userType)}</TableCell>
              <TableCell>{userRoleLabel(t, user.userRole)}</TableCell>
              <TableCell data-testid="admin-user-status">{userStatusLabel(t, user.userStatus)}</TableCell>
              <TableCell>{actionsOf(user)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
