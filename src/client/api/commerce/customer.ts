import { checkRequiredParameters } from '../../../domain/commerce/request-checks';
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
  c_epcUserMarket?: string;
  c_epcUserLanguage?: string;
  c_epcPartnerId?: string;
  c_epcLastLoginTime?: string;
  c_epcLatestNewsDateTime?: string;
}

export function getCustomer(input: { siteId: string; locale: string; customerId: string }) {
  checkRequiredParameters(input, ['siteId', 'customerId']);
  return shopRequest<Customer>({ ...input, method: 'get', path: `customers/${encodeURIComponent(input.customerId)}` });
}
