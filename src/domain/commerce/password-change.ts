/**
 * Password change (catalogue spec, section 5): it requires the new password and the current
 * password. The length bounds are the shop API's (its password schema reads them from here),
 * so the settings page says beside the field what the server would refuse.
 */
import type { Customer } from './customer';

export const minPasswordLength = 8;
export const maxPasswordLength = 128;

/** The spec's sentence, as the server answers it when either password is missing. */
export const passwordChangeNeedsBoth = 'Password change requires the new password and the current password.';

export interface PasswordChange {
  password: string;
  currentPassword: string;
}

export type PasswordChangeProblem =
  | { field: 'password'; problem: 'missing' | 'too-short' | 'too-long' }
  | { field: 'currentPassword'; problem: 'missing' | 'too-long' };

/** What is wrong with a change before it is sent, field by field; empty when it may be sent. */
export function passwordChangeProblems(change: PasswordChange): PasswordChangeProblem[] {
  const problems: PasswordChangeProblem[] = [];
  const { password, currentPassword } = change;
  if (password === '') problems.push({ field: 'password', problem: 'missing' });
  else if ([...password].length < minPasswordLength) problems.push({ field: 'password', problem: 'too-short' });
  else if ([...password].length > maxPasswordLength) problems.push({ field: 'password', problem: 'too-long' });
  if (currentPassword === '') problems.push({ field: 'currentPassword', problem: 'missing' });
  else if ([...currentPassword].length > maxPasswordLength)
    problems.push({ field: 'currentPassword', problem: 'too-long' });
  return problems;
}

/** The field a server's refusal belongs beside: the current password when it names it, else the new one. */
export function fieldOfRefusal(detail: string): keyof PasswordChange {
  return /current/i.test(detail) && detail !== passwordChangeNeedsBoth ? 'currentPassword' : 'password';
}

/**
 * Whether the customer has a password here to change: a password customer (registered through
 * the shop API, with a login). Others sign in at their identity provider, which keeps theirs.
 */
export function hasOwnPassword(customer: Pick<Customer, 'login'> | undefined): boolean {
  return typeof customer?.login === 'string' && customer.login !== '';
}
