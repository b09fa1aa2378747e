/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server then speaks HTTPS itself, HTTP/2 to the
 * browsers that offer it and HTTP/1.1 to the rest (docs/deployment.md, "HTTPS and HTTP/2").
 * A first visit downloads the app as some ninety small files; over HTTP/1.1 a browser fetches
 * six at a time per host, over HTTP/2 all of them on one connection. Behind a load balancer
 * that terminates TLS, leave both unset and let it speak HTTP/2 to the browsers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface TlsConfig {
  /** The certificate chain, PEM: the server's certificate first, then any intermediates. */
  cert: string;
  /** The private key, PEM. A secret: never logged. */
  key: string;
}

export function readTlsConfig(env: NodeJS.ProcessEnv): TlsConfig | undefined {
  const certFile = env['TLS_CERT_FILE']?.trim() || undefined;
  const keyFile = env['TLS_KEY_FILE']?.trim() || undefined;
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together (or neither, to serve plain HTTP).');
  }
  return {
    cert: readPem(certFile, 'TLS_CERT_FILE', 'CERTIFICATE'),
    key: readPem(keyFile, 'TLS_KEY_FILE', 'PRIVATE KEY'),
  };
}

function readPem(file: string, variable: string, label: string): string {
  let text: string;
  try {
    text = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new Error(`${variable} names '${file}', which cannot be read (${reason}).`, { cause: error });
  }
  // 'PRIVATE KEY' also matches 'RSA PRIVATE KEY' and 'EC PRIVATE KEY' headers.
  if (!text.includes(`${label}-----`)) throw new Error(`${variable} names '${file}', which holds no PEM ${label}.`);
  return text;
}
