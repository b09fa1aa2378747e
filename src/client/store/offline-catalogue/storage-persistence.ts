/**
 * Whether the browser keeps this site's storage when the device runs low on space. Without
 * that ('best-effort') it may clear the kept vehicles, about 4 MB each, without asking; a site
 * may ask for it (navigator.storage.persist) and the browser decides, by its own rules.
 */

/** 'persisted': the browser will not clear it to free space; 'best-effort': it may. */
export type Persistence = 'persisted' | 'best-effort';

/** The part of navigator.storage used here; any of it may be missing (older browsers, insecure pages). */
export type StorageManagerLike = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

const deviceStorage = (): StorageManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/** What the browser grants now, without asking. */
export async function currentPersistence(storage = deviceStorage()): Promise<Persistence> {
  try {
    return storage?.persisted !== undefined && (await storage.persisted()) ? 'persisted' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}

/**
 * Asks the browser to keep this site's storage, once, when a vehicle is kept; not again when it
 * already does (Firefox would show its prompt for nothing). Answers what the browser granted.
 */
export async function askToPersist(storage = deviceStorage()): Promise<Persistence> {
  if ((await currentPersistence(storage)) === 'persisted') return 'persisted';
  if (storage?.persist === undefined) return 'best-effort';
  try {
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}

export interface StorageUse {
  usageBytes: number;
  quotaBytes: number;
}

/** How much this site stores and how much the browser lets it, as the browser estimates them; undefined when it will not say. */
export async function storageUse(storage = deviceStorage()): Promise<StorageUse | undefined> {
  if (storage?.estimate === undefined) return undefined;
  try {
    const { usage, quota } = await storage.estimate();
    return usage === undefined || quota === undefined ? undefined : { usageBytes: usage, quotaBytes: quota };
  } catch {
    return undefined;
  }
}
