/**
 * The admin API's Users area and audit list (issue 16; catalogue spec, sections 3, 6 and 7):
 * GET /admin/api/v1/users, POST user/updateUserStatus, POST user/updateUserDetails (payload
 * exactly as section 3's "User update") and GET /admin/api/v1/audit. Admin work needs a
 * network: nothing here is kept on the device or queued.
 */
import type { UserRole, UserStatus, UserType } from '../../../domain/profile/user-profile';
import { authorisedServiceClient } from '../authorised-client';

const adminApi = authorisedServiceClient('/admin/api/v1/');

export interface AdminUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  dealerCode: string | null;
  companyName: string | null;
  market: string | null;
  userType: string | null;
  userRole: string | null;
  userStatus: string | null;
  active: boolean;
  billable: boolean;
  lastLoginTime: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  lastModified: string;
}

export interface UsersPage {
  total: number;
  offset: number;
  limit: number;
  users: AdminUser[];
  /** The calling admin: their user id, and the dealer they are kept to (null: every dealer). */
  viewer: { userId: string; dealerCode: string | null };
}

export interface UserFilters {
  name: string;
  email: string;
  dealer: string;
  type: UserType | '';
  role: UserRole | '';
  status: UserStatus | '';
}

export function listUsers(filters: UserFilters, offset: number, limit: number): Promise<UsersPage> {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value.trim() !== '') searchParams.set(name, value.trim());
  }
  searchParams.set('offset', String(offset));
  searchParams.set('limit', String(limit));
  return adminApi.get('users', { searchParams }).json<UsersPage>();
}

export async function setUserStatus(userId: string, userStatus: 'approved' | 'rejected'): Promise<void> {
  await adminApi.post('user/updateUserStatus', { json: { userId, userStatus } }).json();
}

/** The spec's user update: userId, userRole, userType, retailerId (or the internal marker), createdBy, updatedBy. */
export interface UserDetailsUpdate {
  userId: string;
  userRole: UserRole;
  userType: UserType;
  retailerId: string;
  createdBy: string;
  updatedBy: string;
}

export async function updateUserDetails(update: UserDetailsUpdate): Promise<void> {
  await adminApi.post('user/updateUserDetails', { json: update }).json();
}

export interface AdminAuditEntry {
  id: number;
  at: string;
  area: string;
  action: string;
  recordKey: string;
  actor: string;
  actorDealerCode: string | null;
  dealerCode: string | null;
  detail: Record<string, unknown>;
}

export interface AuditPage {
  total: number;
  offset: number;
  limit: number;
  entries: AdminAuditEntry[];
}

export function listAudit(query: { area: string; offset: number; limit: number }): Promise<AuditPage> {
  const searchParams = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
  if (query.area !== '') searchParams.set('area', query.area);
  return adminApi.get('audit', { searchParams }).json<AuditPage>();
}
