// @vitest-environment jsdom
// A registered user queues changes offline, stays away longer than the refresh token lives, and
// comes back: the session machine and the sync machine together, wired as the app's providers
// wire them, with a scripted login service, one fake sync server per customer and the
// outbox on fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ShopperLoginError } from '../../../../src/client/api/shopper-login/shopper-login-client';
import type { SendOptions } from '../../../../src/client/api/sync/sync-client';
import { SyncRequestError } from '../../../../src/client/api/sync/sync-request-error';
import { ensureAccessToken, type SessionActor } from '../../../../src/client/machines/session/ensure-access-token';
import { sessionMachine, type CodeCredentials } from '../../../../src/client/machines/session/session-machine';
import { sendAsUser, sessionIsUser } from '../../../../src/client/machines/sync/session-guard';
import { syncEffects } from '../../../../src/client/machines/sync/sync-effects';
import { jitteredBackoff, syncMachine } from '../../../../src/client/machines/sync/sync-machine';
import { changeShoppingList } from '../../../../src/client/store/user-db/shopping-list-repository';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import type { TokenResponse } from '../../../../src/domain/session/token-response';
import type { SyncOperation, SyncReply } from '../../../../src/domain/sync/sync-contracts';
import { FakeSyncServer, line } from '../sync/fake-sync-server';
import { emptyAuth, MemoryAuthStorage, memoryStorageActions, tokenResponse } from './memory-auth-storage';

const expiredRefresh = () =>
  new ShopperLoginError('EXPIRED_TOKEN: the refresh token has expired.', 400, 'invalid_grant');
const noNetwork = () => new TypeError('Failed to fetch');

let run = 0;
let userA: string;
let userB: string;
/** One connection per user's database, as the app's userDb keeps. */
const opened = new Map<string, UserDb>();
beforeEach(() => {
  // Only the clock: IndexedDB and the machines' timers run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  run += 1;
  userA = `dealer-a-${run}`;
  userB = `dealer-b-${run}`;
});
afterEach(async () => {
  vi.useRealTimers();
  const databases = [...opened.values()];
  opened.clear();
  await Promise.all(databases.map((db) => db.delete()));
});

function database(userKey: string): UserDb {
  const db = opened.get(userKey) ?? openUserDb(userKey);
  opened.set(userKey, db);
  return db;
}

/** The login service's answers, and which customer each access token it issued belongs to. */
class LoginService {
  readonly customerOf = new Map<string, string>();
  constructor(readonly script: { refresh: (TokenResponse | Error)[]; code?: TokenResponse[] }) {}

  issue(kind: 'guest' | 'registered', customerId: string): TokenResponse {
    const response = { ...tokenResponse(kind), customer_id: customerId };
    this.customerOf.set(`Bearer ${response.access_token}`, customerId);
    return response;
  }

  session(storage: MemoryAuthStorage): SessionActor {
    const machine = sessionMachine.provide({
      actors: {
        loginAsGuest: fromPromise(async () => this.issue('guest', 'guest-customer')),
        refreshTokens: fromPromise(async () => {
          const outcome = this.script.refresh.shift();
          if (outcome === undefined) throw new Error('no scripted refresh answer');
          if (outcome instanceof Error) throw outcome;
          return outcome;
        }),
        exchangeCode: fromPromise<TokenResponse, CodeCredentials>(async () => {
          const outcome = this.script.code?.shift();
          if (outcome === undefined) throw new Error('no scripted code answer');
          return outcome;
        }),
        logout: fromPromise<void, { refreshToken: string; accessToken: string }>(async () => undefined),
      },
      actions: memoryStorageActions(storage),
    });
    return createActor(machine, { input: { auth: storage.read() } }).start();
  }
}

/**
 * The sync endpoint behind the app's real guard (sendAsUser): each request carries the token
 * the session hands out, as the authorised client does, and lands on that token's customer's
 * server. A guest token is refused (403), as the access policy does; `unauthorised` answers
 * the next requests 401, as for a token the server no longer takes.
 */
class SyncEndpoint {
  readonly servers = new Map<string, FakeSyncServer>();
  readonly sentAs: string[] = [];
  unauthorised = 0;
  constructor(
    private readonly session: SessionActor,
    private readonly login: LoginService,
  ) {}

  server(customerId: string): FakeSyncServer {
    let server = this.servers.get(customerId);
    if (!server) {
      server = new FakeSyncServer();
      this.servers.set(customerId, server);
    }
    return server;
  }

  private async post(operations: SyncOperation[]): Promise<SyncReply> {
    const token = await ensureAccessToken(this.session);
    const customerId = this.login.customerOf.get(token ?? '') ?? 'nobody';
    this.sentAs.push(customerId);
    if (this.unauthorised > 0) {
      this.unauthorised -= 1;
      throw new SyncRequestError('The access token is not valid.', false, 401);
    }
    if (customerId === 'guest-customer' || customerId === 'nobody') throw new SyncRequestError('Forbidden', false, 403);
    return this.server(customerId).sendOperations(operations);
  }

