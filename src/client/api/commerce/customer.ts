import { checkBody, checkRequiredParameters } from '../../../domain/commerce/request-checks';
import { shopRequest } from './shop-api-client';

/** The registered customer as the shell reads it (shell spec, section 3), in camelCase. */
export interface Customer {
  customerId: string;
  authType: 'guest' | 'registered';
  email?: string;
  firstName?: string;
  lastName?: string;
  c_epcUserFirstName?: string;
  c_epcUserLastName?: string;
  c_epcFullName?: string;
  c_epcUserType?: string;
  c_epcUserRole?: string;
  /** Copied from the profile at sign-in; a registered customer's is approved. */
  c_epcUserStatus?: string;
  /** A true-independent's subscription end (yyyy-mm-dd); none means expired (catalogue spec, 4). */
  c_epcSubscriptionEndDate?: string;
  c_epcUserMarket?: string;
  c_epcUserLanguage?: string;
  c_epcPartnerId?: string;
  c_epcLastLoginTime?: string;
  c_epcLatestNewsDateTime?: string;
  /** Data download eligibility, present only when the profile copied to the customer carries it. */
  c_epcDataDownloadUserActive?: boolean;
  c_epcDataDownloadUserEnabled?: boolean;
  c_epcDataDownloadUserApprovalStatus?: string;
  c_epcDataDownloadUserExpiryDate?: string;
}

export function getCustomer(input: { siteId: string; locale: string; customerId: string }) {
  checkRequiredParameters(input, ['siteId', 'customerId']);
  return shopRequest<Customer>({ ...input, method: 'get', path: `customers/${encodeURIComponent(input.customerId)}` });
}

/** Fields of the shell's customer update (shell spec, section 7) the client sends this way. */
export type CustomerChanges = Partial<Pick<Customer, 'c_epcUserLanguage' | 'c_epcUserMarket' | 'c_epcLatestNewsDateTime'>>;

/** PATCH customers/{customerId}: saves the changes and answers the whole updated customer. */
export function updateCustomer(input: { siteId: string; locale: string; customerId: string; changes: CustomerChanges }) {
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
