/**
 * The session: no session, guest, or registered (shell spec, section 4).
 *
 * On start it logs in in the spec's order: a still-valid stored token is reused, else a stored
 * refresh token is used, else a guest login is made; a sign-in callback's code ("credentials")
 * is exchanged whenever it arrives. A refresh failing with 'invalid refresh_token' or
 * 'EXPIRED_TOKEN' clears stored auth once and logs in again; any other refusal carrying a
 * status_code logs out. Requests that find the token expiring send token.expired: while a
 * login is under way further ones are ignored, so concurrent requests share one login.
 *
 * Offline is not a failure: when the network cannot be reached the session stays what it was
 * (a registered user stays registered, on the device), and it refreshes when the network is back.
 * Neither is transport trouble at the login service (no answer, a timeout, 408, 429 or a 5xx
 * without a status_code): it says nothing about the refresh token, so the session stays and
 * the next request tries again. Only the service refusing the refresh token itself (expired,
 * revoked, unknown: a status_code) ends a registered session. Then the machine remembers whose
 * session ended (endedSession), so the app can tell that user to sign in again to send the
 * changes still waiting on the device (docs/sync.md, "When the session ends with changes
 * waiting"); the next registered sign-in, as anyone, forgets it.
 *
 * Every assign only computes context; what the device keeps (the tokens, whose session ended)
 * is written by the named actions after it, persistAuth, clearAuth and persistEndedSession,
 * which the app provides (session-effects.ts) like the login service's actors.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isRetryableRefreshFailure, type TokenResponse } from '../../../domain/session/token-response';
import { isTokenValid } from '../../../domain/session/token-validity';
import { authAfterSave, emptyAuth, type StoredAuth } from '../../store/auth-storage';
import { notProvided } from '../not-provided';

export interface CodeCredentials {
  code: string;
  usid: string;
  codeVerifier: string;
  redirectUri: string;
}

/** A registered session the login service refused to renew: whose it was. */
export interface EndedSession {
  customerId: string;
}

export interface SessionContext {
  /** What the device keeps of the session, as persistAuth last stored it. */
  auth: StoredAuth;
  /** Stored auth was already cleared once for this login; a second failure is not retried. */
  clearedForRetry: boolean;
  /** The last login could not reach the network; the session carries on with what it had. */
  offline: boolean;
  error: string | null;
  /** Where the app goes after a logout: the landing page, or home in en-GB after a failure. */
  afterLogout: 'landing' | 'home-after-failure' | null;
  /** The registered session that last ended because its refresh was refused, until someone signs in. */
  endedSession: EndedSession | null;
}

export interface SessionInput {
  /** The auth stored on the device when the page loaded. */
  auth: StoredAuth;
  /** A session that ended before this page loaded (kept on the device), so it is still told. */
  endedSession?: EndedSession | null;
}

export type SessionEvent =
  | { type: 'token.expired' }
  | { type: 'login.code'; credentials: CodeCredentials }
  | { type: 'logout' }
  | { type: 'network.restored' }
  | { type: 'logout.handled' }
  | { type: 'retry' };

/** Errors that mean "no network", as opposed to a refusal from the service. */
export const isNetworkError = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const outputOf = ({ event }: { event: { output: TokenResponse } }) => event.output;
/** Takes a login's token response into context, then stores it. */
const saveTokens = [
  { type: 'saveTokens', params: outputOf },
  { type: 'persistAuth', params: outputOf },
] as const;
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const errorStatusCode = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error
    ? (error as { statusCode?: string }).statusCode
    : undefined;
const errorHttpStatus = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status?: unknown }).status : undefined;

/**
 * The login service could not be reached or could not answer (a gateway's 502 while the server
 * is down, 503, a timeout): nothing was said about the refresh token, so it is not refused.
 */
