/**
 * Sends the signed-in user's outbox to the server (ARCHITECTURE.md, data flow 3).
 *
 * waiting: offline, or nobody registered is signed in (a refresh under way counts as not
 * signed in); the outbox keeps filling and Background Sync is asked to wake the app.
 * checking: reads how many changes wait, then drains; with none, and when asked (Sync now,
 * the service worker's wake-up, a screen of synced data opening, or the minute's tick), pulls.
 * pulling: sends an empty batch to read the server's list, notes and bookmarks (what another
 * device of the same user synced), so devices converge without a change of their own; then
 * checks again, so changes made meanwhile go at once. Not on
 * every start: only screens that show synced data ask (a pull asked for while offline or
 * signed out is made once it can be). idle: nothing to send, or another tab holds the user's sync
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
 * Every piece of I/O comes in through the input's dependencies, so tests run it against a
 * fake server and a database in memory.
 */
import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { SyncOperation, SyncReply } from '../../../domain/sync/sync-contracts';
import { SyncRequestError } from '../../api/sync/sync-request-error';
import { acknowledge } from '../../store/user-db/acknowledge';
import { drainOutbox } from '../../store/user-db/drain-outbox';
import { countPending, watchPendingCount } from '../../store/user-db/outbox';
import type { UserDb } from '../../store/user-db/user-db';
import { SessionEndedError } from './session-guard';

export const firstBackoffMs = 1_000;
export const maxBackoffMs = 60_000;
export const periodicSyncMs = 60_000;

/** Full jitter: a uniformly random wait up to the doubled ceiling (1 s, 2 s, 4 s ... 60 s). */
export function backoffDelayMs(attempt: number, random: () => number): number {
  return Math.floor(random() * Math.min(maxBackoffMs, firstBackoffMs * 2 ** attempt));
}

export const lockedElsewhere = 'locked-elsewhere';

export interface SyncDependencies {
  userDb: (userKey: string) => UserDb;
  /** Sends a batch of `userKey`'s outbox; throws SessionEndedError when the session is no longer theirs. */
  sendOperations: (operations: SyncOperation[], userKey: string) => Promise<SyncReply>;
  /** Waits for a valid token (refreshing if it must) and answers whether the session is still registered user `userKey`'s. */
  sessionIsUser: (userKey: string) => Promise<boolean>;
  /** Runs `drain` holding the user's sync lock; answers lockedElsewhere, without running it, while another tab holds it. */
  withSyncLock: <T>(userKey: string, drain: () => Promise<T>) => Promise<T | typeof lockedElsewhere>;
  /** Asks the browser to wake the app when the network returns (Background Sync), where it can. */
  requestWakeUp: () => void;
  /** A number in [0, 1), for the jitter. */
  random: () => number;
}

export interface SyncInput {
  /** The registered customer's id, or null when nobody registered is signed in. */
  userKey: string | null;
  online: boolean;
  signedIn: boolean;
  dependencies: SyncDependencies;
}

