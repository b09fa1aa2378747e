/**
 * The keep-offline machine's effects: the streamed download and the removal, over the services
 * and store in `dependencies` (asked for at each run, so the database opens only when used).
 * The app provides them over the browser's services (keep-offline-dependencies.ts), tests over
 * a fake server and a database in memory.
 */
import { fromCallback, fromPromise } from 'xstate';
import { isQuotaError } from '../../store/storage-errors';
import type { DownloadInput, KeepOfflineEvent } from './keep-offline-machine';
import {
  isCut,
  keepVehicleOffline,
  removeKeptDownload,
  type KeepVehicleDependencies,
  type VehicleRequest,
} from './keep-vehicle-offline';

/** A download that stores nothing for this long is taken as cut (a network that hangs rather than fails). */
export const stalledMs = 20_000;

export function keepOfflineEffects(dependencies: () => KeepVehicleDependencies) {
  return {
    actors: {
      download: fromCallback<KeepOfflineEvent, DownloadInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        let stalled = false;
        let watch: ReturnType<typeof setTimeout> | undefined;
        const watchForStall = () => {
          clearTimeout(watch);
          watch = setTimeout(() => {
            stalled = true;
            controller.abort();
          }, stalledMs);
        };
        watchForStall();
        keepVehicleOffline(input.request, dependencies(), {
          signal: controller.signal,
          resume: input.resume,
          onProgress: (progress) => {
            watchForStall();
            sendBack({ type: 'progress', progress });
          },
        })
          .then(
            (totals) => sendBack({ type: 'kept', totals }),
            (error: unknown) => {
              // A full device first: a write refused for space is no network failure, whatever else happened.
              if (isQuotaError(error)) sendBack({ type: 'failed', error, reason: 'storage-full' });
              else if (stalled || isCut(error)) sendBack({ type: 'interrupted' });
              else sendBack({ type: 'failed', error, reason: 'other' });
            },
          )
          .finally(() => clearTimeout(watch));
        // Leaving 'downloading' (paused, cancelling, stopped) stops the run; what it stored stays.
        return () => controller.abort();
      }),
      remove: fromPromise<void, VehicleRequest>(({ input }) => removeKeptDownload(dependencies().db, input)),
    },
  };
}
