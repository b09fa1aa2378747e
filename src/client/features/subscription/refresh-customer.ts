/**
 * Reads the signed-in customer again after a purchase and keeps it on the device, so the
 * app's page access (which reads the customer kept there) follows the new end at once: an
 * expired user opens the catalogue straight away.
 */
import { isFlaggedError } from '../../../domain/commerce/commerce-reply';
import type { Customer } from '../../../domain/commerce/customer';
import { getCustomer } from '../../api/commerce/customer';
import { saveLastCustomer } from '../../store/last-customer';

export async function refreshSignedInCustomer(input: {
  siteId: string;
  locale: string;
  customer: Customer;
  /** The end the order answered, used when the customer cannot be read again. */
  newEnd: string | undefined;
}): Promise<void> {
  try {
    const fresh = await getCustomer({
      siteId: input.siteId,
      locale: input.locale,
      customerId: input.customer.customerId,
    });
    if (!isFlaggedError(fresh)) {
      saveLastCustomer(fresh);
      return;
    }
    console.warn('Could not read the customer after the purchase', fresh.message);
  } catch (error) {
    console.warn('Could not read the customer after the purchase', error);
  }
  // The order is the server's word on the new end; the next customer read confirms it.
  if (input.newEnd !== undefined) saveLastCustomer({ ...input.customer, c_epcSubscriptionEndDate: input.newEnd });
}
