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
 */
import { assign, fromPromise, setup } from 'xstate';
import { isRetryableRefreshFailure, type TokenResponse } from '../../../domain/session/token-response';
import { isTokenValid } from '../../../domain/session/token-validity';
import type { AuthStorage, StoredAuth } from '../../store/auth-storage';

export interface CodeCredentials {
  code: string;
  usid: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface SessionContext {
  storage: AuthStorage;
  auth: StoredAuth;
  /** Stored auth was already cleared once for this login; a second failure is not retried. */
  clearedForRetry: boolean;
  /** The last login could not reach the network; the session carries on with what it had. */
  offline: boolean;
  error: string | null;
  /** Where the app goes after a logout: the landing page, or home in en-GB after a failure. */
  afterLogout: 'landing' | 'home-after-failure' | null;
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
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const errorStatusCode = (error: unknown) =>
  error && typeof error === 'object' && 'statusCode' in error ? (error as { statusCode?: string }).statusCode : undefined;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { storage: AuthStorage },
  },
  actors: {
    loginAsGuest: fromPromise<TokenResponse>(async () => {
      throw new Error('loginAsGuest is provided by the session provider');
    }),
    exchangeCode: fromPromise<TokenResponse, CodeCredentials>(async () => {
      throw new Error('exchangeCode is provided by the session provider');
    }),
    refreshTokens: fromPromise<TokenResponse, { refreshToken: string }>(async () => {
      throw new Error('refreshTokens is provided by the session provider');
    }),
    logout: fromPromise<void, { refreshToken: string; accessToken: string }>(async () => {
      throw new Error('logout is provided by the session provider');
    }),
  },
  actions: {
    saveTokens: assign(({ context }, response: TokenResponse) => ({
      auth: context.storage.save(response, Date.now()),
      offline: false,
      error: null,
      clearedForRetry: false,
    })),
    clearStoredAuth: assign(({ context }) => {
      context.storage.clear();
      return { auth: context.storage.read() };
    }),
    markClearedForRetry: assign({ clearedForRetry: true }),
    markOffline: assign({ offline: true }),
    rememberError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    goToLandingAfterLogout: assign({ afterLogout: 'landing' as const }),
    goHomeAfterFailedLogout: assign({ afterLogout: 'home-after-failure' as const }),
    logoutNavigationDone: assign({ afterLogout: null }),
  },
  guards: {
    hasValidToken: ({ context }) => isTokenValid(context.auth.tokenLife, Date.now()) && context.auth.accessToken !== undefined,
    hasRefreshToken: ({ context }) => Boolean(context.auth.registeredRefreshToken ?? context.auth.guestRefreshToken),
    isRegistered: ({ context }) => context.auth.registeredRefreshToken !== undefined,
    answerIsRegistered: (_, response: TokenResponse) => response.id_token !== '',
    isOfflineFailure: (_, error: unknown) => isNetworkError(error),
    mayClearAndRetry: ({ context }, error: unknown) => !context.clearedForRetry && isRetryableRefreshFailure(errorMessage(error)),
    refusedWithStatusCode: (_, error: unknown) => errorStatusCode(error) !== undefined,
    isOffline: ({ context }) => context.offline,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    storage: input.storage,
    auth: input.storage.read(),
    clearedForRetry: false,
    offline: false,
    error: null,
    afterLogout: null,
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
      on: {
        'token.expired': 'refreshing',
        'network.restored': { guard: 'isOffline', target: 'starting' },
        logout: 'loggingOut',
      },
    },
    guestLogin: {
      invoke: {
        src: 'loginAsGuest',
        onDone: { target: 'guest', actions: { type: 'saveTokens', params: outputOf } },
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
            actions: { type: 'saveTokens', params: outputOf },
          },
          { target: 'guest', actions: { type: 'saveTokens', params: outputOf } },
        ],
        onError: [
          { guard: { type: 'isOfflineFailure', params: errorOf }, target: 'signedIn', actions: 'markOffline' },
          {
            guard: { type: 'mayClearAndRetry', params: errorOf },
            target: 'starting',
            actions: ['clearStoredAuth', 'markClearedForRetry'],
          },
          {
            guard: { type: 'refusedWithStatusCode', params: errorOf },
            target: 'loggingOut',
            actions: { type: 'rememberError', params: errorOf },
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
            actions: { type: 'saveTokens', params: outputOf },
          },
          { target: 'guest', actions: { type: 'saveTokens', params: outputOf } },
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
        onDone: { target: 'guestLogin', actions: ['clearStoredAuth', 'goToLandingAfterLogout'] },
        // Even when the service cannot be told, the device forgets the user (spec 8).
        onError: { target: 'guestLogin', actions: ['clearStoredAuth', 'goHomeAfterFailedLogout'] },
      },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'starting', 'network.restored': 'starting' },
    },
  },
});
