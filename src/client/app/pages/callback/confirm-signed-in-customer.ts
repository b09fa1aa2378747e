/**
 * The last step of a provider sign-in: read the customer the new session is for (catalogue
 * spec, section 8: login flows throw 'Error fetching customer' and set the user-not-found
 * flag when that read fails). The customer read is kept on the device, so /home shows the
 * user's name at once.
 */
import { isFlaggedError, type FlaggedError } from '../../../../domain/commerce/commerce-reply';
import type { Customer } from '../../../../domain/commerce/customer';
import { errorFetchingCustomer } from '../../../../domain/profile/sign-in-errors';
import { saveLastCustomer } from '../../../store/last-customer';
import { flagUserNotFound } from '../../../store/sign-in-storage';

export class CustomerFetchFailed extends Error {
  constructor(cause: unknown) {
    super(errorFetchingCustomer, { cause });
    this.name = 'CustomerFetchFailed';
  }
}

export interface ConfirmSteps {
  flagUserNotFound: () => void;
  keepCustomer: (customer: Customer) => void;
}

const deviceSteps: ConfirmSteps = { flagUserNotFound, keepCustomer: saveLastCustomer };

export async function confirmSignedInCustomer(
  read: () => Promise<Customer | FlaggedError>,
  steps: ConfirmSteps = deviceSteps,
): Promise<Customer> {
  let answer: Customer | FlaggedError;
  try {
    answer = await read();
  } catch (error) {
    steps.flagUserNotFound();
    throw new CustomerFetchFailed(error);
  }
  if (isFlaggedError(answer)) {
    steps.flagUserNotFound();
    throw new CustomerFetchFailed(answer.message);
  }
  steps.keepCustomer(answer);
  return answer;
}
