/**
 * Whether the app can reach its server, and whether a chunk of the app failed to load: the one
 * source of the offline state the banner and every page read (shell spec, sections 2 and 8).
 *
 * Only the health probe (/api/health, past every cache) decides that the server is back.
 * Everything else is a reason to ask it: the browser's online event, and any request that got
 * an answer while the app was offline (that answer may have come from the browser's HTTP
 * cache or the service worker, which say nothing about the network). Going offline is
 * quicker: the browser's offline event is trusted at once, and a request that finds no network
 * is checked with a probe. While offline the probe repeats every 1.5 s, so the banner goes
 * within 2 s of the server answering again; when the browser itself says it has no network
 * the probe is pointless and waits for the online event (with a slow safety net).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ChunkLoadError } from '../../domain/errors/chunk-load-error';
import { notProvided } from './not-provided';

/** Between probes while the browser says it is online but the server does not answer. */
export const probeIntervalMs = 1_500;
/** Between probes while the browser says it has no network at all: only a safety net. */
export const browserOfflineProbeIntervalMs = 30_000;

export interface ConnectivityContext {
  failedChunk: ChunkLoadError | null;
  /** The app path whose page failed to load; navigating elsewhere clears the failure. */
  failedAtPath: string | null;
  /** The browser's own word that it has no network (navigator.onLine false). */
  browserOffline: boolean;
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
    /** Whether /api/health answered: connectivity-effects.ts in the app. */
    probeHealth: fromPromise<boolean>(() => Promise.reject(notProvided('probeHealth'))),
  },
  actions: {
    rememberFailedChunk: assign(({ event }) =>
      event.type === 'chunk.failed' ? { failedChunk: event.error, failedAtPath: event.path } : {},
    ),
    forgetFailedChunk: assign({ failedChunk: null, failedAtPath: null }),
    noteBrowserOffline: assign({ browserOffline: true }),
    noteBrowserOnline: assign({ browserOffline: false }),
  },
  guards: {
    serverAnswered: (_, params: { answered: boolean }) => params.answered,
    leftFailedPage: ({ context, event }) => event.type === 'route.changed' && event.path !== context.failedAtPath,
  },
  delays: {
    probeDelay: ({ context }) => (context.browserOffline ? browserOfflineProbeIntervalMs : probeIntervalMs),
  },
}).createMachine({
  id: 'connectivity',
  context: { failedChunk: null, failedAtPath: null, browserOffline: false },
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
        'network.lost': { target: 'offline', actions: 'noteBrowserOffline' },
        'request.failed': 'verifying',
        'network.maybe-restored': { actions: 'noteBrowserOnline' },
      },
    },
    verifying: {
      tags: ['online'],
      on: {
        'network.lost': { target: 'offline', actions: 'noteBrowserOffline' },
        'network.maybe-restored': { actions: 'noteBrowserOnline' },
      },
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
      exit: 'forgetFailedChunk',
      initial: 'waiting',
      on: {
        'network.lost': { actions: 'noteBrowserOffline' },
        'network.maybe-restored': { target: '.probing', actions: 'noteBrowserOnline' },
        retry: '.probing',
      },
      states: {
        waiting: {
          after: { probeDelay: 'probing' },
          on: { 'request.succeeded': 'probing' },
        },
        probing: {
          invoke: {
            src: 'probeHealth',
            onDone: [
              {
                guard: { type: 'serverAnswered', params: ({ event }) => ({ answered: event.output }) },
                target: '#connectivity.online',
              },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
  },
});
