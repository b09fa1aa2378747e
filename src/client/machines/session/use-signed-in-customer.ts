/** Keeps the signed-in customer read and kept on the device (shell spec, section 3 and 4). */
import { useEffect, useSyncExternalStore } from 'react';
import { isFlaggedError } from '../../../domain/commerce/commerce-reply';
import type { Customer } from '../../../domain/commerce/customer';
import { getCustomer } from '../../api/commerce/customer';
import { clearLastCustomer, saveLastCustomer, useLastCustomer } from '../../store/last-customer';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { SessionContext, useSessionKind } from './session-context';

/** The catalogue spec's message (section 8) for a customer read the server flags an error. */
export const customerFetchError = 'Customer Fetch Error';

// Why the last customer read failed (the reply's detail), until a read succeeds; not kept on
// the device: the next page load reads again.
let readProblem: string | undefined;
const problemListeners = new Set<() => void>();

function setReadProblem(problem: string | undefined): void {
  if (problem === readProblem) return;
  readProblem = problem;
  for (const listener of problemListeners) listener();
}

/** The detail of the customer read the server flagged as an error, while it stands. */
export function useCustomerReadProblem(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
    () => readProblem,
  );
}

/**
 * Reads the registered customer from the server whenever a registered session is
 * (re)established or the locale changes, and keeps the copy on the device. Mounted once, in
 * the shell, so pages do not each read the customer again.
 */
export function useCustomerSync(): void {
  const kind = useSessionKind();
  const customerId = SessionContext.useSelector((snapshot) => snapshot.context.auth.customerId);
  const online = SessionContext.useSelector((snapshot) => !snapshot.context.offline);
  const { site, locale } = useSiteLocale();

  useEffect(() => {
    if (kind === 'guest') clearLastCustomer();
    if (kind !== 'registered') setReadProblem(undefined);
    if (kind !== 'registered' || !customerId || !online) return;
    let current = true;
    getCustomer({ siteId: site.id, locale: locale.id, customerId })
      .then((customer) => {
        if (!current) return;
        if (isFlaggedError(customer)) {
          // "'Customer Fetch Error': the customer read flags an error" (catalogue spec, 8):
          // logged, and shown (CustomerFetchErrorNotice); the copy on the device stands in.
          console.error(customerFetchError, customer.message);
          setReadProblem(customer.message);
          return;
        }
        setReadProblem(undefined);
        saveLastCustomer(customer);
      })
      // Offline or the server is away: the copy on the device stands in.
      .catch((error: unknown) => console.warn('Could not read the customer', error));
    return () => {
      current = false;
    };
  }, [kind, customerId, online, site.id, locale.id]);
}

/** The registered customer as last read, so offline the user stays who they are. */
export function useSignedInCustomer(): Customer | undefined {
  const kind = useSessionKind();
  const lastCustomer = useLastCustomer();
  return kind === 'registered' ? lastCustomer : undefined;
}
