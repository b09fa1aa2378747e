/** What the shell needs of the session to pick and fill its header (shell spec, section 2 and 4). */
import type { Customer } from '../../../domain/commerce/customer';
import { SessionContext, useSessionKind } from './session-context';
import { useLastCustomer } from '../../store/last-customer';

export interface ShellSession {
  /** Registered, or a registered user still logging out (the header stays put until then). */
  registered: boolean;
  loggingOut: boolean;
  /** Set whenever registered; until the customer has been read it holds only the id. */
  customer: Customer | undefined;
}

/**
 * Who the shell shows. While a registered user logs out the session is briefly neither
 * registered nor guest; the customer copy on the device is cleared only once the logout is
 * done, so the header keeps showing them, with the spinner, until then. Between sign-in and
 * the first read of the customer (or when that read failed offline) the user is still
 * registered, so they get their header and Log Out, only without their name yet.
 */
export function useShellSession(): ShellSession {
  const kind = useSessionKind();
  const loggingOut = SessionContext.useSelector((snapshot) => snapshot.matches('loggingOut'));
  const customerId = SessionContext.useSelector((snapshot) => snapshot.context.auth.customerId);
  const lastCustomer = useLastCustomer();
  const registered = kind === 'registered' || (loggingOut && lastCustomer !== undefined);
  if (!registered) return { registered, loggingOut, customer: undefined };
  return { registered, loggingOut, customer: lastCustomer ?? { customerId: customerId ?? '', authType: 'registered' } };
}

export function fullNameOf(customer: Customer | undefined): string {
  return customer?.c_epcFullName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
}
