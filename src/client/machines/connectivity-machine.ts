/**
 * Whether the app can reach its server, and whether a chunk of the app failed to load.
 *
 * navigator.onLine is only a hint: the browser's online event sends the machine to verify
 * with a probe of /api/health, and a request that finds no network counts as offline too.
 * While offline it probes again with a growing delay, so the banner goes by itself once the
 * network is back. A failed chunk load shows the offline screen until the user navigates or
 * the app is back online (shell spec, section 8).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChunkLoadError } from '../../domain/errors/chunk-load-error';
import { probeHealth } from '../api/probe-health';

export const firstProbeDelayMs = 2_000;
export const maxProbeDelayMs = 30_000;

export interface ConnectivityContext {
  failedChunk: ChunkLoadError | null;
  /** The app path whose page failed to load; navigating elsewhere clears the failure. */
  failedAtPath: string | null;
  probeDelayMs: number;
}

export type ConnectivityEvent =
  | { type: 'network.lost' }
  | { type: 'network.maybe-restored' }
  | { type: 'request.failed' }
  | { type: 'request.succeeded' }
  | { type: 'chunk.failed'; error: ChunkLoadError; path: string }
  | { type: 'route.changed'; path: string }
  | { type: 'retry' };

export const connectivityMachine = setup({
  types: {
    context: {} as ConnectivityContext,
    events: {} as ConnectivityEvent,
  },
  actors: {
    probeHealth: fromPromise<boolean>(() => probeHealth()),
  },
  actions: {
    rememberFailedChunk: assign(({ event }) =>
      event.type === 'chunk.failed' ? { failedChunk: event.error, failedAtPath: event.path } : {},
    ),
    forgetFailedChunk: assign({ failedChunk: null, failedAtPath: null }),
    resetProbeDelay: assign({ probeDelayMs: firstProbeDelayMs }),
    growProbeDelay: assign({
      probeDelayMs: ({ context }) => Math.min(context.probeDelayMs * 2, maxProbeDelayMs),
    }),
  },
  guards: {
    serverAnswered: (_, params: { answered: boolean }) => params.answered,
    leftFailedPage: ({ context, event }) => event.type === 'route.changed' && event.path !== context.failedAtPath,
  },
  delays: {
    probeDelay: ({ context }) => context.probeDelayMs,
  },
}).createMachine({
  id: 'connectivity',
  context: { failedChunk: null, failedAtPath: null, probeDelayMs: firstProbeDelayMs },
  // The first probe tells whether the server is really there; until it answers the app
  // behaves as online, so a healthy start never flashes the offline banner.
  initial: 'verifying',
  on: {
    'chunk.failed': { target: '.verifying', actions: 'rememberFailedChunk' },
    'route.changed': { guard: 'leftFailedPage', actions: 'forgetFailedChunk' },
    retry: { target: '.verifying', actions: 'forgetFailedChunk' },
  },
  states: {
    online: {
      tags: ['online'],
      on: {
        'network.lost': 'offline',
        'request.failed': 'verifying',
      },
    },
    verifying: {
      tags: ['online'],
      on: { 'network.lost': 'offline' },
      invoke: {
        src: 'probeHealth',
        onDone: [
          { guard: { type: 'serverAnswered', params: ({ event }) => ({ answered: event.output }) }, target: 'online' },
          { target: 'offline' },
        ],
        onError: 'offline',
      },
    },
    offline: {
      tags: ['offline'],
      entry: 'resetProbeDelay',
      exit: 'forgetFailedChunk',
      initial: 'waiting',
      on: {
        'network.maybe-restored': '.probing',
        retry: '.probing',
        'request.succeeded': 'online',
      },
      states: {
        waiting: {
          after: { probeDelay: 'probing' },
        },
        probing: {
          invoke: {
            src: 'probeHealth',
            onDone: [
              {
                guard: { type: 'serverAnswered', params: ({ event }) => ({ answered: event.output }) },
                target: '#connectivity.online',
              },
              { target: 'waiting', actions: 'growProbeDelay' },
            ],
            onError: { target: 'waiting', actions: 'growProbeDelay' },
          },
        },
      },
    },
  },
});
