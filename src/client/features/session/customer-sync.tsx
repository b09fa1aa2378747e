/** Reads the signed-in customer's record for the whole app, without each screen asking (shell spec, section 3). */
import { useCustomerSync } from '../../machines/session/use-signed-in-customer';

/** Keeps the signed-in customer read once for the whole app (mounted by the shell). */
export function CustomerSync() {
  useCustomerSync();
  return null;
}
