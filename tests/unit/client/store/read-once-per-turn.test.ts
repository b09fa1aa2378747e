// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readOncePerTurn } from '../../../../src/client/store/read-once-per-turn';

describe('a stored value read once per synchronous run', () => {
  it('answers the first read for the rest of the run, and reads again in the next', async () => {
    localStorage.setItem('read-once-test', 'first');
    let reads = 0;
    const stored = readOncePerTurn(() => {
      reads += 1;
      return localStorage.getItem('read-once-test');
    });
    expect(stored.read()).toBe('first');
    localStorage.setItem('read-once-test', 'changed elsewhere');
    expect(stored.read()).toBe('first');
    expect(reads).toBe(1);
    await Promise.resolve();
    expect(stored.read()).toBe('changed elsewhere');
    expect(reads).toBe(2);
  });

  it('reads again at once after a write here is announced', () => {
    localStorage.setItem('read-once-test', 'before');
    const stored = readOncePerTurn(() => localStorage.getItem('read-once-test'));
    expect(stored.read()).toBe('before');
    localStorage.setItem('read-once-test', 'after');
    stored.forget();
    expect(stored.read()).toBe('after');
  });
});
