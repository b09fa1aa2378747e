/**
 * Two real server processes (`node --import tsx src/server/main.ts`, as `npm start`) on one
 * PostgreSQL database, as behind a load balancer: a sign-in whose hops land on either
 * process works, because nothing a sign-in needs lives in one process's memory
 * (docs/architecture.md, "State and scaling"). The browser uses one public name for both,
 * as it would a load balancer's; the test picks the process each hop goes to. No
 * AUTH_TOKEN_SECRET is set: the processes share the one kept in the database. Also
 * SERVER_PROCESSES=2 (node:cluster) serves sign-ins. PGlite belongs to one process, so this
 * file runs only against a PostgreSQL server (vitest.config.ts includes it when
 * TEST_DATABASE_URL is set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceConfig, signInKinds } from '../../src/config/commerce';
import type { TokenResponse } from '../../src/domain/session/token-response';
import { loadServerConfig } from '../../src/server/config';
import { demoUserPassword } from '../../src/server/db/demo-data/demo-users';
import { browse, type BrowserRequest, type BrowserResponse } from './shopper-login/support/browser';
import { makePkcePair } from './shopper-login/support/pkce-pair';
import { hiddenFieldsOf } from './shopper-login/support/provider-sign-in';
import { loginPath } from './shopper-login/support/shopper-login-client';
import { makeTempDir, removeDir } from './support/temp-dir';
import { makeTestDatabasePlace, type TestDatabasePlace } from './support/test-database';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const startedLine = /^Parts catalogue running at http:\/\/localhost:(\d+)$/m;
/**
 * The name the browser reaches the product at (a load balancer's); every hop keeps it. A
 * .localhost name, which the server takes as its own without PUBLIC_URL (idp/public-origin.ts).
 */
const publicHost = 'parts-catalogue.localhost';
const origin = `http://${publicHost}`;

