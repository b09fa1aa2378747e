/**
 * One 'Make available offline' download: idle -> downloading (with progress) -> kept, or
 * cancelled, or failed. Leaving 'downloading' for any reason stops the download, and the
 * download then removes what it had stored.
 */
import { assign, fromCallback, setup } from 'xstate';
import { keepVehicleOffline, type KeepProgress, type KeepVehicleDependencies, type KeptVehicleTotals, type VehicleRequest } from './keep-vehicle-offline';

export type KeepOfflineEvent =
  | { type: 'start'; request: VehicleRequest }
  | { type: 'cancel' }
  | { type: 'progress'; progress: KeepProgress }
  | { type: 'kept'; totals: KeptVehicleTotals }
  | { type: 'failed'; error: unknown };

export interface KeepOfflineContext {
  request: VehicleRequest | null;
  progress: KeepProgress;
  totals: KeptVehicleTotals | null;
  error: unknown;
}

const noProgress: KeepProgress = { done: 0, total: 0, bytes: 0 };

export function createKeepOfflineMachine(dependencies: () => KeepVehicleDependencies) {
  return setup({
    types: { context: {} as KeepOfflineContext, events: {} as KeepOfflineEvent },
    actors: {
      download: fromCallback<KeepOfflineEvent, VehicleRequest>(({ input, sendBack }) => {
        const controller = new AbortController();
        keepVehicleOffline(input, dependencies(), {
          signal: controller.signal,
          onProgress: (progress) => sendBack({ type: 'progress', progress }),
        }).then(
          (totals) => sendBack({ type: 'kept', totals }),
          (error: unknown) => sendBack({ type: 'failed', error }),
        );
        return () => controller.abort();
      }),
    },
  }).createMachine({
    id: 'keepOffline',
    context: { request: null, progress: noProgress, totals: null, error: null },
    initial: 'idle',
    states: {
      idle: {},
      downloading: {
        invoke: { src: 'download', input: ({ context }) => context.request as VehicleRequest },
        on: {
          progress: { actions: assign({ progress: ({ event }) => event.progress }) },
          kept: { target: 'kept', actions: assign({ totals: ({ event }) => event.totals }) },
          failed: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
          cancel: 'cancelled',
          // One download at a time: handled here, a second start never reaches the root.
          start: { actions: [] },
        },
      },
      kept: {},
      cancelled: {},
      failed: {},
    },
    on: {
      start: {
        target: '.downloading',
        actions: assign({ request: ({ event }) => event.request, progress: noProgress, totals: null, error: null }),
      },
    },
  });
}
