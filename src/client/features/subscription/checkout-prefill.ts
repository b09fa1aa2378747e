/**
 * The billing address the checkout starts with: the customer's preferred saved address (else
 * the first), else their names and market from the profile, so a returning buyer types
 * nothing but the card. Pure.
 */
import { emptyBillingAddress, type BillingAddress } from '../../../domain/commerce/billing-address';
import type { Customer } from '../../../domain/commerce/customer';

export function prefilledBillingAddress(customer: Customer | undefined): BillingAddress {
  if (customer === undefined) return emptyBillingAddress;
  const saved = customer.addresses?.find((address) => address.preferred) ?? customer.addresses?.[0];
  const firstName = customer.c_epcUserFirstName ?? customer.firstName ?? '';
  const lastName = customer.c_epcUserLastName ?? customer.lastName ?? '';
  if (saved !== undefined) {
    return {
      firstName: saved.firstName ?? firstName,
      lastName: saved.lastName,
      address1: saved.address1 ?? '',
      address2: saved.address2 ?? '',
      city: saved.city ?? '',
      postalCode: saved.postalCode ?? '',
      countryCode: saved.countryCode,
      phone: saved.phone ?? '',
    };
  }
  return {
    ...emptyBillingAddress,
    firstName,
    lastName,
    // Markets are country codes (GB, DE...); a user without one has GB (shell spec, section 6).
    countryCode: customer.c_epcUserMarket?.trim().toUpperCase() || 'GB',
  };
}