export function isTransportFailure(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const status = errorHttpStatus(error);
  if (typeof status !== 'number' || errorStatusCode(error) !== undefined) return false;
  return status >= 500 || status === 408 || status === 429;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loginAsGuest: fromPromise<TokenResponse>(() => Promise.reject(notProvided('loginAsGuest'))),
    exchangeCode: fromPromise<TokenResponse, CodeCredentials>(() => Promise.reject(notProvided('exchangeCode'))),
    refreshTokens: fromPromise<TokenResponse, { refreshToken: string }>(() =>
      Promise.reject(notProvided('refreshTokens')),
    ),
    logout: fromPromise<void, { refreshToken: string; accessToken: string }>(() =>
      Promise.reject(notProvided('logout')),
    ),
  },
  actions: {
    saveTokens: assign(({ context }, response: TokenResponse) => ({
      auth: authAfterSave(context.auth, response, Date.now()),
      offline: false,
      error: null,
      clearedForRetry: false,
    })),
    /** Stores the token response saveTokens took in, as received when the context's tokenLife says. */
    persistAuth: (_, _response: TokenResponse) => {
      throw notProvided('persistAuth');
    },
    forgetAuth: assign({ auth: emptyAuth }),
    /** Removes the stored tokens. */
    clearAuth: () => {
      throw notProvided('clearAuth');
    },
    markClearedForRetry: assign({ clearedForRetry: true }),
    markOffline: assign({ offline: true }),
    // Before the stored auth is cleared: afterwards nobody knows whose session it was.
    rememberEndedSession: assign(({ context }) => {
      const { registeredRefreshToken, customerId } = context.auth;
      return registeredRefreshToken !== undefined && customerId ? { endedSession: { customerId } } : {};
    }),
    forgetEndedSession: assign({ endedSession: null }),
    /** Keeps the context's endedSession on the device (removes it when null), so a reload still tells. */
    persistEndedSession: () => {
      throw notProvided('persistEndedSession');
    },
    rememberError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    goToLandingAfterLogout: assign({ afterLogout: 'landing' as const }),
    goHomeAfterFailedLogout: assign({ afterLogout: 'home-after-failure' as const }),
    logoutNavigationDone: assign({ afterLogout: null }),
  },
  guards: {
    hasValidToken: ({ context }) =>
      isTokenValid(context.auth.tokenLife, Date.now()) && context.auth.accessToken !== undefined,
    hasRefreshToken: ({ context }) => Boolean(context.auth.registeredRefreshToken ?? context.auth.guestRefreshToken),
    isRegistered: ({ context }) => context.auth.registeredRefreshToken !== undefined,
    answerIsRegistered: (_, response: TokenResponse) => response.id_token !== '',
    isOfflineFailure: (_, error: unknown) => isNetworkError(error),
    isTransportFailure: (_, error: unknown) => isTransportFailure(error),
    mayClearAndRetry: ({ context }, error: unknown) =>
      !context.clearedForRetry && isRetryableRefreshFailure(errorMessage(error)),
    refusedWithStatusCode: (_, error: unknown) => errorStatusCode(error) !== undefined,
    isOffline: ({ context }) => context.offline,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    auth: input.auth,
    clearedForRetry: false,
    offline: false,
    error: null,
    afterLogout: null,
    endedSession: input.endedSession ?? null,
  }),
  initial: 'starting',
  on: {
    'login.code': '.exchangingCode',
    'logout.handled': { actions: 'logoutNavigationDone' },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasValidToken', target: 'signedIn' },
        { guard: 'hasRefreshToken', target: 'refreshing' },
        { target: 'guestLogin' },
      ],
    },
    signedIn: {
      always: [{ guard: 'isRegistered', target: 'registered' }, { target: 'guest' }],
    },
    guest: {
      tags: ['settled'],
      on: {
        'token.expired': [{ guard: 'hasRefreshToken', target: 'refreshing' }, { target: 'guestLogin' }],
        'network.restored': { guard: 'isOffline', target: 'starting' },
        logout: 'loggingOut',
      },
    },
    registered: {
      tags: ['settled', 'registered'],
      // Someone is signed in again: a session that ended before is no longer this device's news.
      entry: ['forgetEndedSession', 'persistEndedSession'],
      on: {
        'token.expired': 'refreshing',
        'network.restored': { guard: 'isOffline', target: 'starting' },
        logout: 'loggingOut',
      },
    },
    guestLogin: {
      invoke: {
        src: 'loginAsGuest',
        onDone: { target: 'guest', actions: saveTokens },
        onError: [
          { guard: { type: 'isOfflineFailure', params: errorOf }, target: 'signedIn', actions: 'markOffline' },
          { target: 'failed', actions: { type: 'rememberError', params: errorOf } },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshTokens',
        input: ({ context }) => ({
          refreshToken: context.auth.registeredRefreshToken ?? context.auth.guestRefreshToken ?? '',
        }),
        onDone: [
          {
            guard: { type: 'answerIsRegistered', params: outputOf },
            target: 'registered',
            actions: saveTokens,
          },
          { target: 'guest', actions: saveTokens },
        ],
        onError: [
          // No answer about the token: the session stays (a registered user stays registered).
          { guard: { type: 'isTransportFailure', params: errorOf }, target: 'signedIn', actions: 'markOffline' },
          {
            guard: { type: 'mayClearAndRetry', params: errorOf },
            target: 'starting',
            actions: ['rememberEndedSession', 'persistEndedSession', 'forgetAuth', 'clearAuth', 'markClearedForRetry'],
          },
          {
            guard: { type: 'refusedWithStatusCode', params: errorOf },
            target: 'loggingOut',
            actions: ['rememberEndedSession', 'persistEndedSession', { type: 'rememberError', params: errorOf }],
          },
          { target: 'failed', actions: { type: 'rememberError', params: errorOf } },
        ],
      },
    },
    exchangingCode: {
      invoke: {
        src: 'exchangeCode',
        input: ({ event }) => {
          if (event.type !== 'login.code') throw new Error('exchangingCode needs login.code');
          return event.credentials;
        },
        onDone: [
          {
            guard: { type: 'answerIsRegistered', params: outputOf },
            target: 'registered',
            actions: saveTokens,
          },
          { target: 'guest', actions: saveTokens },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: errorOf } },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({
          refreshToken: context.auth.registeredRefreshToken ?? context.auth.guestRefreshToken ?? '',
          accessToken: context.auth.accessToken ?? '',
        }),
        onDone: { target: 'guestLogin', actions: ['forgetAuth', 'clearAuth', 'goToLandingAfterLogout'] },
        // Even when the service cannot be told, the device forgets the user (spec 8).
        onError: { target: 'guestLogin', actions: ['forgetAuth', 'clearAuth', 'goHomeAfterFailedLogout'] },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'starting', 'network.restored': 'starting' },
    },
  },
});
