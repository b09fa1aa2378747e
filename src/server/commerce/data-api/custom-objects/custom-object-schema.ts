/**
 * GET, PUT, PATCH and DELETE custom_objects/:type/:key, typed once with TypeBox. A body holds
 * the record's c_ fields and may repeat its key_value_string; in a PATCH, a null removes the
 * field. A reply is the record as custom-object-document.ts builds it: its c_ fields vary by
 * type and are the caller's own, so the reply object stays open and none is dropped.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

const params = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 64 }),
  key: Type.String({ minLength: 1, maxLength: 256 }),
});

export type CustomObjectParams = Static<typeof params>;

const body = Type.Object(
  { key_value_string: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })) },
  { additionalProperties: false, patternProperties: { '^c_[A-Za-z0-9_]{1,100}$': {} } },
);

/** The c_ fields are allowed by the pattern above, which the static type cannot name. */
export type CustomObjectBody = Static<typeof body> & Record<string, unknown>;

/** A whole record as sent by GET, PUT and PATCH; search hits are the same, possibly cut by select. */
export const customObjectDocumentSchema = Type.Object(
  {
    object_type: Type.String(),
    key_value_string: Type.String(),
    last_modified: Type.String({ description: 'ISO 8601 time' }),
  },
  { additionalProperties: true, description: 'The record: these and its c_ fields.' },
);

export const readCustomObjectSchema = {
  params,
  response: { 200: customObjectDocumentSchema, '4xx': problemDetailsSchema },
};

/** PUT answers 201 when it created the record and 200 when it replaced one. */
export const putCustomObjectSchema = {
  params,
  body,
  response: { 200: customObjectDocumentSchema, 201: customObjectDocumentSchema, '4xx': problemDetailsSchema },
};

export const patchCustomObjectSchema = {
  params,
  body,
  response: { 200: customObjectDocumentSchema, '4xx': problemDetailsSchema },
};

export const deleteCustomObjectSchema = {
  params,
  response: {
    204: Type.Null({ description: 'Deleted; no body.' }),
    '4xx': problemDetailsSchema,
  },
};
