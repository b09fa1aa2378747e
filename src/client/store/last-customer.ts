/**
 * The signed-in customer as last read from the server, kept on the device so that a user who
 * opens the app offline is still shown as themselves (no logout, no guest fallback). Cleared on
 * logout with the rest of the session.
 */
import { useSyncExternalStore } from 'react';
import type { Customer } from '../../domain/commerce/customer';
import { readOncePerTurn } from './read-once-per-turn';

const storageKey = 'epc_customer';
const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cachedCustomer: Customer | undefined;

const storedCustomer = readOncePerTurn((): Customer | undefined => {
  const text = localStorage.getItem(storageKey);
  if (text !== cachedText) {
    cachedText = text;
    try {
      cachedCustomer = text ? (JSON.parse(text) as Customer) : undefined;
    } catch {
      cachedCustomer = undefined;
    }
  }
  return cachedCustomer;
});

function read(): Customer | undefined {
  return storedCustomer.read();
}

function notify(): void {
  storedCustomer.forget();
  for (const listener of listeners) listener();
}

export function saveLastCustomer(customer: Customer): void {
  localStorage.setItem(storageKey, JSON.stringify(customer));
  notify();
}

/**
 * The server refused the account as no longer approved (an admin sent the registration back
 * to approval): the kept copy says so, so every page the user may not open says why, offline
 * too, until the next sign-in copies the profile again.
 */
export function markLastCustomerPending(): void {
  const customer = read();
  if (customer !== undefined) saveLastCustomer({ ...customer, c_epcUserStatus: 'pending' });
}

export function clearLastCustomer(): void {
  localStorage.removeItem(storageKey);
  notify();
}

/** Whether a signed-in customer is kept on this device (the app start preloads their header). */
export function hasLastCustomer(): boolean {
  return read() !== undefined;
}

/** The customer kept on this device, read outside React (the app start asks for the page's data with it). */
export function readLastCustomer(): Customer | undefined {
  return read();
}

export function useLastCustomer(): Customer | undefined {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
}
