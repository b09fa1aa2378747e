/// <reference lib="webworker" />
/**
 * Background Sync as a wake-up only. When the network returns the browser fires 'sync' with
 * the tag the app registered after an edit it could not send ('epc-outbox', see
 * src/client/machines/sync/sync-context.tsx); this tells every open tab to send its outbox now.
 *
 * What it does not do: send the outbox itself. The access token lives in the page's local
 * storage, which a service worker cannot read, so a request from here would not be
 * authorised. With no tab open the changes stay in the user's database on the device, and the
 * app sends them the next time it starts. Where Background Sync is missing (Firefox, Safari)
 * the open tabs notice the network by themselves.
 */
declare const self: ServiceWorkerGlobalScope;

const outboxSyncTag = 'epc-outbox';
const outboxDrainMessage = 'epc-outbox.drain';

// Background Sync is not in TypeScript's WebWorker library yet.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

export function wakeTabsOnOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    if (event.tag !== outboxSyncTag) return;
    event.waitUntil(
      self.clients.matchAll({ type: 'window' }).then((tabs) => {
        for (const tab of tabs) tab.postMessage({ type: outboxDrainMessage });
      }),
    );
  });
}
