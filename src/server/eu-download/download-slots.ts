/**
 * How many dataset downloads one user may run at once. A download holds a socket and reads
 * the database batch after batch for as long as the caller takes to read it, so one user
 * opening tab after tab could take the server's connections from everyone else.
 *
 * Counted in PostgreSQL (eu_download_slots, migration 021), one row per running download,
 * so the cap holds across every server process. The row carries an expiry that the running
 * download pushes forward while it streams; a row left behind by a process that died (and
 * never gave its slot back) lapses within slotLeaseSeconds. Advisory locks would free a
 * dead process's slots at once, but a session lock must stay on one connection for the
 * whole download, and a download reads through the shared pool batch by batch.
 */
import type { Database } from '../db/database';

export const downloadsPerUser = 2;

/** How long a slot stays taken without being renewed. */
export const slotLeaseSeconds = 120;
const renewEveryMs = 30_000;

export interface DownloadSlot {
  /** Gives the slot back when the download ends, completed or cut off. */
  give(): Promise<void>;
}

export interface DownloadSlots {
  /** Takes a slot for the user; undefined when they already run `downloadsPerUser`. */
  take(userId: string): Promise<DownloadSlot | undefined>;
}

export function downloadSlots(database: Database, limit = downloadsPerUser): DownloadSlots {
  const lease = (slotId: string) =>
    database.query(`update eu_download_slots set expires_at = now() + make_interval(secs => $2) where slot_id = $1`, [
      slotId,
      slotLeaseSeconds,
    ]);
  return {
    async take(userId) {
      const slotId = await database.transaction(async (tx) => {
        // One user's takes wait for each other (on every process), so two cannot both see a free slot.
        await tx.query(`select pg_advisory_xact_lock(hashtextextended('eu-download-slots:' || $1, 0))`, [userId]);
        await tx.query(`delete from eu_download_slots where user_id = $1 and expires_at <= now()`, [userId]);
        const [taken] = await tx.query<{ running: number }>(
          `select count(*)::int as running from eu_download_slots where user_id = $1`,
          [userId],
        );
        if ((taken?.running ?? 0) >= limit) return undefined;
        const [row] = await tx.query<{ slot_id: string }>(
          `insert into eu_download_slots (user_id, expires_at) values ($1, now() + make_interval(secs => $2))
           returning slot_id::text`,
          [userId, slotLeaseSeconds],
        );
        return row?.slot_id;
      });
      if (slotId === undefined) return undefined;
      const renewal = setInterval(() => void lease(slotId).catch(() => undefined), renewEveryMs);
      // A download in flight must not keep a stopping process alive.
      renewal.unref();
      let given = false;
      return {
        async give() {
          if (given) return;
          given = true;
          clearInterval(renewal);
          await database.query(`delete from eu_download_slots where slot_id = $1`, [slotId]);
        },
      };
    },
  };
}
