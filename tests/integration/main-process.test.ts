/**
 * Starts the real server process the way `npm start` does (tsx src/server/main.ts, without
 * the Node memory flag of package.json's serve script, which changes no behaviour) on an
 * empty data folder, and stops it the way a process manager does (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from './support/temp-dir';
import { expectedDatabaseKind, makeTestDatabasePlace, type TestDatabasePlace } from './support/test-database';
import { latestSchemaVersion } from './support/latest-schema-version';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const startedLine = /^Parts catalogue running at (http:\/\/localhost:\d+)$/m;

let place: TestDatabasePlace;
let emptyDir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  place = await makeTestDatabasePlace({ startFrom: 'empty' });
  emptyDir = await makeTempDir('empty');
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await place.remove();
  await removeDir(emptyDir);
});

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = startedLine.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before starting:\n${output}`)));
  });
}

function waitForExit(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('the server process', () => {
  it('starts on an empty data folder, answers /api/health and exits cleanly on SIGTERM', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    delete env['DATABASE_URL'];
    Object.assign(env, place.env, { STATIC_DIR: emptyDir, LOCALES_DIR: emptyDir });
    server = spawn(tsx, ['src/server/main.ts'], { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });

    const url = await waitForUrl(server);
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: expectedDatabaseKind,
      schemaVersion: await latestSchemaVersion(),
    });

    const exited = waitForExit(server);
    server.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    server = undefined;
  });
});
