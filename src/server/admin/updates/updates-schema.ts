/**
 * The admin's updates (EpcUpdates, the EPC news; catalogue spec, sections 3, 4 and 6), typed
 * once with TypeBox:
 *
 *   GET    /admin/api/v1/updates?language=&limit=&offset=   the list, newest first
 *   POST   /admin/api/v1/updates                            create (random id)
 *   PUT    /admin/api/v1/updates/:id                        update
 *   DELETE /admin/api/v1/updates/:id                        { outcome: success | error | iepc-error | gcp-error }
 *
 * The PDF is uploaded first through POST /uploadFile; the update names it by c_filePath.
 */
import { Type } from '@fastify/type-provider-typebox';
import { maxFilePathLength } from '../../../domain/files/file-path';
import { supportedLanguages } from '../../../domain/profile/supported-languages';
import { maxUpdateNameLength, updateDeletionOutcomes } from '../../../domain/shell/news-admin-rules';
import { problemDetailsSchema } from '../../http/problem-details-schema';

const errors = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  404: problemDetailsSchema,
  409: problemDetailsSchema,
};

export const recordId = Type.String({ minLength: 1, maxLength: 160, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' });

export const languageCode = Type.Enum(supportedLanguages, { type: 'string', examples: ['en-GB'] });

const updateFields = Type.Object(
  {
    c_name: Type.String({ minLength: 1, maxLength: maxUpdateNameLength, pattern: '\\S' }),
    c_languageCode: languageCode,
    c_filePath: Type.String({ minLength: 1, maxLength: maxFilePathLength, examples: ['updates/2026-11.pdf'] }),
    /** The name the PDF is offered under (the uploaded file's own name); defaults to the path's. */
    c_fileName: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[^/\\\\]+$' })),
  },
  { additionalProperties: false },
);

const adminUpdate = Type.Object({
  id: Type.String(),
  c_name: Type.String(),
  c_languageCode: Type.String(),
  c_fileUrl: Type.String(),
  c_filePath: Type.Optional(Type.String()),
  c_fileName: Type.String(),
  c_createdBy: Type.Optional(Type.String()),
  c_updatedBy: Type.Optional(Type.String()),
  lastModified: Type.String({ format: 'date-time' }),
});

export const listUpdatesSchema = {
  description: 'The updates of every language (or one), newest first; admins only.',
  querystring: Type.Object(
    {
      language: Type.Optional(languageCode),
      limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
      offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ total: Type.Integer(), items: Type.Array(adminUpdate) }), ...errors },
};

export const createUpdateSchema = {
  description:
    'Creates an update under a random id; internal admins only. c_filePath is a PDF uploaded through /uploadFile.',
  body: updateFields,
  response: { 201: adminUpdate, ...errors },
};

export const replaceUpdateSchema = {
  description: "Changes an update's name, language or PDF; internal admins only. A replaced PDF is deleted.",
  params: Type.Object({ id: recordId }),
  body: updateFields,
  response: { 200: adminUpdate, ...errors },
};

export const deleteUpdateSchema = {
  description:
    "Deletes an update and its PDF (catalogue spec, section 4): outcome 'success', 'iepc-error' (the record could not be deleted), 'gcp-error' (the file could not be deleted) or 'error'; on any but success nothing changed.",
  params: Type.Object({ id: recordId }),
  response: {
    200: Type.Object({ outcome: Type.Enum(updateDeletionOutcomes, { type: 'string' }), detail: Type.String() }),
    ...errors,
  },
};
