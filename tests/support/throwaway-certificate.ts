// A self-signed certificate for localhost and 127.0.0.1, made afresh for one test or benchmark
// run, for the server's HTTPS (TLS_CERT_FILE, TLS_KEY_FILE). Chromium is told to accept it by its
// key's hash (--ignore-certificate-errors-spki-list), which accepts this key only.
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface ThrowawayCertificate {
  cert: string;
  key: string;
  certFile: string;
  keyFile: string;
  /** base64 SHA-256 of the public key's SubjectPublicKeyInfo, as Chromium's SPKI list takes it. */
  spkiSha256: string;
  remove: () => void;
}

export async function makeThrowawayCertificate(): Promise<ThrowawayCertificate> {
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
      { name: 'extKeyUsage', serverAuth: true },
    ],
  });
  const folder = mkdtempSync(join(tmpdir(), 'epc-tls-'));
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  writeFileSync(certFile, made.cert);
  writeFileSync(keyFile, made.private, { mode: 0o600 });
  const spki = createPublicKey(made.private).export({ type: 'spki', format: 'der' });
  return {
    cert: made.cert,
    key: made.private,
    certFile,
    keyFile,
    spkiSha256: createHash('sha256').update(spki).digest('base64'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
