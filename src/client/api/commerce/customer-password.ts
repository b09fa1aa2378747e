/**
 * Password change of a password customer (catalogue spec, section 5): PUT
 * customers/{customerId}/password with the new and the current password; no body back.
 */
import { checkRequiredParameters } from '../../../domain/commerce/request-checks';
import type { FlaggedError } from '../../../domain/commerce/commerce-reply';
import type { PasswordChange } from '../../../domain/commerce/password-change';
import { shopRequest } from './shop-api-client';

/**
 * Answers null when the password was changed, or the server's refusal flagged isError with its
 * detail (a wrong current password, a password the rules refuse, too many attempts). Rejects
 * when the network or the server fails.
 */
export async function changePassword(
  input: { siteId: string; locale: string; customerId: string } & PasswordChange,
): Promise<FlaggedError | null> {
  const { password, currentPassword, ...target } = input;
  checkRequiredParameters(target, ['siteId', 'customerId']);
  // Sent in camelCase; the client converts it to the API's current_password.
  const reply = await shopRequest<null>({
    ...target,
    method: 'put',
    path: `customers/${encodeURIComponent(input.customerId)}/password`,
    body: { password, currentPassword },
  });
  return reply ?? null;
}
