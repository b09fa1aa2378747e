/**
 * The words for a user's type, role and status (catalogue spec, section 3: UserType, UserRole,
 * UserStatus), so the filters, the table and the messages name them alike. A stored value the
 * spec does not list is shown as it is.
 */
import type { TFunction } from 'i18next';
import type { UserRole, UserStatus, UserType } from '../../../../domain/profile/user-profile';
import type { AdminUser } from '../../../api/admin/admin-users';

export const userTypeChoices: readonly UserType[] = ['retailer', 'internal', 'third-party', 'independent'];
export const userRoleChoices: readonly UserRole[] = ['user', 'admin', 'sponsored', 'true-independent'];
export const userStatusChoices: readonly UserStatus[] = ['pending', 'approved', 'rejected'];

export function userTypeLabel(t: TFunction, type: string | null): string {
  switch (type) {
    case 'retailer':
      return t('admin.users.type.retailer', 'Retailer');
    case 'internal':
      return t('admin.users.type.internal', 'Internal');
    case 'third-party':
      return t('admin.users.type.thirdParty', 'Third-party');
    case 'independent':
      return t('admin.users.type.independent', 'Independent');
    default:
      return type ?? '—';
  }
}

export function userRoleLabel(t: TFunction, role: string | null): string {
  switch (role) {
    case 'user':
      return t('admin.users.role.user', 'User');
    case 'admin':
      return t('admin.users.role.admin', 'Admin');
    case 'sponsored':
      return t('admin.users.role.sponsored', 'Sponsored');
    case 'true-independent':
      return t('admin.users.role.trueIndependent', 'True-independent');
    default:
      return role ?? '—';
  }
}

export function userStatusLabel(t: TFunction, status: string | null): string {
  switch (status) {
    case 'pending':
      return t('admin.users.status.pending', 'Pending');
    case 'approved':
      return t('admin.users.status.approved', 'Approved');
    case 'rejected':
      return t('admin.users.status.rejected', 'Rejected');
    default:
      return status ?? '—';
  }
}

/** A user's name as the admin reads it, or their user id when the record has no name. */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'userId'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  return name === '' ? user.userId : name;
}
