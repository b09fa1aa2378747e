// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { ChunkLoadError } from '../../../../src/domain/errors/chunk-load-error';
import {
  connectivityMachine,
  browserOfflineProbeIntervalMs,
  probeIntervalMs,
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

  it('probes every 1.5 s while the server does not answer, and comes back online by itself', async () => {
    const { actor, clock, probeCount } = startWithProbeAnswers([false, false, false, true]);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    for (let probe = 2; probe <= 3; probe += 1) {
      clock.increment(probeIntervalMs);
      await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && probeCount() === probe);
    }
    clock.increment(probeIntervalMs);
    await waitFor(actor, (s) => s.matches('online'));
    expect(isOffline(actor)).toBe(false);
  });

  it('while the browser says it has no network, waits for its online event instead of probing', async () => {
    const { actor, clock, probeCount } = startWithProbeAnswers([true, true]);
    await waitFor(actor, (s) => s.matches('online'));
    actor.send({ type: 'network.lost' });
    clock.increment(probeIntervalMs * 10);
    expect(probeCount()).toBe(1);
    expect(isOffline(actor)).toBe(true);
    clock.increment(browserOfflineProbeIntervalMs);
    await waitFor(actor, (s) => s.matches('online'));
    expect(probeCount()).toBe(2);
  });

  it('an answer while offline is not taken as the server being back: the probe decides', async () => {
    const { actor, probeCount } = startWithProbeAnswers([false, false, true]);
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }));
    // E.g. an answer the browser's HTTP cache gave while the server is down.
    actor.send({ type: 'request.succeeded' });
    await waitFor(actor, (s) => s.matches({ offline: 'waiting' }) && probeCount() === 2);
    expect(isOffline(actor)).toBe(true);
    actor.send({ type: 'request.succeeded' });
    await waitFor(actor, (s) => s.matches('online'));
    expect(probeCount()).toBe(3);
  });

  it('a second network-lost signal while offline keeps a failed chunk remembered', async () => {
    const { actor } = startWithProbeAnswers([false]);
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({
      type: 'chunk.failed',
      error: new ChunkLoadError('help-page-1a2b', 'other', '/assets/help-page-1a2b.js'),
      path: '/help',
    });
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'network.lost' });
    expect(actor.getSnapshot().context.failedChunk).not.toBeNull();
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
