/**
 * The admin's service messages (EpcServiceMessages: c_status, c_languageCode, c_startDate,
 * c_endDate and the text, c_messageContent; catalogue spec, sections 3, 4 and 6), typed once
 * with TypeBox:
 *
 *   GET    /admin/api/v1/serviceMessages?language=&limit=&offset=
 *   POST   /admin/api/v1/serviceMessages          create (random id)
 *   PUT    /admin/api/v1/serviceMessages/:id      update
 *   DELETE /admin/api/v1/serviceMessages/:id      { success: true }
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxMessageLength } from '../../../domain/shell/news-admin-rules';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { languageCode, recordId } from '../updates/updates-schema';

const errors = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  404: problemDetailsSchema,
};

const dateTime = Type.String({ format: 'date-time', examples: ['2026-11-25T08:00:00.000Z'] });

const messageFields = Type.Object(
  {
    c_status: Type.Boolean(),
    c_languageCode: languageCode,
    c_startDate: Type.Optional(dateTime),
    c_endDate: Type.Optional(dateTime),
    c_messageContent: Type.String({ minLength: 1, maxLength: maxMessageLength, pattern: '\\S' }),
  },
  { additionalProperties: false },
);

const adminServiceMessage = Type.Object({
  id: Type.String(),
  c_status: Type.Boolean(),
  c_languageCode: Type.String(),
  c_startDate: Type.Optional(Type.String()),
  c_endDate: Type.Optional(Type.String()),
  c_messageContent: Type.String(),
  /** Whether the banner shows it now (status on and now between its dates). */
  active: Type.Boolean(),
  c_createdBy: Type.Optional(Type.String()),
  c_updatedBy: Type.Optional(Type.String()),
  lastModified: Type.String({ format: 'date-time' }),
});

export const listServiceMessagesSchema = {
  description: 'The service messages of every language (or one), newest first; admins only.',
  querystring: Type.Object(
    {
      language: Type.Optional(languageCode),
      limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
      offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ total: Type.Integer(), items: Type.Array(adminServiceMessage) }),
    ...errors,
  },
};

export const createServiceMessageSchema = {
  description: 'Creates a service message under a random id; internal admins only.',
  body: messageFields,
  response: { 201: adminServiceMessage, ...errors },
};

export const replaceServiceMessageSchema = {
  description: 'Changes a service message; internal admins only.',
  params: Type.Object({ id: recordId }),
  body: messageFields,
  response: { 200: adminServiceMessage, ...errors },
};

export const deleteServiceMessageSchema = {
  description: 'Deletes a service message; internal admins only.',
  params: Type.Object({ id: recordId }),
  response: { 200: Type.Object({ success: Type.Boolean() }), ...errors },
};
