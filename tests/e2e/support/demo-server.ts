/**
 * Starts the real server as its own process for browser tests, as docs/testing.md teaches: a
 * free port (PORT=0), a data folder of its own, a fixed DEMO_SEED, and the address read from
 * the one line it prints. The shared browser-test server (global-server.ts) and the docs'
 * example, which resets its demo data, both start theirs here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// #region demo-server
export interface DemoServer {
  /** Where it listens, e.g. http://localhost:41234. */
  url: string;
  stop(): Promise<void>;
}

export interface DemoServerOptions {
  /** The built app (vite build): dist/ unless E2E_BUILD_DIR names another build. */
  staticDir?: string;
  /** More settings (README, "Configuration"). */
  env?: Record<string, string>;
}

/** A fresh demo server: a new data folder, seeded with DEMO_SEED on start, removed on stop. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'epc-demo-data-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: '20261122',
      STATIC_DIR: options.staticDir ?? process.env.E2E_BUILD_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await printedAddress(server);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server prints 'Parts catalogue running at <url>' once it listens (seeding a new folder first). */
function printedAddress(server: ChildProcess, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in time')), timeoutMs);
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (https?:\/\/\S+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve(url);
    });
    server.on('exit', (code) => reject(new Error(`The server exited early (${code}): ${output}`)));
  });
}
// #endregion demo-server
