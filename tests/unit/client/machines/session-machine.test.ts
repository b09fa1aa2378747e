// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ShopperLoginError } from '../../../../src/client/api/shopper-login/shopper-login-client';
import { ensureAccessToken } from '../../../../src/client/machines/session/ensure-access-token';
import { sessionMachine, type CodeCredentials } from '../../../../src/client/machines/session/session-machine';
import type { TokenResponse } from '../../../../src/domain/session/token-response';
import { emptyAuth, MemoryAuthStorage, memoryStorageActions, tokenResponse } from './memory-auth-storage';

type Outcome = TokenResponse | Error;
const offline = () => new TypeError('Failed to fetch');

/** A scripted login service: each call takes its next outcome; calls are counted. */
function startSession(
  storage: MemoryAuthStorage,
  script: { guest?: Outcome[]; refresh?: Outcome[]; code?: Outcome[]; logout?: (Error | null)[] },
) {
  const calls = { guest: 0, refresh: 0, code: 0, logout: 0 };
  const next = <T>(list: T[] | undefined, kind: keyof typeof calls): T => {
    const value = list?.[Math.min(calls[kind], (list?.length ?? 1) - 1)];
    calls[kind] += 1;
    if (value === undefined) throw new Error(`no scripted ${kind} answer`);
    return value;
  };
  const answer = async (outcome: Outcome) => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  const machine = sessionMachine.provide({
    actors: {
      loginAsGuest: fromPromise(async () => answer(next(script.guest, 'guest'))),
      refreshTokens: fromPromise(async () => answer(next(script.refresh, 'refresh'))),
      exchangeCode: fromPromise<TokenResponse, CodeCredentials>(async () => answer(next(script.code, 'code'))),
      logout: fromPromise(async () => {
        const failure = next(script.logout, 'logout');
        if (failure) throw failure;
      }),
    },
    actions: memoryStorageActions(storage),
  });
  const actor = createActor(machine, { input: { auth: storage.read() } }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof startSession>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.hasTag('settled') || snapshot.hasTag('failed'));

const stored = (overrides: Partial<typeof emptyAuth>) => new MemoryAuthStorage({ ...emptyAuth, ...overrides });
const validLife = () => ({ issuedAt: Date.now(), expiresIn: 1800 });
const expiredLife = () => ({ issuedAt: Date.now() - 3_600_000, expiresIn: 1800 });

describe('session machine: the login order on start', () => {
  it('a first visit logs in as guest and keeps the guest refresh token', async () => {
    const storage = new MemoryAuthStorage();
    const { actor, calls } = startSession(storage, { guest: [tokenResponse('guest')] });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('guest');
    expect(calls.guest).toBe(1);
    expect(storage.stored.guestRefreshToken).toMatch(/^refresh-guest/);
    expect(storage.stored.accessToken).toMatch(/^Bearer access-guest/);
  });

  it('reuses a still-valid stored token without calling the service', async () => {
    const storage = stored({ accessToken: 'Bearer a', tokenLife: validLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, {});
    expect((await settled(actor)).value).toBe('registered');
    expect(calls).toEqual({ guest: 0, refresh: 0, code: 0, logout: 0 });
  });

  it('refreshes with the stored refresh token when the access token has expired', async () => {
    const storage = stored({ accessToken: 'Bearer old', tokenLife: expiredLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, { refresh: [tokenResponse('registered')] });
    expect((await settled(actor)).value).toBe('registered');
    expect(calls.refresh).toBe(1);
    expect(storage.stored.accessToken).toMatch(/^Bearer access-registered/);
  });

  it('exchanges a sign-in code whenever one arrives, and a non-empty id_token makes the user registered', async () => {
    const storage = new MemoryAuthStorage();
    const { actor } = startSession(storage, { guest: [tokenResponse('guest')], code: [tokenResponse('registered')] });
    await settled(actor);
    actor.send({
      type: 'login.code',
      credentials: { code: 'c', usid: 'u', codeVerifier: 'v', redirectUri: '/callback' },
    });
    expect((await settled(actor)).value).toBe('registered');
    expect(storage.stored.registeredRefreshToken).toBeDefined();
    expect(storage.stored.guestRefreshToken).toBeUndefined();
  });

  it('a failed code exchange fails the login with its message; retry starts again', async () => {
    const storage = new MemoryAuthStorage();
    const { actor } = startSession(storage, {
      guest: [tokenResponse('guest')],
      code: [new ShopperLoginError('invalid code_verifier', 400, 'invalid_grant')],
    });
    await settled(actor);
    actor.send({
      type: 'login.code',
      credentials: { code: 'c', usid: 'u', codeVerifier: 'v', redirectUri: '/callback' },
    });
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('invalid code_verifier');
    actor.send({ type: 'retry' });
    expect((await settled(actor)).value).toBe('guest');
  });
});

describe('session machine: refresh failures', () => {
  it.each(['invalid refresh_token', 'EXPIRED_TOKEN'])(
    "'%s' clears stored auth once and logs in again",
    async (message) => {
      const storage = stored({ accessToken: 'Bearer old', tokenLife: expiredLife(), registeredRefreshToken: 'stale' });
      const { actor, calls } = startSession(storage, {
        refresh: [new ShopperLoginError(message, 400, 'invalid_grant')],
        guest: [tokenResponse('guest')],
      });
      expect((await settled(actor)).value).toBe('guest');
      expect(calls).toMatchObject({ refresh: 1, guest: 1 });
      expect(storage.stored.registeredRefreshToken).toBeUndefined();
    },
  );

  it('clears only once: the same failure after the retry fails the login', async () => {
    const storage = stored({ accessToken: 'Bearer old', tokenLife: expiredLife(), guestRefreshToken: 'stale' });
    const { actor, calls } = startSession(storage, {
      refresh: [new ShopperLoginError('invalid refresh_token', 400, 'invalid_grant')],
      guest: [new ShopperLoginError('EXPIRED_TOKEN', 400, 'invalid_grant')],
    });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(calls).toMatchObject({ refresh: 1, guest: 1 });
  });

  it('any other refusal carrying a status_code logs out, then falls back to guest', async () => {
    const storage = stored({ accessToken: 'Bearer old', tokenLife: expiredLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, {
      refresh: [new ShopperLoginError('client mismatch', 400, 'invalid_client')],
      logout: [null],
      guest: [tokenResponse('guest')],
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('guest');
    expect(calls).toMatchObject({ refresh: 1, logout: 1, guest: 1 });
  });
});

describe('session machine: when a registered session ends', () => {
  const registeredA = () =>
    stored({
      accessToken: 'Bearer old',
      tokenLife: expiredLife(),
      registeredRefreshToken: 'r',
      customerId: 'customer-a',
    });

  it.each([
    [
      'an expired refresh token',
      new ShopperLoginError('EXPIRED_TOKEN: the refresh token has expired.', 400, 'invalid_grant'),
    ],
    ['a revoked refresh token', new ShopperLoginError('invalid refresh_token', 400, 'invalid_grant')],
    ['another refusal with a status_code', new ShopperLoginError('client mismatch', 401, 'unauthorized')],
  ])('%s ends it and remembers whose it was, until the next registered sign-in', async (_, refusal) => {
    const storage = registeredA();
    const { actor } = startSession(storage, {
      refresh: [refusal],
      guest: [tokenResponse('guest')],
      logout: [null],
      code: [tokenResponse('registered')],
    });
    const ended = await waitFor(actor, (snapshot) => snapshot.matches('guest'));
    expect(ended.context.endedSession).toEqual({ customerId: 'customer-a' });
    // Kept on the device too, so a reload still tells.
    expect(storage.endedSession).toEqual({ customerId: 'customer-a' });

    actor.send({ type: 'login.code', credentials: { code: 'c', usid: 'u', codeVerifier: 'v', redirectUri: 'r' } });
    const signedIn = await waitFor(actor, (snapshot) => snapshot.matches('registered'));
    expect(signedIn.context.endedSession).toBeNull();
    expect(storage.endedSession).toBeNull();
  });

  it.each([
    ['no network', offline()],
    ['a timeout', Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })],
    ['a gateway with the server down (502)', new ShopperLoginError('HTTP error! Status: 502', 502, undefined)],
    ['an overloaded service (503)', new ShopperLoginError('HTTP error! Status: 503', 503, undefined)],
    ['too many requests (429)', new ShopperLoginError('HTTP error! Status: 429', 429, undefined)],
  ])('%s says nothing about the refresh token: the user stays registered and nothing ended', async (_, failure) => {
    const storage = registeredA();
    const { actor, calls } = startSession(storage, { refresh: [failure] });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('registered');
    expect(snapshot.context.endedSession).toBeNull();
    expect(storage.stored.registeredRefreshToken).toBe('r');
    expect(calls).toMatchObject({ refresh: 1, guest: 0, logout: 0 });
  });

  it('a guest whose refresh is refused ended no registered session', async () => {
    const storage = stored({
      accessToken: 'Bearer old',
      tokenLife: expiredLife(),
      guestRefreshToken: 'g',
      customerId: 'guest-1',
    });
    const { actor } = startSession(storage, {
      refresh: [new ShopperLoginError('EXPIRED_TOKEN', 400, 'invalid_grant')],
      guest: [tokenResponse('guest')],
    });
    expect((await settled(actor)).context.endedSession).toBeNull();
  });

  it('a session that ended before the page loaded is still told, until someone signs in', async () => {
    const storage = new MemoryAuthStorage();
    const machine = sessionMachine.provide({
      actors: { loginAsGuest: fromPromise(async () => tokenResponse('guest')) },
      actions: memoryStorageActions(storage),
    });
    const actor = createActor(machine, {
      input: { auth: storage.read(), endedSession: { customerId: 'customer-a' } },
    }).start();
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('guest');
    expect(snapshot.context.endedSession).toEqual({ customerId: 'customer-a' });
  });
});

describe('session machine: concurrent requests', () => {
  it('two requests during an expiry share one refresh', async () => {
    const storage = stored({ accessToken: 'Bearer a', tokenLife: validLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, { refresh: [tokenResponse('registered')] });
    await settled(actor);
    const later = () => Date.now() + 3_600_000;
    const [first, second] = await Promise.all([ensureAccessToken(actor, later), ensureAccessToken(actor, later)]);
    expect(calls.refresh).toBe(1);
    expect(first).toMatch(/^Bearer access-registered/);
    expect(second).toBe(first);
  });

  it('a request with a valid token does not log in at all', async () => {
    const storage = stored({ accessToken: 'Bearer a', tokenLife: validLife(), guestRefreshToken: 'g' });
    const { actor, calls } = startSession(storage, {});
    expect(await ensureAccessToken(actor)).toBe('Bearer a');
    expect(calls).toEqual({ guest: 0, refresh: 0, code: 0, logout: 0 });
  });
});

describe('session machine: logout', () => {
  it('calls the logout endpoint, clears auth, falls back to guest and goes to the landing page', async () => {
    const storage = stored({ accessToken: 'Bearer a', tokenLife: validLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, { logout: [null], guest: [tokenResponse('guest')] });
    await settled(actor);
    actor.send({ type: 'logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.logout).toBe(1);
    expect(snapshot.context.afterLogout).toBe('landing');
    expect(storage.stored.registeredRefreshToken).toBeUndefined();
  });

  it('on a logout HTTP failure it still clears auth and goes home after the failure', async () => {
    const storage = stored({ accessToken: 'Bearer a', tokenLife: validLife(), registeredRefreshToken: 'r' });
    const { actor } = startSession(storage, {
      logout: [new ShopperLoginError('HTTP error! Status: 500', 500, undefined)],
      guest: [tokenResponse('guest')],
    });
    await settled(actor);
    actor.send({ type: 'logout' });
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.afterLogout).toBe('home-after-failure');
    expect(storage.stored.registeredRefreshToken).toBeUndefined();
  });
});

describe('session machine: offline', () => {
  it('a registered user starting offline stays registered, and refreshes when the network returns', async () => {
    const storage = stored({ accessToken: 'Bearer old', tokenLife: expiredLife(), registeredRefreshToken: 'r' });
    const { actor, calls } = startSession(storage, { refresh: [offline(), tokenResponse('registered')] });
    const offlineSnapshot = await settled(actor);
    expect(offlineSnapshot.value).toBe('registered');
    expect(offlineSnapshot.context.offline).toBe(true);
    expect(storage.stored.registeredRefreshToken).toBe('r');

    actor.send({ type: 'network.restored' });
    const online = await waitFor(actor, (s) => s.matches('registered') && !s.context.offline);
    expect(calls.refresh).toBe(2);
    expect(online.context.auth.accessToken).toMatch(/^Bearer access-registered/);
  });

  it('a first visit with no network is a guest without tokens, not an error', async () => {
    const storage = new MemoryAuthStorage();
    const { actor } = startSession(storage, { guest: [offline(), tokenResponse('guest')] });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('guest');
    expect(snapshot.context.offline).toBe(true);
    actor.send({ type: 'network.restored' });
    expect(
      (await waitFor(actor, (s) => s.matches('guest') && !s.context.offline)).context.auth.accessToken,
    ).toBeDefined();
  });
});
