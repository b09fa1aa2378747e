/**
 * How many dataset downloads one user may run at once on this process. A download holds a
 * database reader and a socket for as long as the caller takes to read it, so one user
 * opening tab after tab could take a process's connections from everyone else. Counted per
 * process on purpose: the cap protects the process that runs them.
 */
export const downloadsPerUser = 2;

export interface DownloadSlots {
  /** Takes a slot for the user; false when they already run `downloadsPerUser`. */
  take(userId: string): boolean;
  /** Gives the slot back when the download ends, completed or cut off. */
  give(userId: string): void;
}

export function downloadSlots(limit = downloadsPerUser): DownloadSlots {
  const running = new Map<string, number>();
  return {
    take(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= limit) return false;
      running.set(userId, count + 1);
      return true;
    },
    give(userId) {
      const count = (running.get(userId) ?? 0) - 1;
      if (count <= 0) running.delete(userId);
      else running.set(userId, count);
    },
  };
}
