import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../../../src/client/yield-to-browser';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToBrowser', () => {
  it('goes on only after a task queued before it, where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task queued earlier'), 0);
    queueMicrotask(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'task queued earlier', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
