/**
 * Sends the signed-in user's outbox to the server (ARCHITECTURE.md, data flow 3).
 *
 * waiting: offline, or nobody registered is signed in (a refresh under way counts as not
 * signed in); the outbox keeps filling and Background Sync is asked to wake the app.
 * checking: reads how many changes wait, then drains; with none, and when asked (Sync now,
 * the service worker's wake-up, a screen of synced data opening, or the minute's tick), pulls.
 * pulling: sends an empty batch to read the server's list, notes and bookmarks (what another
 * device of the same user synced), so devices converge without a change of their own; then
 * checks again, so changes made meanwhile go at once. Asked once as a signed-in user's
 * database opens (the profile's lists show on most screens: sync-context.tsx) and by screens
 * that show synced data (a pull asked for while offline or signed out is made once it can be). idle: nothing to send, or another tab holds the user's sync
 * lock; a new change (any tab), a retry, the wake-up, or every 60 s, sends it to checking.
 * draining: one tab at a time (Web Locks; other tabs skip) sends batches of up to 200,
 * oldest first, each with its idempotency key, until the outbox is empty.
 * backoff: after no network, a timeout or a 5xx, waits a random time up to 1 s, 2 s, 4 s ...
 * at most 60 s ("full jitter", so many devices coming back at once do not arrive together).
 * error: the server refused the whole request (4xx: it never does for a batch this client
 * builds); shown, and sent again on retry.
 * An operation the server refuses is answered on its own, in the reply: it stays in the outbox
 * marked refused, for the user to discard or edit, and no longer counts as pending, so the
 * machine settles instead of sending it again and again (refused-changes.ts). Only transport
 * trouble (no network, a timeout, 408, 429, 5xx) backs off and retries.
 *
 * Only under the user's own session: before a drain or a pull the machine asks the session
 * (sessionIsUser) whether it is still this user's, with a valid token. A session that ended
 * (the refresh token refused while offline) or moved to another user sends nothing: the
 * machine waits, the outbox untouched, until this user signs in again (docs/sync.md, "When the
 * session ends with changes waiting"). A send that finds the session ended half-way
 * (SessionEndedError) waits in the same way; it is not an error and not a refusal.
 *
 * Every piece of I/O is a named actor or action that only throws 'not provided' here: the app
 * provides them over the browser's services and tests over a fake server and a database in
 * memory, both through syncEffects (sync-effects.ts).
 */
import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { SyncRequestError } from '../../api/sync/sync-request-error';
import { notProvided } from '../not-provided';
import { SessionEndedError } from './session-guard';

export const firstBackoffMs = 1_000;
export const maxBackoffMs = 60_000;
export const periodicSyncMs = 60_000;

/** Full jitter: a uniformly random wait up to the doubled ceiling (1 s, 2 s, 4 s ... 60 s). */
export function backoffDelayMs(attempt: number, random: () => number): number {
  return Math.floor(random() * Math.min(maxBackoffMs, firstBackoffMs * 2 ** attempt));
}

export const lockedElsewhere = 'locked-elsewhere';

export interface SyncInput {
  /** The registered customer's id, or null when nobody registered is signed in. */
  userKey: string | null;
  online: boolean;
  signedIn: boolean;
}

export interface SyncContext extends SyncInput {
  pendingCount: number;
  /** Backoffs since the last success, counting the one under way. */
  attempt: number;
  /** What the server said when it refused, or why the last attempt failed; null once a sync succeeds. */
  error: string | null;
  /** A pull was asked for (Sync now, wake-up, the minute's tick). */
  pullWanted: boolean;
}

export type SyncEvent =
  | { type: 'user.changed'; userKey: string | null }
  | { type: 'network.changed'; online: boolean }
  | { type: 'session.changed'; signedIn: boolean }
  | { type: 'outbox.changed'; count: number }
  /** The service worker's Background Sync wake-up. */
  | { type: 'sync.requested' }
  /**
   * The browser says the network is back: look at the outbox now. An offline spell shorter
   * than one render never reaches network.changed, and changes the outbox watch did not
   * report (it sees only writes made through Dexie) would otherwise wait for the minute's tick;
   * a backoff is cut short, as the failure it waits out was most likely the network.
   */
  | { type: 'network.returned' }
  | { type: 'retry' };

export const sessionEnded = 'session-ended';

export type DrainOutcome = 'drained' | typeof lockedElsewhere | typeof sessionEnded;

