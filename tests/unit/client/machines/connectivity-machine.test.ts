// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ChunkLoadError } from '../../../../src/domain/errors/chunk-load-error';
import {
  connectivityMachine,
  firstProbeDelayMs,
  maxProbeDelayMs,
} from '../../../../src/client/machines/connectivity-machine';

/** Starts the machine with a scripted server: each probe takes the next answer (last repeats). */
function startWithProbeAnswers(answers: boolean[]) {
  const clock = new SimulatedClock();
  let probes = 0;
  const machine = connectivityMachine.provide({
    actors: {
      probeHealth: fromPromise(async () => {
        const answer = answers[Math.min(probes, answers.length - 1)] ?? false;
        probes += 1;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, probeCount: () => probes };
}

const isOffline = (actor: ReturnType<typeof startWithProbeAnswers>['actor']) => actor.getSnapshot().hasTag('offline');

describe('connectivity machine', () => {
  it('starts online when the first probe reaches the server', async () => {
    const { actor } = startWithProbeAnswers([true]);
    await waitFor(actor, (s) => s.matches('online'));
    expect(isOffline(actor)).toBe(false);
  });

  it('goes offline when the first probe finds no server, even if the browser says online', async () => {
    const { actor } = startWithProbeAnswers([false]);
    await waitFor(actor, (s) => s.matches('offline'));
    expect(isOffline(actor)).toBe(true);
  });

  it('goes offline at once when the browser reports the network lost', async () => {
    const { actor } = startWithProbeAnswers([true]);
    await waitFor(actor, (s) => s.matches('online'));
    actor.send({ type: 'network.lost' });
    expect(isOffline(actor)).toBe(true);
  });

  it('does not trust the browser online event: it stays offline until a probe succeeds', async () => {
    const { actor } = startWithProbeAnswers([true, false, true]);
    await waitFor(actor, (s) => s.matches('online'));
    actor.send({ type: 'network.lost' });
    actor.send({ type: 'network.maybe-restored' });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    expect(isOffline(actor)).toBe(true);
    actor.send({ type: 'network.maybe-restored' });
    await waitFor(actor, (s) => s.matches('online'));
  });

  it('checks with a probe when a request fails, and goes offline if the probe fails too', async () => {
    const { actor } = startWithProbeAnswers([true, false]);
    await waitFor(actor, (s) => s.matches('online'));
    actor.send({ type: 'request.failed' });
    await waitFor(actor, (s) => s.matches('offline'));
  });

  it('stays online when a request fails but the probe reaches the server', async () => {
    const { actor, probeCount } = startWithProbeAnswers([true, true]);
    await waitFor(actor, (s) => s.matches('online'));
    actor.send({ type: 'request.failed' });
    await waitFor(actor, (s) => s.matches('online') && probeCount() === 2);
    expect(isOffline(actor)).toBe(false);
  });

  it('probes again while offline with a growing delay, and comes back online by itself', async () => {
    const { actor, clock, probeCount } = startWithProbeAnswers([false, false, false, true]);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    expect(actor.getSnapshot().context.probeDelayMs).toBe(firstProbeDelayMs);

    clock.increment(firstProbeDelayMs);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && probeCount() === 2);
    expect(actor.getSnapshot().context.probeDelayMs).toBe(firstProbeDelayMs * 2);

    clock.increment(firstProbeDelayMs * 2);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && probeCount() === 3);
    clock.increment(firstProbeDelayMs * 4);
    await waitFor(actor, (s) => s.matches('online'));
    expect(isOffline(actor)).toBe(false);
  });

  it('never waits longer than the maximum probe delay', async () => {
    const { actor, clock, probeCount } = startWithProbeAnswers([false]);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    for (let round = 2; round <= 10; round += 1) {
      clock.increment(actor.getSnapshot().context.probeDelayMs);
      await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && probeCount() === round);
    }
    expect(actor.getSnapshot().context.probeDelayMs).toBe(maxProbeDelayMs);
  });

  it('a successful request while offline brings the app back online', async () => {
    const { actor } = startWithProbeAnswers([false]);
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'request.succeeded' });
    expect(actor.getSnapshot().matches('online')).toBe(true);
  });

  describe('failed chunk loads', () => {
    const chunkError = new ChunkLoadError('help-page-1a2b', 'other', '/assets/help-page-1a2b.js');

    it('remembers the failed chunk so the offline screen can show', async () => {
      const { actor } = startWithProbeAnswers([true]);
      await waitFor(actor, (s) => s.matches('online'));
      actor.send({ type: 'chunk.failed', error: chunkError, path: '/help' });
      await waitFor(actor, (s) => s.matches('online'));
      expect(actor.getSnapshot().context.failedChunk).toBe(chunkError);
    });

    it('forgets it on navigation to another page', async () => {
      const { actor } = startWithProbeAnswers([true]);
      actor.send({ type: 'chunk.failed', error: chunkError, path: '/help' });
      actor.send({ type: 'route.changed', path: '/home' });
      expect(actor.getSnapshot().context.failedChunk).toBeNull();
    });

    it('keeps it when the navigation signal is for the page that failed', async () => {
      const { actor } = startWithProbeAnswers([true]);
      actor.send({ type: 'chunk.failed', error: chunkError, path: '/help' });
      actor.send({ type: 'route.changed', path: '/help' });
      expect(actor.getSnapshot().context.failedChunk).toBe(chunkError);
    });

    it('forgets it when the app is back online', async () => {
      const { actor } = startWithProbeAnswers([false, false, true]);
      actor.send({ type: 'chunk.failed', error: chunkError, path: '/help' });
      await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
      expect(actor.getSnapshot().context.failedChunk).toBe(chunkError);
      actor.send({ type: 'network.maybe-restored' });
      await waitFor(actor, (s) => s.matches('online'));
      expect(actor.getSnapshot().context.failedChunk).toBeNull();
    });

    it('Retry Connection while online forgets the failure so the chunk is loaded again', async () => {
      const { actor } = startWithProbeAnswers([true]);
      await waitFor(actor, (s) => s.matches('online'));
      actor.send({ type: 'chunk.failed', error: chunkError, path: '/help' });
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().context.failedChunk).toBeNull();
      await waitFor(actor, (s) => s.matches('online'));
    });
  });
});
