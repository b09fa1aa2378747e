/**
 * Where this server itself listens, for back-channel calls that must not leave the machine
 * (see back-channel.ts). An unspecified listening address (0.0.0.0, ::) is reached through
 * the loopback interface; a listener that speaks TLS is called over TLS.
 */
import type { Server } from 'node:http';
import { Server as TlsServer } from 'node:tls';
import type { LocalTarget } from './back-channel';

export function localTargetOf(server: Server, origin: string): LocalTarget {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port, so the embedded identity providers cannot be called.');
  }
  const loopback: Readonly<Record<string, string>> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  // With TLS_CERT_FILE set the listener is an HTTP/2 secure server, itself a TLS server.
  const tls = (server as unknown) instanceof TlsServer;
  return { origin, host: loopback[address.address] ?? address.address, port: address.port, tls };
}
