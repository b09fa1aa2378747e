import { describe, expect, it, vi } from 'vitest';
import {
  askToPersist,
  currentPersistence,
  storageUse,
} from '../../../../src/client/store/offline-catalogue/storage-persistence';

/** navigator.storage as a browser that grants (or not) persistence when asked, and remembers it. */
function browserStorage(grants: boolean) {
  let persisted = false;
  return {
    persisted: vi.fn(() => Promise.resolve(persisted)),
    persist: vi.fn(() => {
      persisted = grants;
      return Promise.resolve(grants);
    }),
  };
}

describe('asking the browser to keep the kept vehicles', () => {
  it('asks once and answers what the browser granted', async () => {
    const storage = browserStorage(true);
    expect(await currentPersistence(storage)).toBe('best-effort');
    expect(await askToPersist(storage)).toBe('persisted');
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(await currentPersistence(storage)).toBe('persisted');
  });

  it('does not ask again once the browser keeps them', async () => {
    const storage = browserStorage(true);
    await askToPersist(storage);
    expect(await askToPersist(storage)).toBe('persisted');
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('answers best-effort when the browser refuses, and asks again at the next keep', async () => {
    const storage = browserStorage(false);
    expect(await askToPersist(storage)).toBe('best-effort');
    expect(await askToPersist(storage)).toBe('best-effort');
    expect(storage.persist).toHaveBeenCalledTimes(2);
  });

  it('answers best-effort without asking when the browser has no persist, or fails to answer', async () => {
    expect(await askToPersist(undefined)).toBe('best-effort');
    expect(await askToPersist({ persisted: () => Promise.resolve(false) })).toBe('best-effort');
    expect(
      await askToPersist({
        persisted: () => Promise.reject(new Error('insecure')),
        persist: () => Promise.reject(new Error('insecure')),
      }),
    ).toBe('best-effort');
  });

  it("reports the browser's estimate of use and quota when it gives one", async () => {
    expect(await storageUse({ estimate: () => Promise.resolve({ usage: 4_100_000, quota: 60_000_000_000 }) })).toEqual({
      usageBytes: 4_100_000,
      quotaBytes: 60_000_000_000,
    });
    expect(await storageUse({ estimate: () => Promise.resolve({}) })).toBeUndefined();
    expect(await storageUse(undefined)).toBeUndefined();
  });
});
