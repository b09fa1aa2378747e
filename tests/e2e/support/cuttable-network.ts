/**
 * A network between the browser and the test server that a test can cut and restore, as a
 * workshop's Wi-Fi drops: the browser still says it is online (navigator.onLine stays true),
 * its HTTP cache and service worker keep working, and every connection to the server fails.
 * Playwright's own tools cannot show this: setOffline also tells the page it is offline, and
 * routing requests turns the browser's HTTP cache off.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface CuttableNetwork {
  /** The server's address through this network, e.g. http://127.0.0.1:41234. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openCuttableNetwork(serverUrl: string): Promise<CuttableNetwork> {
  const target = new URL(serverUrl);
  const open = new Set<Socket>();
  let isCut = false;

  const proxy: Server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('The test network has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      isCut = true;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}
