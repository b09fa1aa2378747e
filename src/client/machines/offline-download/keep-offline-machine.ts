/**
 * One 'Make available offline' download: idle -> active (downloading <-> paused) -> kept, or
 * cancelled, or failed.
 *
 * - A network failure, or the connectivity machine saying the app went offline, pauses the
 *   download: what was stored stays. When the app is online again (the connectivity machine's
 *   word, sent in as 'connectivity' events) it resumes from the stored cursor; while online
 *   and paused (a failure the connectivity machine did not see) it retries every few seconds.
 * - Cancelling passes through 'cancelling' until everything stored for the vehicle has been
 *   removed, so 'Cancelled: nothing was kept' is true when it shows. A refusal by the server
 *   removes it too ('removing'), then says failed.
 * - A device with no room left fails the same way, with its own reason ('storage-full'): the
 *   network is not at fault, so it neither pauses nor retries.
 * - 'resume' continues a download a reloaded page left part way.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { KeepProgress, KeptVehicleTotals, VehicleRequest } from './keep-vehicle-offline';

export type KeepOfflineEvent =
  | { type: 'start'; request: VehicleRequest }
  | { type: 'resume'; request: VehicleRequest }
  | { type: 'cancel' }
  | { type: 'connectivity'; online: boolean }
  | { type: 'progress'; progress: KeepProgress }
  | { type: 'kept'; totals: KeptVehicleTotals }
  | { type: 'interrupted' }
  | { type: 'failed'; error: unknown; reason: KeepFailure };

/** Why a download failed: the device is full, or anything else (the server refused, a bad answer). */
export type KeepFailure = 'storage-full' | 'other';

export interface KeepOfflineContext {
  request: VehicleRequest | null;
  /** Whether the next run continues what is stored (false: start afresh). */
  resume: boolean;
  online: boolean;
  progress: KeepProgress;
  totals: KeptVehicleTotals | null;
  error: unknown;
  failure: KeepFailure | null;
}

const noProgress: KeepProgress = { receivedBytes: 0, totalBytes: 0, secondsLeft: null };
/** A paused download that is online retries this often. */
export const retryPausedMs = 5_000;

export interface DownloadInput {
  request: VehicleRequest;
  resume: boolean;
}

export const keepOfflineMachine = setup({
  types: { context: {} as KeepOfflineContext, events: {} as KeepOfflineEvent },
  actors: {
    /**
     * Runs one download, sending back progress, kept, interrupted or failed; stopping it (leaving
     * 'downloading') stops the run and what it stored stays. keep-offline-effects.ts in the app.
     */
    download: fromCallback<KeepOfflineEvent, DownloadInput>(() => {
      throw notProvided('download');
    }),
    /** Removes everything stored for the vehicle. */
    remove: fromPromise<void, VehicleRequest>(() => Promise.reject(notProvided('remove'))),
  },
  guards: {
    online: ({ context }) => context.online,
    wentOffline: ({ event }) => event.type === 'connectivity' && !event.online,
    cameOnline: ({ event }) => event.type === 'connectivity' && event.online,
  },
}).createMachine({
  id: 'keepOffline',
  context: {
    request: null,
    resume: false,
    online: true,
    progress: noProgress,
    totals: null,
    error: null,
    failure: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        resume: {
          target: 'active',
          actions: assign({
            request: ({ event }) => event.request,
            resume: true,
            progress: noProgress,
            totals: null,
            error: null,
            failure: null,
          }),
        },
      },
    },
    active: {
      initial: 'downloading',
      states: {
        downloading: {
          invoke: {
            src: 'download',
            input: ({ context }) => ({ request: context.request as VehicleRequest, resume: context.resume }),
          },
          on: {
            progress: { actions: assign({ progress: ({ event }) => event.progress }) },
            kept: { target: '#keepOffline.kept', actions: assign({ totals: ({ event }) => event.totals }) },
            interrupted: { target: 'paused' },
            failed: {
              target: 'removing',
              actions: assign({ error: ({ event }) => event.error, failure: ({ event }) => event.reason }),
            },
            connectivity: { guard: 'wentOffline', target: 'paused' },
          },
        },
        paused: {
          // From here on a run continues what is stored, whatever the first run was.
          entry: assign({ resume: true, progress: ({ context }) => ({ ...context.progress, secondsLeft: null }) }),
          after: { [retryPausedMs]: { guard: 'online', target: 'downloading', reenter: true } },
          on: { connectivity: { guard: 'cameOnline', target: 'downloading' } },
        },
        cancelling: {
          invoke: {
            src: 'remove',
            input: ({ context }) => context.request as VehicleRequest,
            onDone: '#keepOffline.cancelled',
            onError: '#keepOffline.cancelled',
          },
          on: { cancel: { actions: [] } },
        },
        removing: {
          invoke: {
            src: 'remove',
            input: ({ context }) => context.request as VehicleRequest,
            onDone: '#keepOffline.failed',
            onError: '#keepOffline.failed',
          },
          on: { cancel: { actions: [] } },
        },
      },
      on: {
        cancel: '.cancelling',
        // One download at a time: handled here, a second start never reaches the root.
        start: { actions: [] },
        resume: { actions: [] },
      },
    },
    kept: {},
    cancelled: {},
    failed: {},
  },
  on: {
    start: {
      target: '.active',
      actions: assign({
        request: ({ event }) => event.request,
        resume: false,
        progress: noProgress,
        totals: null,
        error: null,
        failure: null,
      }),
    },
    connectivity: { actions: assign({ online: ({ event }) => event.online }) },
  },
});
