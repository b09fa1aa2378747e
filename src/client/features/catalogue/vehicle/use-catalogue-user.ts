/** The user details a VIN decode and the kept VIN lists need (catalogue spec, sections 7 and 9). */
import { marketUsesVinCheckDigit } from '../../../../domain/catalogue/vin';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { defaultMarket } from '../use-catalogue-query';

export interface CatalogueUser {
  /** Whose lists on this device: the signed-in customer, else 'guest'. */
  userKey: string;
  marketCode: string;
  /** Whether the user's market refuses a VIN with a wrong check digit (ISO 3779). */
  checkDigitRequired: boolean;
  userId?: string;
  userType?: string;
}

/** The signed-in user as the VIN decoder, the search and their lists on this device need them. */
export function useCatalogueUser(): CatalogueUser {
  const customer = useSignedInCustomer();
  const marketCode = customer?.c_epcUserMarket ?? defaultMarket;
  return {
    userKey: customer?.customerId ?? 'guest',
    marketCode,
    checkDigitRequired: marketUsesVinCheckDigit(marketCode),
    userId: customer?.customerId,
    userType: customer?.c_epcUserType,
  };
}
