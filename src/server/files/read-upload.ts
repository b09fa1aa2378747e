/**
 * Reads the multipart body of an upload (imgfile, filePath) with the kind's limits: one
 * file, a short filePath, the kind's size. Anything else is a 4xx naming the field, before
 * the storage is touched.
 */
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../commerce/shop-api/client-error';
import { megabytes, type UploadKind } from './upload-kinds';

export interface UploadBody {
  rawPath: string;
  bytes: Buffer;
}

const multipartRefusal = (code: string | undefined, kind: UploadKind): ClientError | undefined => {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ClientError(413, `imgfile must be at most ${megabytes(kind.maxBytes)}.`);
    case 'FST_FILES_LIMIT':
      return new ClientError(413, 'Send one file, as imgfile.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ClientError(413, 'Send only imgfile and filePath.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ClientError(415, 'The body must be multipart/form-data with imgfile and filePath.');
    default:
      return undefined;
  }
};

export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<UploadBody> {
  if (!request.isMultipart()) {
    throw new ClientError(415, 'The body must be multipart/form-data with imgfile and filePath.');
  }
  let rawPath: string | undefined;
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: kind.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'imgfile') throw new ClientError(400, 'Send the file as imgfile.');
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'filePath') {
        if (part.valueTruncated) throw new ClientError(400, 'filePath is too long.');
        rawPath = typeof part.value === 'string' ? part.value : undefined;
      } else {
        throw new ClientError(400, `Unknown field ${part.fieldname}: send imgfile and filePath.`);
      }
    }
  } catch (error) {
    throw multipartRefusal((error as { code?: string }).code, kind) ?? error;
  }
  if (bytes === undefined || bytes.length === 0) throw new ClientError(400, 'imgfile is required (a non-empty file).');
  if (rawPath === undefined) throw new ClientError(400, 'filePath is required.');
  return { rawPath, bytes };
}