/** The backoff state's wait, drawn with `random` (a number in [0, 1)); provided as the 'backoff' delay. */
export const jitteredBackoff =
  (random: () => number) =>
  ({ context }: { context: SyncContext }): number =>
    // Entering backoff has already counted this wait.
    backoffDelayMs(context.attempt - 1, random);

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const syncSetup = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    /** Sends back outbox.changed with `userKey`'s pending count whenever it changes (nothing for no user). */
    watchOutbox: fromCallback<SyncEvent, { userKey: string | null }>(() => {
      throw notProvided('watchOutbox');
    }),
    /** `userKey`'s pending count (0 for no user). */
    countPending: fromPromise<number, { userKey: string | null }>(() => Promise.reject(notProvided('countPending'))),
    /** Reads the server's copy into `userKey`'s database, only under their session. */
    pull: fromPromise<void, { userKey: string }>(() => Promise.reject(notProvided('pull'))),
    /** Sends `userKey`'s outbox, only under their session and holding their sync lock. */
    drain: fromPromise<DrainOutcome, { userKey: string }>(() => Promise.reject(notProvided('drain'))),
  },
  actions: {
    switchUser: assign((_, userKey: string | null) => ({
      userKey,
      pendingCount: 0,
      attempt: 0,
      error: null,
    })),
    rememberNetwork: assign((_, online: boolean) => ({ online })),
    rememberSession: assign((_, signedIn: boolean) => ({ signedIn })),
    rememberCount: assign((_, count: number) => ({ pendingCount: count })),
    planBackoff: assign(({ context }) => ({ attempt: context.attempt + 1 })),
    startAfresh: assign({ attempt: 0, error: null }),
    wantPull: assign({ pullWanted: true }),
    pullDone: assign({ pullWanted: false }),
    rememberError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    // No network is not an error to show: the offline banner says so, and the changes wait.
    rememberServerTrouble: assign((_, error: unknown) => ({
      error: error instanceof SyncRequestError && error.status === undefined ? null : errorMessage(error),
    })),
    /** Asks the browser to wake the app when the network returns (Background Sync), where it can. */
    requestWakeUp: () => {
      throw notProvided('requestWakeUp');
    },
  },
  guards: {
    canSync: ({ context }) => context.online && context.signedIn && context.userKey !== null,
    hasPending: ({ context }) => context.pendingCount > 0,
    pullWanted: ({ context }) => context.pullWanted,
    isAnotherUser: ({ context }, userKey: string | null) => userKey !== context.userKey,
    countsChanges: (_, count: number) => count > 0,
    lockedElsewhere: (_, outcome: DrainOutcome) => outcome === lockedElsewhere,
    sessionEnded: (_, outcome: DrainOutcome) => outcome === sessionEnded,
    isSessionEnded: (_, error: unknown) => error instanceof SessionEndedError,
    isRetryable: (_, error: unknown) => error instanceof SyncRequestError && error.retryable,
  },
  delays: {
    backoff: jitteredBackoff(Math.random),
    periodic: periodicSyncMs,
  },
});

