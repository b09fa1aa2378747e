import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../../../../src/client/components/load-once';

describe('code loaded once', () => {
  it('shares one download between callers and is readable once it has arrived', async () => {
    let downloads = 0;
    const code = loadOnce(() => {
      downloads += 1;
      return Promise.resolve('popover');
    });
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect([first, second]).toEqual(['popover', 'popover']);
    expect(code.loaded()).toBe('popover');
    await code.load();
    expect(downloads).toBe(1);
  });

  it('forgets a failed load, so the next call downloads again', async () => {
    let downloads = 0;
    const code = loadOnce(() => {
      downloads += 1;
      return downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('popover');
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.loaded()).toBeUndefined();
    expect(await code.load()).toBe('popover');
    expect(downloads).toBe(2);
  });
});
