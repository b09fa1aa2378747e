/**
 * One storage interface for the files admins upload (issue 16; catalogue spec, section 7:
 * /upload, /uploadFile, /deleteFile): a local folder by default (local-file-storage.ts), an
 * S3-compatible bucket by configuration (s3-file-storage.ts). Paths are checked before they
 * get here (src/domain/files/file-path.ts): relative, plain segments, '/' between folders.
 */

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Where files go, for the start-up log ('local folder /srv/files', 's3 bucket epc-files'). */
  readonly description: string;
  /** Writes a new file; throws FileExistsError when a file is at the path already. */
  create(path: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none. */
  read(path: string): Promise<StoredFile | undefined>;
  exists(path: string): Promise<boolean>;
  /** Removes the file; a file already gone is not an error (a retried delete succeeds). */
  remove(path: string): Promise<void>;
}

export class FileExistsError extends Error {
  constructor(readonly path: string) {
    super(`A file already exists at ${path}.`);
    this.name = 'FileExistsError';
  }
}
