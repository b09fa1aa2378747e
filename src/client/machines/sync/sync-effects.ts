/**
 * The sync machine's effects over `dependencies`: the outbox watch and count, the pull and the
 * drain on the user's database, and the wake-up. The app gives them the browser's services
 * (sync-context.tsx), tests a fake server and a database in memory.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { SyncOperation, SyncReply } from '../../../domain/sync/sync-contracts';
import { acknowledge } from '../../store/user-db/acknowledge';
import { drainOutbox } from '../../store/user-db/drain-outbox';
import { countPending, watchPendingCount } from '../../store/user-db/outbox';
import type { UserDb } from '../../store/user-db/user-db';
import { lockedElsewhere, sessionEnded, type DrainOutcome, type SyncEvent } from './sync-machine';

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
}

export function syncEffects(dependencies: SyncDependencies) {
  return {
    actors: {
      watchOutbox: fromCallback<SyncEvent, { userKey: string | null }>(({ input, sendBack }) => {
        if (input.userKey === null) return undefined;
        return watchPendingCount(dependencies.userDb(input.userKey), (count) =>
          sendBack({ type: 'outbox.changed', count }),
        );
      }),
      countPending: fromPromise<number, { userKey: string | null }>(async ({ input }) =>
        input.userKey === null ? 0 : countPending(dependencies.userDb(input.userKey)),
      ),
      pull: fromPromise<void, { userKey: string }>(async ({ input: { userKey } }) => {
        // Another user's copy must never land in this user's database.
        if (!(await dependencies.sessionIsUser(userKey))) return;
        await dependencies.withSyncLock(userKey, async () => {
          // Keys [] : only the server's state is applied, with whatever is still pending on top.
          await acknowledge(
            dependencies.userDb(userKey),
            await dependencies.sendOperations([], userKey),
            [],
            new Date(),
          );
        });
      }),
      drain: fromPromise<DrainOutcome, { userKey: string }>(async ({ input: { userKey } }): Promise<DrainOutcome> => {
        // Asked before anything is read or sent, so an ended session leaves the outbox as it was.
        if (!(await dependencies.sessionIsUser(userKey))) return sessionEnded;
        const send = (operations: SyncOperation[]) => dependencies.sendOperations(operations, userKey);
        const outcome = await dependencies.withSyncLock(userKey, () => drainOutbox(dependencies.userDb(userKey), send));
        return outcome === lockedElsewhere ? lockedElsewhere : 'drained';
      }),
    },
    actions: {
      requestWakeUp: () => dependencies.requestWakeUp(),
    },
  };
}
