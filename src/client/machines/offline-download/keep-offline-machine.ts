/**
 * One 'Make available offline' download: idle -> downloading (with progress) -> kept, or
 * cancelled, or failed. Cancelling passes through 'cancelling' until the download has removed
 * what it had stored, so 'Cancelled: nothing was kept' is true when it shows (a page left
 * right after would otherwise stop the removal half way and leave an incomplete vehicle).
 */
import { assign, fromCallback, sendTo, setup } from 'xstate';
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
      download: fromCallback<KeepOfflineEvent, VehicleRequest>(({ input, sendBack, receive }) => {
        const controller = new AbortController();
        receive((event) => {
          if (event.type === 'cancel') controller.abort();
        });
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
      active: {
        invoke: { id: 'download', src: 'download', input: ({ context }) => context.request as VehicleRequest },
        initial: 'downloading',
        states: {
          downloading: {
            on: {
              progress: { actions: assign({ progress: ({ event }) => event.progress }) },
              kept: { target: '#keepOffline.kept', actions: assign({ totals: ({ event }) => event.totals }) },
              failed: { target: '#keepOffline.failed', actions: assign({ error: ({ event }) => event.error }) },
              cancel: { target: 'cancelling', actions: sendTo('download', ({ event }) => event) },
            },
          },
          cancelling: {
            on: {
              // The download finished before the cancel reached it: the vehicle is kept whole.
              kept: { target: '#keepOffline.kept', actions: assign({ totals: ({ event }) => event.totals }) },
              failed: '#keepOffline.cancelled',
            },
          },
        },
        // One download at a time: handled here, a second start never reaches the root.
        on: { start: { actions: [] } },
      },
      kept: {},
      cancelled: {},
      failed: {},
    },
    on: {
      start: {
        target: '.active',
        actions: assign({ request: ({ event }) => event.request, progress: noProgress, totals: null, error: null }),
      },
    },
  });
}
