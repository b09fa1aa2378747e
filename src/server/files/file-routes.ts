/**
 * The product's own file routes (catalogue spec, section 7), admins only (access policy):
 *
 *   POST /upload      multipart imgfile + filePath: a picture (PNG, JPEG, GIF, WebP; 5 MB)
 *   POST /uploadFile  multipart imgfile + filePath: a PDF (20 MB), e.g. an update's file
 *   POST /deleteFile  { filePath }
 *
 * filePath is checked and normalised (src/domain/files/file-path.ts: no traversal) and must
 * lie in the admin's own file area (src/domain/files/file-areas.ts); an upload never replaces
 * a file (409), and a file an update still shows cannot be deleted here (409: delete or change
 * the update). Each write is recorded in the admin audit.
 */
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkFileArea } from '../../domain/files/file-areas';
import { checkFilePath, extensionOf } from '../../domain/files/file-path';
import { principalOf } from '../access/request-principal';
import { recordAdminWrite } from '../admin/audit/admin-audit';
import { ClientError } from '../commerce/shop-api/client-error';
import { FileExistsError } from './file-storage';
import { deleteFileSchema, uploadSchema } from './file-routes-schema';
import { readUpload } from './read-upload';
import { updateUsingFile } from './update-file-references';
import { documentUpload, imageUpload, judgeUpload, type UploadKind } from './upload-kinds';

/** The checked path, once it is in the caller's area; else a 400 or 403 naming filePath. */
export async function checkedAdminPath(request: FastifyRequest, rawPath: string): Promise<string> {
  const checked = checkFilePath(rawPath);
  if (!checked.ok) throw new ClientError(400, checked.problem);
  const principal = await principalOf(request);
  const profile = principal.kind === 'user' ? principal.profile : undefined;
  const refusal = profile === undefined ? 'Only an admin can do this.' : checkFileArea(checked.path, profile);
  if (refusal !== undefined) throw new ClientError(403, refusal);
  return checked.path;
}

export default async function fileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Only these routes take multipart bodies; the plugin stays in this scope.
  await app.register(multipart, { throwFileSizeLimit: true });

  const upload = (url: string, kind: UploadKind, what: string) =>
    app.post(url, { schema: uploadSchema(what) }, async (request, reply) => {
      const { rawPath, bytes } = await readUpload(request, kind);
      const filePath = await checkedAdminPath(request, rawPath);
      const judged = judgeUpload(kind, extensionOf(filePath), bytes);
      if (typeof judged === 'string') throw new ClientError(415, judged);
      try {
        await app.fileStorage.create(filePath, bytes, judged.contentType);
      } catch (error) {
        if (error instanceof FileExistsError) {
          throw new ClientError(409, `filePath ${filePath} is taken: a file is there already. Choose another name.`);
        }
        throw error;
      }
      const actor = await principalOf(request);
      await app.database.transaction((tx) =>
        recordAdminWrite(tx, {
          area: 'files',
          action: 'upload',
          recordKey: filePath,
          actor,
          detail: { contentType: judged.contentType, size: bytes.length },
        }),
      );
      return reply.code(201).send({ filePath, contentType: judged.contentType, size: bytes.length });
    });

  upload('/upload', imageUpload, 'a picture');
  upload('/uploadFile', documentUpload, 'a PDF');

  app.post('/deleteFile', { schema: deleteFileSchema }, async (request) => {
    const filePath = await checkedAdminPath(request, request.body.filePath);
    const update = await updateUsingFile(app.database, filePath);
    if (update !== undefined) {
      throw new ClientError(
        409,
        `filePath ${filePath} is the file of the update '${update}'; delete or change that update instead.`,
      );
    }
    if (!(await app.fileStorage.exists(filePath))) throw new ClientError(404, `There is no file at ${filePath}.`);
    await app.fileStorage.remove(filePath);
    const actor = await principalOf(request);
    await app.database.transaction((tx) =>
      recordAdminWrite(tx, { area: 'files', action: 'delete', recordKey: filePath, actor }),
    );
    return { success: true };
  });
}
