/**
 * The admin's updates (EpcUpdates; catalogue spec, sections 3, 4 and 6; schema in
 * updates-schema.ts). Any admin lists them; only an internal admin writes them, since every
 * dealer's users read them (src/domain/files/file-areas.ts). Create assigns a random id. The
 * PDF was uploaded through /uploadFile: the write checks that it is there and is no other
 * update's. A replaced PDF is deleted after the commit (a failure there is logged and leaves
 * an unused file, never a record without its file). Every write is in the admin audit, in
 * the write's own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../../domain/access/principal';
import { checkCatalogueWideWrite } from '../../../domain/files/file-areas';
import { checkUpdateFilePath, newRecordId } from '../../../domain/shell/news-admin-rules';
import { principalOf } from '../../access/request-principal';
import { findCustomObject, saveCustomObject } from '../../commerce/data-api/custom-objects/custom-object-repository';
import { ClientError } from '../../commerce/shop-api/client-error';
import type { Queryable } from '../../db/database';
import { updateUsingFile } from '../../files/update-file-references';
import { newsFileUrl, newsObjectType } from '../../shell/news/news-record';
import { recordAdminWrite } from '../audit/admin-audit';
import { deleteUpdate } from './delete-update';
import { adminUpdateOf, listAdminUpdates } from './updates-repository';
import { createUpdateSchema, deleteUpdateSchema, listUpdatesSchema, replaceUpdateSchema } from './updates-schema';

interface UpdateFields {
  c_name: string;
  c_languageCode: string;
  c_filePath: string;
  c_fileName?: string | undefined;
}

export async function internalAdmin(request: FastifyRequest): Promise<Principal> {
  const principal = await principalOf(request);
  const refusal = checkCatalogueWideWrite(principal.kind === 'user' ? principal.profile : undefined);
  if (refusal !== undefined) throw new ClientError(403, refusal);
  return principal;
}

const actorId = (principal: Principal) => (principal.kind === 'user' ? principal.userId : principal.kind);

export default async function updatesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /** The stored fields of an update as given, once its PDF is checked. */
  async function checkedFields(tx: Queryable, id: string, body: UpdateFields) {
    const pathProblem = checkUpdateFilePath(body.c_filePath);
    if (pathProblem !== undefined) throw new ClientError(400, `c_${pathProblem}`);
    if (!(await app.fileStorage.exists(body.c_filePath))) {
      throw new ClientError(400, `c_filePath: there is no uploaded file at ${body.c_filePath}; upload the PDF first.`);
    }
    const [owner] = await tx.query<{ key: string }>(
      `select key from custom_objects where type = $1 and data->>'c_filePath' = $2 and key <> $3 limit 1`,
      [newsObjectType, body.c_filePath, id],
    );
    if (owner !== undefined) throw new ClientError(409, `c_filePath ${body.c_filePath} is the file of another update.`);
    const fileName = body.c_fileName ?? body.c_filePath.slice(body.c_filePath.lastIndexOf('/') + 1);
    return {
      c_name: body.c_name.trim(),
      c_languageCode: body.c_languageCode,
      c_filePath: body.c_filePath,
      c_fileName: fileName,
      c_fileUrl: newsFileUrl(id),
    };
  }

  app.get('/updates', { schema: listUpdatesSchema }, async (request) =>
    listAdminUpdates(app.database, {
      language: request.query.language,
      limit: request.query.limit,
      offset: request.query.offset,
    }),
  );

  // A retailer admin is refused before the body is read, as the level hook refuses others.
  const writer = { preValidation: async (request: FastifyRequest) => void (await internalAdmin(request)) };

  app.post('/updates', { schema: createUpdateSchema, ...writer }, async (request, reply) => {
    const actor = await internalAdmin(request);
    const id = newRecordId('update', randomUUID());
    const row = await app.database.transaction(async (tx) => {
      const fields = await checkedFields(tx, id, request.body);
      const saved = await saveCustomObject(tx, newsObjectType, id, {
        ...fields,
        c_createdBy: actorId(actor),
        c_updatedBy: actorId(actor),
      });
      await recordAdminWrite(tx, { area: 'updates', action: 'create', recordKey: id, actor, detail: fields });
      return saved;
    });
    return reply.code(201).send(adminUpdateOf(row));
  });

  app.put('/updates/:id', { schema: replaceUpdateSchema, ...writer }, async (request) => {
    const actor = await internalAdmin(request);
    const { id } = request.params;
    const { row, replacedFile } = await app.database.transaction(async (tx) => {
      const stored = await findCustomObject(tx, newsObjectType, id, { forUpdate: true });
      if (stored === undefined) throw new ClientError(404, `There is no update ${id}.`);
      const fields = await checkedFields(tx, id, request.body);
      const createdBy = stored.data['c_createdBy'];
      const saved = await saveCustomObject(tx, newsObjectType, id, {
        ...fields,
        ...(typeof createdBy === 'string' ? { c_createdBy: createdBy } : {}),
        c_updatedBy: actorId(actor),
      });
      await recordAdminWrite(tx, { area: 'updates', action: 'update', recordKey: id, actor, detail: fields });
      const before = stored.data['c_filePath'];
      const replaced = typeof before === 'string' && before !== fields.c_filePath ? before : undefined;
      return { row: saved, replacedFile: replaced };
    });
    if (replacedFile !== undefined && checkUpdateFilePath(replacedFile) === undefined) {
      const stillUsed = await updateUsingFile(app.database, replacedFile);
      if (stillUsed === undefined) {
        await app.fileStorage.remove(replacedFile).catch((error: unknown) => {
          request.log.error({ err: error, filePath: replacedFile }, "an update's replaced PDF could not be deleted");
        });
      }
    }
    return adminUpdateOf(row);
  });

  app.delete('/updates/:id', { schema: deleteUpdateSchema, ...writer }, async (request) => {
    const actor = await internalAdmin(request);
    return deleteUpdate(app.database, app.fileStorage, request.log, request.params.id, actor);
  });
}
