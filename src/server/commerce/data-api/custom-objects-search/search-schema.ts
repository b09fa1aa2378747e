/**
 * POST custom_objects_search/:type (OCAPI custom_object_search_request): a query of
 * match_all_query, text_query, term_query or bool_query (nested), sorts, a select, and
 * start/count paging. The query is recursive, so it is one schema definition that refers
 * to itself. It stays a plain JSON schema definition typed by SearchQuery below: the body
 * refers to it by $ref, as Ajv and the OpenAPI document both read it. The rest of the body,
 * and the reply, are typed once with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { maxPagingOffset } from '../../../http/numeric-bounds';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

export const termOperators = ['is', 'one_of', 'not_in', 'is_null', 'is_not_null', 'less', 'greater'] as const;
export type TermOperator = (typeof termOperators)[number];

export type TermValue = string | number | boolean;

export type SearchQuery =
  | { match_all_query: Record<string, never> }
  | { text_query: { fields: string[]; search_phrase: string } }
  | { term_query: { fields: string[]; operator: TermOperator; values?: TermValue[] } }
  | { bool_query: { must?: SearchQuery[]; should?: SearchQuery[]; must_not?: SearchQuery[] } };

export const defaultSearchCount = 25;
export const maxSearchCount = 200;

/** c_ fields, the key, and the modification time under either of its spellings. */
const fieldName = {
  type: 'string',
  pattern: '^(c_[A-Za-z0-9_]{1,100}|key_value_string|lastModified|last_modified)$',
} as const;

const fieldList = { type: 'array', minItems: 1, maxItems: 10, items: fieldName } as const;
const subQueries = { type: 'array', minItems: 1, maxItems: 20, items: { $ref: '#/definitions/query' } } as const;

const queryDefinition = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: {
    match_all_query: { type: 'object', additionalProperties: false, properties: {} },
    text_query: {
      type: 'object',
      required: ['fields', 'search_phrase'],
      additionalProperties: false,
      properties: { fields: fieldList, search_phrase: { type: 'string', minLength: 1, maxLength: 256 } },
    },
    term_query: {
      type: 'object',
      required: ['fields', 'operator'],
      additionalProperties: false,
      properties: {
        fields: fieldList,
        operator: { type: 'string', enum: termOperators },
        // Item types are checked by search-sql.ts: a typed union here would let Ajv's type
        // coercion turn 5 into '5' or true, and JSON comparisons need the value as sent.
        values: { type: 'array', maxItems: 100 },
      },
    },
    bool_query: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: { must: subQueries, should: subQueries, must_not: subQueries },
    },
  },
} as const;

const sort = Type.Object(
  {
    field: Type.Unsafe<string>(fieldName),
    sort_order: Type.Optional(Type.Enum(['asc', 'desc'])),
  },
  { additionalProperties: false },
);

export type SearchSort = Static<typeof sort>;

const body = Type.Object(
  {
    query: Type.Unsafe<SearchQuery>({ $ref: '#/definitions/query' }),
    sorts: Type.Optional(Type.Array(sort, { maxItems: 5 })),
    select: Type.Optional(Type.String({ maxLength: 1000 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: maxSearchCount, default: defaultSearchCount })),
  },
  { additionalProperties: false, definitions: { query: queryDefinition } },
);

/** start and count always have a value by the handler: Ajv fills in their defaults. */
export type SearchBody = Static<typeof body> & { start: number; count: number };

const searchReply = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  hits: Type.Array(
    Type.Object({}, { additionalProperties: true, description: 'A record, or the fields of it that select names.' }),
  ),
  query: Type.Unknown({ description: 'The query, as asked' }),
  select: Type.Optional(Type.String()),
  sorts: Type.Array(sort),
  start: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  next: Type.Optional(Type.Object({ start: Type.Integer({ minimum: 0 }), count: Type.Integer({ minimum: 1 }) })),
});

export const searchSchema = {
  params: Type.Object({ type: Type.String({ minLength: 1, maxLength: 64 }) }),
  body,
  response: { 200: searchReply, '4xx': problemDetailsSchema },
};
