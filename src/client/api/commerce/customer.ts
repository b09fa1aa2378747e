/** Reads and updates the signed-in customer's custom fields (shell spec, section 3 and 7). */
import { checkBody, checkRequiredParameters } from '../../../domain/commerce/request-checks';
import type { Customer } from '../../../domain/commerce/customer';
import { shopRequest } from './shop-api-client';

export function getCustomer(input: { siteId: string; locale: string; customerId: string }) {
  checkRequiredParameters(input, ['siteId', 'customerId']);
  return shopRequest<Customer>({ ...input, method: 'get', path: `customers/${encodeURIComponent(input.customerId)}` });
}

/** Fields of the shell's customer update (shell spec, section 7) the client sends this way. */
export type CustomerChanges = Partial<
  Pick<Customer, 'c_epcUserLanguage' | 'c_epcUserMarket' | 'c_epcLatestNewsDateTime'>
>;

/** PATCH customers/{customerId}: saves the changes and answers the whole updated customer. */
export function updateCustomer(input: {
  siteId: string;
  locale: string;
  customerId: string;
  changes: CustomerChanges;
}) {
  checkRequiredParameters(input, ['siteId', 'customerId']);
  checkBody(input.changes);
  const { changes, ...target } = input;
  return shopRequest<Customer>({
    ...target,
    method: 'patch',
    path: `customers/${encodeURIComponent(input.customerId)}`,
    body: changes,
  });
}
