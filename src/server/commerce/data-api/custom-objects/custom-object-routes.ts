/**
 * GET, PUT, PATCH and DELETE custom_objects/:type/:key. Each write checks access and writes
 * in one transaction, holding the record's row lock in between. PUT answers 201 when it
 * created the record and 200 when it replaced one; DELETE answers 204.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isCustomObjectType } from '../../../../domain/profile/custom-object-access';
import { sendProblem } from '../../../http/problem-details';
import { checkReplace, loadForAction, type CustomObjectTargetParams } from './custom-object-access-check';
import { customFieldsOf, customObjectDocument } from './custom-object-document';
import { deleteCustomObject, saveCustomObject } from './custom-object-repository';
import {
  deleteCustomObjectSchema,
  patchCustomObjectSchema,
  putCustomObjectSchema,
  readCustomObjectSchema,
  type CustomObjectParams,
} from './custom-object-schema';
import { checkWriteBody, patchedFields } from './custom-object-write';

export default async function customObjectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('preHandler', async (request, reply) => {
    const { type } = request.params as CustomObjectParams;
    if (isCustomObjectType(type)) return undefined;
    return sendProblem(reply, 404, `There is no custom object type ${type}.`);
  });

  app.get('/:type/:key', { schema: readCustomObjectSchema }, async (request) => {
    const target = request.params as CustomObjectTargetParams;
    const row = await loadForAction(app.database, request, 'read', target);
    return customObjectDocument(target.type, row);
  });

  app.put('/:type/:key', { schema: putCustomObjectSchema }, async (request, reply) => {
    const target = request.params as CustomObjectTargetParams;
    checkWriteBody(target.type, target.key, request.body, 'PUT');
    const fields = customFieldsOf(request.body);
    const { existed, row } = await app.database.transaction(async (tx) => {
      const { existed } = await checkReplace(tx, request, target, fields);
      return { existed, row: await saveCustomObject(tx, target.type, target.key, fields) };
    });
    return reply.code(existed ? 200 : 201).send(customObjectDocument(target.type, row));
  });

  app.patch('/:type/:key', { schema: patchCustomObjectSchema }, async (request) => {
    const target = request.params as CustomObjectTargetParams;
    checkWriteBody(target.type, target.key, request.body, 'PATCH');
    const patch = customFieldsOf(request.body);
    const row = await app.database.transaction(async (tx) => {
      const stored = await loadForAction(tx, request, 'patch', target, (data) => patchedFields(data, patch));
      return saveCustomObject(tx, target.type, target.key, patchedFields(stored.data, patch));
    });
    return customObjectDocument(target.type, row);
  });

  app.delete('/:type/:key', { schema: deleteCustomObjectSchema }, async (request, reply) => {
    const target = request.params as CustomObjectTargetParams;
    await app.database.transaction(async (tx) => {
      await loadForAction(tx, request, 'delete', target);
      await deleteCustomObject(tx, target.type, target.key);
    });
    return reply.code(204).send(null);
  });
}
