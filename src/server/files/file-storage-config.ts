/**
 * Which file storage the server uses (README: FILES_STORAGE, FILES_DIR, S3_*). Unset, files go
 * to files/ in the data folder, so a fresh clone needs no variable.
 */
import { resolve } from 'node:path';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset, AWS S3 itself. */
  endpoint: string | undefined;
  /** Path-style addressing (http://host/bucket/key), which S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset, the SDK's own chain (environment, shared files, instance role) provides them. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key ('epc/'), so one bucket can hold several installations. */
  prefix: string;
}

export type FileStorageConfig = { kind: 'local'; filesDir: string } | ({ kind: 's3' } & S3StorageConfig);

const read = (env: NodeJS.ProcessEnv, name: string) => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

export function readFileStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): FileStorageConfig {
  const kind = read(env, 'FILES_STORAGE') ?? 'local';
  if (kind === 'local') return { kind, filesDir: resolve(read(env, 'FILES_DIR') ?? resolve(dataDir, 'files')) };
  if (kind !== 's3') throw new Error(`FILES_STORAGE must be 'local' or 's3', but is '${kind}'.`);
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) throw new Error('S3_BUCKET is required when FILES_STORAGE is s3.');
  const endpoint = read(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/\S+$/.test(endpoint)) {
    throw new Error("S3_ENDPOINT must start with 'http://' or 'https://'.");
  }
  const prefix = read(env, 'S3_PREFIX') ?? '';
  // Folder names that start with a letter, digit, '_' or '-': never '.' or '..'.
  if (prefix !== '' && !/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/.test(prefix)) {
    throw new Error("S3_PREFIX must be folder names ending in '/', like 'epc/'.");
  }
  return {
    kind,
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: (read(env, 'S3_FORCE_PATH_STYLE') ?? (endpoint === undefined ? 'false' : 'true')) === 'true',
    accessKeyId: read(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY'),
    prefix,
  };
}
