/**
 * A data folder that already holds the demo data, for a browser test file that starts a server
 * of its own: a copy of the seeded PGlite folder the integration tests keep (made once per
 * migration set, demo-data code and seed, tests/integration/support/pglite-template.ts), with the
 * seed the server would use. The server then finds its demo data and starts in a few seconds
 * instead of seeding an empty folder for ten or more. The copy keeps no demo-reset snapshot
 * (POST /api/demo/reset), which only a server that seeded its folder itself has.
 */
import { loadServerConfig } from '../../../src/server/config';
import { copySeededPglite, prepareSeededPglite } from '../../integration/support/pglite-template';

const demoSeed = loadServerConfig({}).demoSeed;

export async function copySeededDemoData(dataDir: string): Promise<void> {
  await copySeededPglite(dataDir, demoSeed);
}

/**
 * Makes the seeded folder the copies come from, when the browser tests start (global-server.ts):
 * on a clean machine (CI) it is not there yet, and made beside the shared server's own seeding
 * it costs the run a few seconds rather than the first file that copies it ten or more.
 */
export function prepareSeededDemoData(): Promise<void> {
  return prepareSeededPglite(demoSeed);
}
