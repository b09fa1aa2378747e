/**
 * GET, PUT, PATCH and DELETE custom_objects/:type/:key. A body holds the record's c_ fields
 * and may repeat its key_value_string; in a PATCH, a null removes the field.
 */
export interface CustomObjectParams {
  type: string;
  key: string;
}

export type CustomObjectBody = Record<string, unknown> & { key_value_string?: string };

const params = {
  type: 'object',
  required: ['type', 'key'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 64 },
    key: { type: 'string', minLength: 1, maxLength: 256 },
  },
} as const;

const body = {
  type: 'object',
  additionalProperties: false,
  properties: { key_value_string: { type: 'string', minLength: 1, maxLength: 256 } },
  patternProperties: { '^c_[A-Za-z0-9_]{1,100}$': {} },
} as const;

export const readCustomObjectSchema = { params } as const;
export const writeCustomObjectSchema = { params, body } as const;
