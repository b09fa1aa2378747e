// Starts the real server once for the browser tests: a copy of the built app from dist/ (so a
// test can deploy a "new version" into it), the embedded backend and a fresh embedded database
// in a temporary DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staticDir: string;
  }
}

const startTimeoutMs = 120_000;

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in time')), startTimeoutMs);
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    server.on('exit', (code) => reject(new Error(`The server exited early (${code}): ${output}`)));
  });
}

export default async function startServer(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-e2e-data-'));
  const staticDir = mkdtempSync(join(tmpdir(), 'epc-e2e-app-'));
  // E2E_BUILD_DIR lets several builds be tested side by side (vite build --outDir ...).
  cpSync(process.env.E2E_BUILD_DIR ?? 'dist', staticDir, { recursive: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      // Short-lived access tokens, so the browser tests see the app refresh them while in use.
      ACCESS_TOKEN_TTL_SECONDS: '70',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await waitForUrl(server);
  project.provide('baseUrl', baseUrl);
  project.provide('staticDir', staticDir);
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  };
}
