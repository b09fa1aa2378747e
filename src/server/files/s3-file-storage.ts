/**
 * Files in an S3-compatible bucket (FILES_STORAGE=s3), through the maintained AWS SDK client,
 * which speaks to AWS S3 and to S3-compatible servers alike (S3_ENDPOINT, path-style
 * addressing for the latter). A new file is put with If-None-Match: *, so the bucket itself
 * refuses an overwrite; a server that ignores that header is still checked with a HEAD first.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './file-storage-config';
import { FileExistsError, type FileStorage } from './file-storage';

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof S3ServiceException && statuses.includes(error.$metadata.httpStatusCode ?? 0);

export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.accessKeyId === undefined || config.secretAccessKey === undefined
      ? {}
      : { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
  });
  const Bucket = config.bucket;
  const keyOf = (path: string) => `${config.prefix}${path}`;

  const exists = async (path: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(path) }));
      return true;
    } catch (error) {
      if (isStatus(error, 404)) return false;
      throw error;
    }
  };

  return {
    description: `s3 bucket ${Bucket}${config.endpoint === undefined ? '' : ` at ${config.endpoint}`}`,
    exists,
    async create(path, body, contentType) {
      if (await exists(path)) throw new FileExistsError(path);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(path), Body: body, ContentType: contentType, IfNoneMatch: '*' }),
        );
      } catch (error) {
        // 412: another upload put the file between the HEAD and the PUT.
        if (isStatus(error, 409, 412)) throw new FileExistsError(path);
        throw error;
      }
    },
    async read(path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(path) }));
        const bytes = await answer.Body?.transformToByteArray();
        return {
          body: Buffer.from(bytes ?? new Uint8Array()),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isStatus(error, 404)) return undefined;
        throw error;
      }
    },
    async remove(path) {
      // S3 answers 204 for a key that is not there, so a retried delete succeeds.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(path) }));
    },
  };
}