  /** As sync-client.ts: a 401 renews the token once and sends the same batch again. */
  readonly transport = async (operations: SyncOperation[], { renewAccessToken }: SendOptions): Promise<SyncReply> => {
    try {
      return await this.post(operations);
    } catch (error) {
      if (!(renewAccessToken && error instanceof SyncRequestError && error.status === 401)) throw error;
      await renewAccessToken();
      return this.post(operations);
    }
  };
}

/** The sync machine, fed the session's user and sign-in state as SyncProvider's effects feed it. */
function startSync(session: SessionActor, endpoint: SyncEndpoint, online: boolean) {
  const userKeyOf = (snapshot: ReturnType<SessionActor['getSnapshot']>) =>
    snapshot.context.auth.registeredRefreshToken === undefined ? null : (snapshot.context.auth.customerId ?? null);
  let userKey = userKeyOf(session.getSnapshot());
  let signedIn = session.getSnapshot().hasTag('registered');
  const machine = syncMachine.provide({
    ...syncEffects({
      userDb: database,
      sendOperations: sendAsUser(session, endpoint.transport),
      sessionIsUser: (key) => sessionIsUser(session, key),
      withSyncLock: async (_key, drain) => drain(),
      requestWakeUp: () => undefined,
    }),
    delays: { backoff: jitteredBackoff(() => 0) },
  });
  const sync = createActor(machine, { input: { userKey, online, signedIn } }).start();
  // As React does: the session's change reaches the sync machine at the next render's effects,
  // not at once, so the sync machine may act on what it last heard in the meantime.
  session.subscribe(() => {
    setTimeout(() => {
      const snapshot = session.getSnapshot();
      if (userKeyOf(snapshot) !== userKey) {
        userKey = userKeyOf(snapshot);
        sync.send({ type: 'user.changed', userKey });
      }
      if (snapshot.hasTag('registered') !== signedIn) {
        signedIn = snapshot.hasTag('registered');
        sync.send({ type: 'session.changed', signedIn });
      }
    }, 0);
  });
  return sync;
}

/**
 * Dealer A signed in, then offline for longer than any token lives: two changes were made, and
 * either a request tried to refresh meanwhile (and found no network) or nothing did, so the
 * session still holds its expired token as it was.
 */
async function offlineWithQueuedChanges(login: LoginService, triedToRefreshOffline: boolean) {
  const storage = new MemoryAuthStorage({
    ...emptyAuth,
    accessToken: 'Bearer a-1',
    tokenLife: { issuedAt: Date.now(), expiresIn: 1800 },
    registeredRefreshToken: 'refresh-a',
    customerId: userA,
  });
  login.customerOf.set('Bearer a-1', userA);
  const session = login.session(storage);
  await waitFor(session, (snapshot) => snapshot.matches('registered'));
  const db = database(userA);
  await changeShoppingList(db, { action: 'add', line: line('LR001', '2') });
  await changeShoppingList(db, { action: 'add', line: line('LR002', '1') });
  const endpoint = new SyncEndpoint(session, login);
  const sync = startSync(session, endpoint, false);
  await waitFor(sync, (snapshot) => snapshot.hasTag('waiting'));
  // Days later, still offline.
  vi.setSystemTime(Date.now() + 100 * 24 * 3_600_000);
  if (triedToRefreshOffline) {
    login.script.refresh.unshift(noNetwork());
    await ensureAccessToken(session);
    expect(session.getSnapshot().context.offline).toBe(true);
  }
  expect(session.getSnapshot().hasTag('registered')).toBe(true);
  return { session, storage, db, endpoint, sync, queued: await db.outbox.toArray() };
}

/**
 * The network is back: both hear it in the same commit, the sync machine first (SyncWiring's
 * effect runs before that of SessionWiring, its parent), while it still takes the user as signed in.
 */
function networkReturns(session: SessionActor, sync: ReturnType<typeof startSync>) {
  sync.send({ type: 'network.changed', online: true });
  session.send({ type: 'network.restored' });
}

const signInWithCode = (session: SessionActor) =>
  session.send({ type: 'login.code', credentials: { code: 'c', usid: 'u', codeVerifier: 'v', redirectUri: 'r' } });

const settledIdle = (sync: ReturnType<typeof startSync>) =>
  waitFor(sync, (snapshot) => snapshot.matches({ active: 'idle' }) && snapshot.context.pendingCount === 0, {
    timeout: 5_000,
  });

