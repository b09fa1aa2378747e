/** Tells the offline banner whether the server is really reachable (shell spec, section 2). */
import { ownServer } from './http-client';

/** True when the server answers its health check; never throws. Bypasses every cache. */
export async function probeHealth(timeoutMs = 5_000): Promise<boolean> {
  try {
    await ownServer.head('api/health', { cache: 'no-store', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}