export interface SyncContext extends SyncInput {
  db: UserDb | null;
  pendingCount: number;
  attempt: number;
  backoffMs: number;
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

type DrainOutcome = 'drained' | typeof lockedElsewhere | typeof sessionEnded;

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    watchOutbox: fromCallback<SyncEvent, { db: UserDb | null }>(({ input, sendBack }) => {
      if (!input.db) return undefined;
      return watchPendingCount(input.db, (count) => sendBack({ type: 'outbox.changed', count }));
    }),
    countPending: fromPromise<number, { db: UserDb | null }>(async ({ input }) => (input.db ? countPending(input.db) : 0)),
    pull: fromPromise<void, { db: UserDb; userKey: string; dependencies: SyncDependencies }>(
      async ({ input: { db, userKey, dependencies } }) => {
        // Another user's copy must never land in this user's database.
        if (!(await dependencies.sessionIsUser(userKey))) return;
        await dependencies.withSyncLock(userKey, async () => {
          // Keys [] : only the server's state is applied, with whatever is still pending on top.
          await acknowledge(db, await dependencies.sendOperations([], userKey), [], new Date());
        });
      },
    ),
    drain: fromPromise<DrainOutcome, { db: UserDb; userKey: string; dependencies: SyncDependencies }>(
      async ({ input: { db, userKey, dependencies } }): Promise<DrainOutcome> => {
        // Asked before anything is read or sent, so an ended session leaves the outbox as it was.
        if (!(await dependencies.sessionIsUser(userKey))) return sessionEnded;
        const send = (operations: SyncOperation[]) => dependencies.sendOperations(operations, userKey);
        const outcome = await dependencies.withSyncLock(userKey, () => drainOutbox(db, send));
        return outcome === lockedElsewhere ? lockedElsewhere : 'drained';
      },
    ),
  },
  actions: {
    switchUser: assign(({ context }, userKey: string | null) => ({
      userKey,
      db: userKey === null ? null : context.dependencies.userDb(userKey),
      pendingCount: 0,
      attempt: 0,
      error: null,
    })),
    rememberNetwork: assign((_, online: boolean) => ({ online })),
    rememberSession: assign((_, signedIn: boolean) => ({ signedIn })),
    rememberCount: assign((_, count: number) => ({ pendingCount: count })),
    planBackoff: assign(({ context }) => ({
      backoffMs: backoffDelayMs(context.attempt, context.dependencies.random),
      attempt: context.attempt + 1,
    })),
    startAfresh: assign({ attempt: 0, error: null }),
    wantPull: assign({ pullWanted: true }),
    pullDone: assign({ pullWanted: false }),
    rememberError: assign((_, error: unknown) => ({ error: errorMessage(error) })),
    // No network is not an error to show: the offline banner says so, and the changes wait.
    rememberServerTrouble: assign((_, error: unknown) => ({
      error: error instanceof SyncRequestError && error.status === undefined ? null : errorMessage(error),
    })),
    requestWakeUp: ({ context }) => {
      if (context.pendingCount > 0) context.dependencies.requestWakeUp();
    },
  },
  guards: {
    canSync: ({ context }) => context.online && context.signedIn && context.db !== null,
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
    backoff: ({ context }) => context.backoffMs,
    periodic: periodicSyncMs,
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    ...input,
    db: input.userKey === null ? null : input.dependencies.userDb(input.userKey),
    pendingCount: 0,
    attempt: 0,
    backoffMs: 0,
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
      invoke: { src: 'watchOutbox', input: ({ context }) => ({ db: context.db }) },
      // A pull asked for while busy, offline or signed out is remembered and made when it can be.
      on: { 'sync.requested': { actions: 'wantPull' } },
      initial: 'checking',
      states: {
        checking: {
          always: { guard: not('canSync'), target: 'waiting' },
          invoke: {
            src: 'countPending',
            input: ({ context }) => ({ db: context.db }),
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
            input: ({ context }) => ({ db: context.db as UserDb, userKey: context.userKey as string, dependencies: context.dependencies }),
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
          entry: ['startAfresh', 'requestWakeUp'],
          on: {
            'network.changed': { target: 'checking', actions: { type: 'rememberNetwork', params: ({ event }) => event.online } },
            'session.changed': { target: 'checking', actions: { type: 'rememberSession', params: ({ event }) => event.signedIn } },
            retry: 'checking',
            'outbox.changed': {
              actions: [{ type: 'rememberCount', params: ({ event }) => event.count }, 'requestWakeUp'],
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
            'network.changed': { target: 'checking', actions: { type: 'rememberNetwork', params: ({ event }) => event.online } },
            'session.changed': { target: 'checking', actions: { type: 'rememberSession', params: ({ event }) => event.signedIn } },
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
            // Only reached through checking, whose canSync guard says there is a user and a database.
            input: ({ context }) => ({ db: context.db as UserDb, userKey: context.userKey as string, dependencies: context.dependencies }),
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
          entry: ['planBackoff', 'requestWakeUp'],
          after: { backoff: 'checking' },
          on: {
            'network.changed': { target: 'checking', actions: { type: 'rememberNetwork', params: ({ event }) => event.online } },
            'session.changed': { target: 'checking', actions: { type: 'rememberSession', params: ({ event }) => event.signedIn } },
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
