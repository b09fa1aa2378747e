/** The file storage the configuration names (file-storage-config.ts). */
import type { FileStorageConfig } from './file-storage-config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

export function openFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 'local' ? localFileStorage(config.filesDir) : s3FileStorage(config);
}
