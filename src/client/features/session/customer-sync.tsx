import { useCustomerSync } from '../../machines/session/use-signed-in-customer';

/** Keeps the signed-in customer read once for the whole app (mounted by the shell). */
export function CustomerSync() {
  useCustomerSync();
  return null;
}
