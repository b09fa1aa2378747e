// Starts the real server once for the browser tests: a copy of the built app from dist/ (so a
// test can deploy a "new version" into it), the embedded backend and a fresh embedded database
// in a temporary DATA_DIR (demo-server.ts, the way docs/testing.md starts one).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from './demo-server';
import { prepareSeededDemoData } from './seeded-data-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staticDir: string;
  }
}

export default async function startServer(project: TestProject): Promise<() => Promise<void>> {
  const staticDir = mkdtempSync(join(tmpdir(), 'epc-e2e-app-'));
  // E2E_BUILD_DIR lets several builds be tested side by side (vite build --outDir ...).
  cpSync(process.env.E2E_BUILD_DIR ?? 'dist', staticDir, { recursive: true });
  const [server] = await Promise.all([
    startDemoServer({
      staticDir,
      // Short-lived access tokens, so the browser tests see the app refresh them while in use.
      env: { ACCESS_TOKEN_TTL_SECONDS: '70' },
    }),
    // The seeded data the files with servers of their own copy, made on the other core meanwhile.
    prepareSeededDemoData(),
  ]);
  project.provide('baseUrl', server.url);
  project.provide('staticDir', staticDir);
  return async () => {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  };
}
