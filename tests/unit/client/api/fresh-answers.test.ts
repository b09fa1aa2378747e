import { describe, expect, it, vi } from 'vitest';
import { createFreshAnswers, queryStaleTimeMs } from '../../../../src/client/api/fresh-answers';

function withClock() {
  const clock = { ms: 0 };
  return { clock, answers: createFreshAnswers(queryStaleTimeMs, () => clock.ms) };
}

describe('answers kept fresh for the query stale time', () => {
  it('is the 2000 ms of the spec', () => {
    expect(queryStaleTimeMs).toBe(2_000);
  });

  it('shares one request between askers while it is on its way', async () => {
    const { answers } = withClock();
    let arrive: (value: string) => void = () => undefined;
    const ask = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const first = answers.ask('level-a', ask);
    const second = answers.ask('level-a', ask);
    expect(answers.held('level-a')).toBeUndefined();
    arrive('the level');
    await expect(Promise.all([first, second])).resolves.toEqual(['the level', 'the level']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('answers from what it holds until 2 s after the answer arrived, then asks again', async () => {
    const { clock, answers } = withClock();
    const ask = vi.fn(async () => `answer ${ask.mock.calls.length}`);
    await answers.ask('level-a', ask);
    clock.ms = 1_999;
    expect(answers.held('level-a')).toEqual({ value: 'answer 1' });
    await expect(answers.ask('level-a', ask)).resolves.toBe('answer 1');
    expect(ask).toHaveBeenCalledTimes(1);

    clock.ms = 2_000;
    expect(answers.held('level-a')).toBeUndefined();
    await expect(answers.ask('level-a', ask)).resolves.toBe('answer 2');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('counts freshness from when the answer arrived, not from when it was asked', async () => {
    const { clock, answers } = withClock();
    let arrive: (value: string) => void = () => undefined;
    const asked = answers.ask('level-a', () => new Promise<string>((resolve) => (arrive = resolve)));
    clock.ms = 5_000;
    arrive('slow level');
    await asked;
    clock.ms = 6_500;
    expect(answers.held('level-a')).toEqual({ value: 'slow level' });
  });

  it('keeps questions apart by their key', async () => {
    const { answers } = withClock();
    await answers.ask('level-a', async () => 'a');
    await expect(answers.ask('level-b', async () => 'b')).resolves.toBe('b');
    expect(answers.held('level-a')).toEqual({ value: 'a' });
  });

  it('never holds a failure: the next asker asks again, and gets the failure itself', async () => {
    const { answers } = withClock();
    const offline = new TypeError('Failed to fetch');
    const failing = answers.ask('level-a', () => Promise.reject(offline));
    const sharing = answers.ask('level-a', async () => 'never asked');
    await expect(failing).rejects.toBe(offline);
    await expect(sharing).rejects.toBe(offline);
    expect(answers.held('level-a')).toBeUndefined();
    await expect(answers.ask('level-a', async () => 'back online')).resolves.toBe('back online');
  });

  it('holds an answer that is nothing (no message active) as an answer', async () => {
    const { answers } = withClock();
    await answers.ask('message', async () => undefined);
    const ask = vi.fn(async () => 'a message');
    await expect(answers.ask('message', ask)).resolves.toBeUndefined();
    expect(answers.held('message')).toEqual({ value: undefined });
    expect(ask).not.toHaveBeenCalled();
  });

  it('forgets everything at once, so a new session asks afresh', async () => {
    const { answers } = withClock();
    await answers.ask('level-a', async () => 'as the first user');
    answers.forget();
    expect(answers.held('level-a')).toBeUndefined();
    await expect(answers.ask('level-a', async () => 'as the next user')).resolves.toBe('as the next user');
  });

  it('does not let an answer that arrives after a forget count as fresh for the next session', async () => {
    const { answers } = withClock();
    let arrive: (value: string) => void = () => undefined;
    const before = answers.ask('level-a', () => new Promise<string>((resolve) => (arrive = resolve)));
    answers.forget();
    arrive('as the first user');
    await before;
    expect(answers.held('level-a')).toBeUndefined();
  });
});
