import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  arrivedEarlyAnswer,
  keepEarlyAnswer,
  takeEarlyAnswer,
} from '../../../../src/client/api/catalogue/early-answer';

afterEach(() => {
  vi.useRealTimers();
  // Nothing kept by one test is seen by the next.
  takeEarlyAnswer('level-a');
  takeEarlyAnswer('level-b');
});

describe('an answer asked for as the app starts', () => {
  it('goes to the first page that asks for the same query, once', async () => {
    const answer = Promise.resolve({ catHieId: 'level-a' });
    keepEarlyAnswer('level-a', answer);
    expect(takeEarlyAnswer('level-b')).toBeUndefined();
    expect(takeEarlyAnswer('level-a')).toBe(answer);
    expect(takeEarlyAnswer('level-a')).toBeUndefined();
    await answer;
  });

  it('can be drawn by a first render only once it has arrived, and drawing it does not take it', async () => {
    let arrive: (value: string) => void = () => undefined;
    keepEarlyAnswer('level-a', new Promise<string>((resolve) => (arrive = resolve)));
    expect(arrivedEarlyAnswer('level-a')).toBeUndefined();
    arrive('the level');
    await Promise.resolve();
    expect(arrivedEarlyAnswer('level-a')).toBe('the level');
    expect(arrivedEarlyAnswer('level-b')).toBeUndefined();
    await expect(takeEarlyAnswer('level-a')).resolves.toBe('the level');
  });

  it('hands a failure to the page that takes it, and never reports it unhandled before', async () => {
    keepEarlyAnswer('level-a', Promise.reject(new TypeError('Failed to fetch')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedEarlyAnswer('level-a')).toBeUndefined();
    await expect(takeEarlyAnswer('level-a')).rejects.toThrow('Failed to fetch');
  });

  it('is left unused after 30 seconds, so a later visit asks afresh', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    keepEarlyAnswer('level-a', Promise.resolve('old'));
    vi.advanceTimersByTime(30_001);
    expect(takeEarlyAnswer('level-a')).toBeUndefined();
  });

  it('is replaced by the next one kept', () => {
    keepEarlyAnswer('level-a', Promise.resolve('a'));
    keepEarlyAnswer('level-b', Promise.resolve('b'));
    expect(takeEarlyAnswer('level-a')).toBeUndefined();
    expect(takeEarlyAnswer('level-b')).toBeDefined();
  });
});