interface ServerProcess {
  url: string;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let place: TestDatabasePlace;
let emptyDir: string;
const dataDirs: string[] = [];
const running: ChildProcess[] = [];

beforeAll(async () => {
  place = await makeTestDatabasePlace({ startFrom: 'seeded', seededWith: loadServerConfig({}).demoSeed });
  emptyDir = await makeTempDir('empty');
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await place.remove();
  await removeDir(emptyDir);
  await Promise.all(dataDirs.map((dir) => removeDir(dir)));
});

async function startProcess(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  // Each process has a data folder of its own, as on separate hosts; the database is shared.
  const dataDir = await makeTempDir('data');
  dataDirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: place.databaseUrl,
    STATIC_DIR: emptyDir,
    LOCALES_DIR: emptyDir,
    ...extraEnv,
  };
  delete env['AUTH_TOKEN_SECRET'];
  delete env['PUBLIC_URL'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = startedLine.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) => reject(new Error(`server exited with ${code} before starting:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A request as the browser sends it to the public name, delivered to the given process. */
function visit(server: ServerProcess, url: string, request: BrowserRequest = {}): Promise<BrowserResponse> {
  const target = new URL(url, origin);
  expect(target.origin).toBe(origin);
  // A new connection per request, so node:cluster hands consecutive hops to different workers.
  return browse(`${server.url}${target.pathname}${target.search}`, {
    ...request,
    host: publicHost,
    headers: { connection: 'close', ...request.headers },
  });
}

function tokenRequest(server: ServerProcess, form: Record<string, string>) {
  return visit(server, `${loginPath}/token`, {
    form: { client_id: commerceConfig.clientId, channel_id: commerceConfig.channelId, ...form },
  });
}

interface Hops {
  authorize: ServerProcess;
  providerForm: ServerProcess;
  callback: ServerProcess;
  tokenExchange: ServerProcess;
}

/** The app's provider sign-in (shell spec, section 7), each hop to the process named for it. */
async function signIn(hops: Hops): Promise<TokenResponse> {
  const pkce = makePkcePair();
  const appRedirectUri = `${origin}${signInKinds.find((entry) => entry.kind === 'corporate')?.callbackPath ?? ''}`;
  const query = new URLSearchParams({
    redirect_uri: appRedirectUri,
    client_id: commerceConfig.clientId,
    code_challenge: pkce.challenge,
    response_type: 'code',
    hint: signInKinds.find((entry) => entry.kind === 'corporate')?.hint ?? '',
    channel_id: commerceConfig.channelId,
  });
  const toProvider = await visit(hops.authorize, `${loginPath}/authorize?${query}`);
  expect(toProvider.status, toProvider.body).toBe(303);
  expect(toProvider.location).toMatch(new RegExp(`^${origin}/idp/corporate/authorize\\?`));

  const form = await visit(hops.providerForm, toProvider.location ?? '');
  expect(form.status).toBe(200);
  const signedIn = await visit(hops.providerForm, '/idp/corporate/authorize', {
    form: { ...hiddenFieldsOf(form.body), username: 'jsmith', password: demoUserPassword },
  });
  expect(signedIn.status).toBe(303);
  expect(signedIn.location).toMatch(new RegExp(`^${origin}${loginPath}/callback\\?code=`));

  // The callback's process exchanges the provider's code at its own token endpoint.
  const back = await visit(hops.callback, signedIn.location ?? '');
  expect(back.status).toBe(303);
  const redirect = new URL(back.location ?? '');
  expect(`${redirect.origin}${redirect.pathname}`).toBe(appRedirectUri);
  expect(redirect.searchParams.get('error')).toBeNull();

  const exchanged = await tokenRequest(hops.tokenExchange, {
    grant_type: 'authorization_code_pkce',
    code: redirect.searchParams.get('code') ?? '',
    usid: redirect.searchParams.get('usid') ?? '',
    code_verifier: pkce.verifier,
    redirect_uri: appRedirectUri,
  });
  expect(exchanged.status).toBe(200);
  return exchanged.json<TokenResponse>();
}

const addressesPath = (customerId: string) =>
  `/mobify/proxy/api/s/arden/dw/shop/v21_3/customers/${encodeURIComponent(customerId)}/addresses`;

describe('two server processes on one PostgreSQL', () => {
  it('sign in through one and the other, refresh through the second, call an API through the first', async () => {
    // One after the other: two processes loading the app at once on a busy machine start slower.
    const processA = await startProcess();
    const processB = await startProcess();
    try {
      const tokens = await signIn({
        authorize: processA,
        providerForm: processA,
        callback: processB,
        tokenExchange: processB,
      });
      expect(tokens).toMatchObject({ customer_id: expect.any(String), refresh_token: expect.any(String) });

      const refreshed = await tokenRequest(processB, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const renewed = refreshed.json<TokenResponse>();
      expect(renewed.refresh_token).not.toBe(tokens.refresh_token);

      const addresses = await visit(processA, addressesPath(renewed.customer_id), {
        headers: { authorization: `Bearer ${renewed.access_token}`, accept: 'application/json' },
      });
      expect(addresses.status).toBe(200);
      // Without a token the same call is refused, so the 200 above is the token's doing.
      expect((await visit(processA, addressesPath(renewed.customer_id))).status).toBe(401);
    } finally {
      expect(await processA.stop()).toEqual({ code: 0, signal: null });
      expect(await processB.stop()).toEqual({ code: 0, signal: null });
    }
  });

  it('SERVER_PROCESSES=2 runs two workers on one port that serve sign-ins, and all stop on SIGTERM', async () => {
    const cluster = await startProcess({ SERVER_PROCESSES: '2' });
    try {
      // Connections are handed to the workers in turn, so these sign-ins cross between them.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const tokens = await signIn({
          authorize: cluster,
          providerForm: cluster,
          callback: cluster,
          tokenExchange: cluster,
        });
        const refreshed = await tokenRequest(cluster, {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
        });
        expect(refreshed.status).toBe(200);
        const addresses = await visit(cluster, addressesPath(tokens.customer_id), {
          headers: { authorization: `Bearer ${refreshed.json<TokenResponse>().access_token}` },
        });
        expect(addresses.status).toBe(200);
      }
    } finally {
      expect(await cluster.stop()).toEqual({ code: 0, signal: null });
    }
  });
});
