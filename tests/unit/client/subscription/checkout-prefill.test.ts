// The billing address the subscription checkout starts with.
import { describe, expect, it } from 'vitest';
import { prefilledBillingAddress } from '../../../../src/client/features/subscription/checkout-prefill';
import type { Customer } from '../../../../src/domain/commerce/customer';

const customer: Customer = {
  customerId: 'c1',
  authType: 'registered',
  c_epcUserFirstName: 'Chris',
  c_epcUserLastName: 'Novak',
  c_epcUserMarket: 'de',
};

describe('the prefilled billing address', () => {
  it("is the customer's preferred saved address", () => {
    const address = prefilledBillingAddress({
      ...customer,
      addresses: [
        { addressId: 'work', lastName: 'Novak', countryCode: 'FR', city: 'Paris' },
        {
          addressId: 'home',
          preferred: true,
          firstName: 'C.',
          lastName: 'Novak',
          address1: '1 High Street',
          city: 'London',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
          phone: '+44 20 7946 0004',
        },
      ],
    });
    expect(address).toEqual({
      firstName: 'C.',
      lastName: 'Novak',
      address1: '1 High Street',
      address2: '',
      city: 'London',
      postalCode: 'SW1A 1AA',
      countryCode: 'GB',
      phone: '+44 20 7946 0004',
    });
  });

  it('is the profile names and market when there is no saved address, GB without a market', () => {
    expect(prefilledBillingAddress(customer)).toMatchObject({
      firstName: 'Chris',
      lastName: 'Novak',
      countryCode: 'DE',
      city: '',
    });
    expect(prefilledBillingAddress({ ...customer, c_epcUserMarket: undefined }).countryCode).toBe('GB');
    expect(prefilledBillingAddress(undefined).firstName).toBe('');
  });
});
