/**
 * The admin's service messages (schema in service-messages-schema.ts). Any admin lists them;
 * only an internal admin writes them, since the banner shows them to every dealer's users.
 * Create assigns a random id; dates are checked in order (the end after the start) and kept
 * as ISO 8601 UTC, which the banner's activity rule reads (src/domain/shell/service-message.ts).
 * Every write is in the admin audit, in the write's own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkMessageDates, newRecordId } from '../../../domain/shell/news-admin-rules';
import { isServiceMessageActive } from '../../../domain/shell/service-message';
import {
  deleteCustomObject,
  findCustomObject,
  saveCustomObject,
  type CustomObjectRow,
} from '../../commerce/data-api/custom-objects/custom-object-repository';
import { ClientError } from '../../commerce/shop-api/client-error';
import { isoTime } from '../../commerce/shop-api/iso-time';
import { serviceMessageObjectType } from '../../shell/service-messages/service-message-repository';
import { recordAdminWrite } from '../audit/admin-audit';
import { internalAdmin } from '../updates/updates-routes';
import {
  createServiceMessageSchema,
  deleteServiceMessageSchema,
  listServiceMessagesSchema,
  replaceServiceMessageSchema,
} from './service-messages-schema';

interface MessageBody {
  c_status: boolean;
  c_languageCode: string;
  c_startDate?: string | undefined;
  c_endDate?: string | undefined;
  c_messageContent: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function messageOf(row: CustomObjectRow, now: Date) {
  const optional = (field: 'c_startDate' | 'c_endDate' | 'c_createdBy' | 'c_updatedBy') => {
    const value = text(row.data[field]);
    return value === undefined ? {} : { [field]: value };
  };
  const window = {
    c_status: row.data['c_status'],
    c_startDate: text(row.data['c_startDate']),
    c_endDate: text(row.data['c_endDate']),
  };
  return {
    id: row.key,
    c_status: row.data['c_status'] === true,
    c_languageCode: text(row.data['c_languageCode']) ?? '',
    c_messageContent: text(row.data['c_messageContent']) ?? '',
    ...optional('c_startDate'),
    ...optional('c_endDate'),
    ...optional('c_createdBy'),
    ...optional('c_updatedBy'),
    active: isServiceMessageActive(window, now),
    lastModified: isoTime(row.last_modified),
  };
}

/** The stored fields: dates in order and as ISO 8601 UTC, the text trimmed. */
function checkedFields(body: MessageBody) {
  const problems = checkMessageDates(body.c_startDate, body.c_endDate);
  const problem = problems.c_startDate ?? problems.c_endDate;
  if (problem !== undefined) {
    throw new ClientError(400, `${problems.c_startDate === undefined ? 'c_endDate' : 'c_startDate'}: ${problem}`);
  }
  const iso = (date: string | undefined) => (date === undefined ? undefined : new Date(date).toISOString());
  const start = iso(body.c_startDate);
  const end = iso(body.c_endDate);
  return {
    c_status: body.c_status,
    c_languageCode: body.c_languageCode,
    c_messageContent: body.c_messageContent.trim(),
    ...(start === undefined ? {} : { c_startDate: start }),
    ...(end === undefined ? {} : { c_endDate: end }),
  };
}

export default async function serviceMessagesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const writer = { preValidation: async (request: FastifyRequest) => void (await internalAdmin(request)) };

  app.get('/serviceMessages', { schema: listServiceMessagesSchema }, async (request) => {
    const { language, limit, offset } = request.query;
    const rows = await app.database.query<CustomObjectRow & { total: string }>(
      `select key, data, last_modified, count(*) over () as total from custom_objects
       where type = $1 and ($2::text is null or data->>'c_languageCode' = $2)
       order by last_modified desc, key
       limit $3 offset $4`,
      [serviceMessageObjectType, language ?? null, limit, offset],
    );
    const now = new Date();
    return { total: Number(rows[0]?.total ?? 0), items: rows.map((row) => messageOf(row, now)) };
  });

  app.post('/serviceMessages', { schema: createServiceMessageSchema, ...writer }, async (request, reply) => {
    const actor = await internalAdmin(request);
    const fields = checkedFields(request.body);
    const id = newRecordId('service-message', randomUUID());
    const actorId = actor.kind === 'user' ? actor.userId : actor.kind;
    const row = await app.database.transaction(async (tx) => {
      const saved = await saveCustomObject(tx, serviceMessageObjectType, id, {
        ...fields,
        c_createdBy: actorId,
        c_updatedBy: actorId,
      });
      await recordAdminWrite(tx, { area: 'service_messages', action: 'create', recordKey: id, actor, detail: fields });
      return saved;
    });
    return reply.code(201).send(messageOf(row, new Date()));
  });

  app.put('/serviceMessages/:id', { schema: replaceServiceMessageSchema, ...writer }, async (request) => {
    const actor = await internalAdmin(request);
    const fields = checkedFields(request.body);
    const { id } = request.params;
    const row = await app.database.transaction(async (tx) => {
      const stored = await findCustomObject(tx, serviceMessageObjectType, id, { forUpdate: true });
      if (stored === undefined) throw new ClientError(404, `There is no service message ${id}.`);
      const createdBy = text(stored.data['c_createdBy']);
      const saved = await saveCustomObject(tx, serviceMessageObjectType, id, {
        ...fields,
        ...(createdBy === undefined ? {} : { c_createdBy: createdBy }),
        c_updatedBy: actor.kind === 'user' ? actor.userId : actor.kind,
      });
      await recordAdminWrite(tx, { area: 'service_messages', action: 'update', recordKey: id, actor, detail: fields });
      return saved;
    });
    return messageOf(row, new Date());
  });

  app.delete('/serviceMessages/:id', { schema: deleteServiceMessageSchema, ...writer }, async (request) => {
    const actor = await internalAdmin(request);
    const { id } = request.params;
    await app.database.transaction(async (tx) => {
      const stored = await findCustomObject(tx, serviceMessageObjectType, id, { forUpdate: true });
      if (stored === undefined) throw new ClientError(404, `There is no service message ${id}.`);
      await deleteCustomObject(tx, serviceMessageObjectType, id);
      await recordAdminWrite(tx, { area: 'service_messages', action: 'delete', recordKey: id, actor });
    });
    return { success: true };
  });
}
