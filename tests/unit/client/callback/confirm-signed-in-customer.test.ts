/** The sign-in's customer read (catalogue spec, section 8: 'Error fetching customer' and the user-not-found flag). */
import { describe, expect, it } from 'vitest';
import {
  confirmSignedInCustomer,
  CustomerFetchFailed,
} from '../../../../src/client/app/pages/callback/confirm-signed-in-customer';
import type { Customer } from '../../../../src/domain/commerce/customer';

function recordedSteps() {
  const seen = { flagged: false, kept: [] as Customer[] };
  return {
    seen,
    steps: { flagUserNotFound: () => (seen.flagged = true), keepCustomer: (c: Customer) => seen.kept.push(c) },
  };
}

const customer = { customerId: 'c1', authType: 'registered' } as Customer;

describe('confirmSignedInCustomer', () => {
  it('keeps the customer it read and sets no flag', async () => {
    const { seen, steps } = recordedSteps();
    await expect(confirmSignedInCustomer(() => Promise.resolve(customer), steps)).resolves.toBe(customer);
    expect(seen).toEqual({ flagged: false, kept: [customer] });
  });

  it.each([
    ['the read fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the read is flagged an error',
      () => Promise.resolve({ isError: true as const, message: 'HTTP error! Status: 500' }),
    ],
  ])("throws 'Error fetching customer' and sets the user-not-found flag when %s", async (_case, read) => {
    const { seen, steps } = recordedSteps();
    const failure = await confirmSignedInCustomer(read, steps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CustomerFetchFailed);
    expect((failure as Error).message).toBe('Error fetching customer');
    expect(seen).toEqual({ flagged: true, kept: [] });
  });
});