export const syncMachine = syncSetup
  .extend({
    actions: {
      // Only when changes wait: with none there is nothing for the browser to wake the app for.
      wakeUpForPending: syncSetup.enqueueActions(({ check, enqueue }) => {
        if (check('hasPending')) enqueue('requestWakeUp');
      }),
    },
  })
  .createMachine({
    id: 'sync',
    context: ({ input }) => ({
      ...input,
      pendingCount: 0,
      attempt: 0,
      error: null,
      pullWanted: false,
    }),
    initial: 'active',
    on: {
      'user.changed': {
        guard: { type: 'isAnotherUser', params: ({ event }) => event.userKey },
        target: '.active',
        reenter: true,
        actions: { type: 'switchUser', params: ({ event }) => event.userKey },
      },
      'network.changed': { actions: { type: 'rememberNetwork', params: ({ event }) => event.online } },
      'session.changed': { actions: { type: 'rememberSession', params: ({ event }) => event.signedIn } },
      'outbox.changed': { actions: { type: 'rememberCount', params: ({ event }) => event.count } },
    },
    states: {
      active: {
        invoke: { src: 'watchOutbox', input: ({ context }) => ({ userKey: context.userKey }) },
        // A pull asked for while busy, offline or signed out is remembered and made when it can be.
        on: { 'sync.requested': { actions: 'wantPull' } },
        initial: 'checking',
        states: {
          checking: {
            always: { guard: not('canSync'), target: 'waiting' },
            invoke: {
              src: 'countPending',
              input: ({ context }) => ({ userKey: context.userKey }),
              onDone: [
                { guard: not('canSync'), target: 'waiting' },
                {
                  guard: { type: 'countsChanges', params: ({ event }) => event.output },
                  target: 'draining',
                  actions: { type: 'rememberCount', params: ({ event }) => event.output },
                },
                {
                  guard: 'pullWanted',
                  target: 'pulling',
                  actions: { type: 'rememberCount', params: ({ event }) => event.output },
                },
                { target: 'idle', actions: { type: 'rememberCount', params: ({ event }) => event.output } },
              ],
              onError: { target: 'error', actions: { type: 'rememberError', params: errorOf } },
            },
          },
          pulling: {
            invoke: {
              src: 'pull',
              input: ({ context }) => ({ userKey: context.userKey as string }),
              // Then the outbox is counted again: a change made meanwhile is sent at once (the
              // reply is re-applied on top), even one the outbox watch did not report. Not being
              // able to read the server's copy changes nothing on the device: it is read later.
              onDone: { target: 'checking', actions: 'pullDone' },
              onError: { target: 'checking', actions: 'pullDone' },
            },
            on: {
              'outbox.changed': { actions: { type: 'rememberCount', params: ({ event }) => event.count } },
            },
          },
          waiting: {
            tags: ['waiting'],
            entry: ['startAfresh', 'wakeUpForPending'],
            on: {
              'network.changed': {
                target: 'checking',
                actions: { type: 'rememberNetwork', params: ({ event }) => event.online },
              },
              'session.changed': {
                target: 'checking',
                actions: { type: 'rememberSession', params: ({ event }) => event.signedIn },
              },
              retry: 'checking',
              'outbox.changed': {
                actions: [{ type: 'rememberCount', params: ({ event }) => event.count }, 'wakeUpForPending'],
              },
            },
          },
          idle: {
            on: {
              'outbox.changed': [
                {
                  guard: { type: 'countsChanges', params: ({ event }) => event.count },
                  target: 'draining',
                  actions: { type: 'rememberCount', params: ({ event }) => event.count },
                },
                { actions: { type: 'rememberCount', params: ({ event }) => event.count } },
              ],
              'network.changed': {
                target: 'checking',
                actions: { type: 'rememberNetwork', params: ({ event }) => event.online },
              },
              'session.changed': {
                target: 'checking',
                actions: { type: 'rememberSession', params: ({ event }) => event.signedIn },
              },
              'sync.requested': { target: 'checking', actions: 'wantPull' },
              'network.returned': 'checking',
              retry: { target: 'checking', actions: 'wantPull' },
            },
            after: { periodic: { target: 'checking', actions: 'wantPull' } },
          },
          draining: {
            tags: ['syncing'],
            invoke: {
              src: 'drain',
              // Only reached through checking, whose canSync guard says there is a user.
              input: ({ context }) => ({ userKey: context.userKey as string }),
              onDone: [
                // Another tab is sending these very changes; look again on the next change or in 60 s.
                { guard: { type: 'lockedElsewhere', params: ({ event }) => event.output }, target: 'idle' },
                // The session is no longer this user's: their changes wait, untouched, for their
                // next sign-in (a new session or user reaches the machine as session.changed or user.changed).
                { guard: { type: 'sessionEnded', params: ({ event }) => event.output }, target: 'waiting' },
                // Changes made during the last request may have arrived after its final read.
                { target: 'checking', actions: 'startAfresh' },
              ],
              onError: [
                // Found half-way through: not an error to show, nor a refusal; the rest wait too.
                { guard: { type: 'isSessionEnded', params: errorOf }, target: 'waiting' },
                {
                  guard: { type: 'isRetryable', params: errorOf },
                  target: 'backoff',
                  actions: { type: 'rememberServerTrouble', params: errorOf },
                },
                { target: 'error', actions: { type: 'rememberError', params: errorOf } },
              ],
            },
          },
          backoff: {
            tags: ['backoff'],
            entry: ['planBackoff', 'wakeUpForPending'],
            after: { backoff: 'checking' },
            on: {
              'network.changed': {
                target: 'checking',
                actions: { type: 'rememberNetwork', params: ({ event }) => event.online },
              },
              'session.changed': {
                target: 'checking',
                actions: { type: 'rememberSession', params: ({ event }) => event.signedIn },
              },
              'sync.requested': 'checking',
              'network.returned': { target: 'checking', actions: 'startAfresh' },
              retry: { target: 'checking', actions: 'startAfresh' },
            },
          },
          error: {
            tags: ['error'],
            on: { retry: { target: 'checking', actions: 'startAfresh' } },
          },
        },
      },
    },
  });
