/**
 * What a failed admin call says to the admin, in words (issue 16: "a failed write says what
 * failed and changes nothing"): no network, the server's own reason (problem details' detail,
 * e.g. 'A retailer admin can only manage the users of their own dealer.'), or the generic
 * message of catalogue spec section 8.
 */
import type { TFunction } from 'i18next';
import { isNetworkFailure } from '../../api/http-client';
import { problemOf } from '../../api/problem-details';

export function adminFailure(error: unknown, t: TFunction, what: 'read' | 'write' = 'write'): string {
  if (isNetworkFailure(error)) {
    return what === 'read'
      ? t('admin.readNeedsNetwork', 'This needs a network: admin lists are not kept on this device.')
      : t('admin.needsNetwork', 'This needs a network: admin work is not kept on this device. Nothing was changed.');
  }
  const detail = problemOf(error)?.detail;
  if (detail !== undefined && detail !== '') return detail;
  return t('errors.generic', 'Something went wrong. Try again!');
}