describe('coming back online after the refresh token expired, with changes queued', () => {
  it.each([
    ['a request tried to refresh while offline', true],
    ['nothing tried to refresh while offline', false],
  ])(
    'ends the session, remembers whose it was, sends nothing and leaves the outbox as it was (%s)',
    async (_, triedToRefreshOffline) => {
      const login = new LoginService({ refresh: [expiredRefresh()] });
      const { session, storage, db, endpoint, sync, queued } = await offlineWithQueuedChanges(
        login,
        triedToRefreshOffline,
      );

      networkReturns(session, sync);
      const ended = await waitFor(session, (snapshot) => snapshot.matches('guest'));
      await waitFor(
        sync,
        (snapshot) => snapshot.hasTag('waiting') && !snapshot.context.signedIn && snapshot.context.userKey === null,
      );

      expect(ended.context.endedSession).toEqual({ customerId: userA });
      expect(storage.stored.registeredRefreshToken).toBeUndefined();
      // Not one request, under any token: not the guest's, and not the expired one.
      expect(endpoint.sentAs).toEqual([]);
      // Every change still queued, none marked refused, no attempt counted.
      expect(await db.outbox.toArray()).toEqual(queued);
      expect(
        queued.every((entry) => entry.refused === undefined && entry.attempts === 0 && entry.lastError === null),
      ).toBe(true);
      expect(queued).toHaveLength(2);
    },
  );

  it('signing in again as the same user sends every queued change once', async () => {
    const login = new LoginService({ refresh: [expiredRefresh()] });
    const { session, db, endpoint, sync, queued } = await offlineWithQueuedChanges(login, false);
    networkReturns(session, sync);
    await waitFor(session, (snapshot) => snapshot.matches('guest'));

    login.script.code = [login.issue('registered', userA)];
    signInWithCode(session);
    await waitFor(session, (snapshot) => snapshot.matches('registered'));
    await settledIdle(sync);
    // A later pull (Sync now) and another sign-in's drain send nothing again.
    sync.send({ type: 'retry' });
    await settledIdle(sync);

    const server = endpoint.server(userA);
    expect(session.getSnapshot().context.endedSession).toBeNull();
    expect(server.appliedKeys).toEqual(queued.map((entry) => entry.operation.idempotencyKey));
    expect(server.sentKeys).toEqual(server.appliedKeys);
    // Applied once: the quantity is the one entered, not doubled.
    expect(server.state.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: 'LR001', quantity: '2' },
      { productId: 'LR002', quantity: '1' },
    ]);
    expect(new Set(endpoint.sentAs)).toEqual(new Set([userA]));
    expect(await db.outbox.count()).toBe(0);
  });

  it('another user signing in on the device never sends the first user’s changes, which stay in their store', async () => {
    const login = new LoginService({ refresh: [expiredRefresh()] });
    const { session, db, endpoint, sync, queued } = await offlineWithQueuedChanges(login, false);
    networkReturns(session, sync);
    await waitFor(session, (snapshot) => snapshot.matches('guest'));

    login.script.code = [login.issue('registered', userB)];
    signInWithCode(session);
    await waitFor(session, (snapshot) => snapshot.matches('registered'));
    await waitFor(sync, (snapshot) => snapshot.context.userKey === userB);
    await settledIdle(sync);
    sync.send({ type: 'retry' });
    await settledIdle(sync);

    // B's device state is B's own: their database, their (empty) list, none of A's keys.
    const queuedKeys = queued.map((entry) => entry.operation.idempotencyKey);
    expect(sync.getSnapshot().context.userKey).toBe(userB);
    expect(opened.get(userB)?.name).toBe(`epc-user-${userB}`);
    expect(endpoint.server(userB).sentKeys.filter((key) => queuedKeys.includes(key))).toEqual([]);
    expect(endpoint.server(userB).state.lines).toEqual([]);
    expect(endpoint.servers.has(userA)).toBe(false);
    // A's changes wait for A, exactly as they were.
    expect(await db.outbox.toArray()).toEqual(queued);
  });

  it('a 401 whose renewal brings another user’s tokens (another tab signed them in) does not send the batch again under them', async () => {
    const login = new LoginService({ refresh: [] });
    const storage = new MemoryAuthStorage({
      ...emptyAuth,
      accessToken: 'Bearer valid-a',
      tokenLife: { issuedAt: Date.now(), expiresIn: 1800 },
      registeredRefreshToken: 'refresh-a',
      customerId: userA,
    });
    login.customerOf.set('Bearer valid-a', userA);
    const session = login.session(storage);
    await waitFor(session, (snapshot) => snapshot.matches('registered'));
    const db = database(userA);
    await changeShoppingList(db, { action: 'add', line: line('LR003', '4') });
    const queued = await db.outbox.toArray();
    // The server no longer takes A's token; the refresh adopts the tokens B's tab stored.
    login.script.refresh.push(login.issue('registered', userB));
    const endpoint = new SyncEndpoint(session, login);
    endpoint.unauthorised = 1;

    const sync = startSync(session, endpoint, true);
    await waitFor(sync, (snapshot) => snapshot.context.userKey === userB);
    await settledIdle(sync);

    expect(endpoint.sentAs).toEqual([userA]);
    expect(endpoint.servers.has(userB)).toBe(false);
    const [entry] = await db.outbox.toArray();
    expect(entry?.operation).toEqual(queued[0]?.operation);
    expect(entry?.refused).toBeUndefined();
  });
});
