/**
 * POST custom_objects_search/:type (OCAPI custom_object_search_request): a query of
 * match_all_query, text_query, term_query or bool_query (nested), sorts, a select, and
 * start/count paging. The query is recursive, so it is one schema definition that refers
 * to itself.
 */
import { maxPagingOffset } from '../../../http/numeric-bounds';

export const termOperators = ['is', 'one_of', 'not_in', 'is_null', 'is_not_null', 'less', 'greater'] as const;
export type TermOperator = (typeof termOperators)[number];

export type TermValue = string | number | boolean;

export type SearchQuery =
  | { match_all_query: Record<string, never> }
  | { text_query: { fields: string[]; search_phrase: string } }
  | { term_query: { fields: string[]; operator: TermOperator; values?: TermValue[] } }
  | { bool_query: { must?: SearchQuery[]; should?: SearchQuery[]; must_not?: SearchQuery[] } };

export interface SearchSort {
  field: string;
  sort_order?: 'asc' | 'desc';
}

export interface SearchBody {
  query: SearchQuery;
  sorts?: SearchSort[];
  select?: string;
  start: number;
  count: number;
}

export const defaultSearchCount = 25;
export const maxSearchCount = 200;

/** c_ fields, the key, and the modification time under either of its spellings. */
const fieldName = {
  type: 'string',
  pattern: '^(c_[A-Za-z0-9_]{1,100}|key_value_string|lastModified|last_modified)$',
} as const;

const fieldList = { type: 'array', minItems: 1, maxItems: 10, items: fieldName } as const;
const subQueries = { type: 'array', minItems: 1, maxItems: 20, items: { $ref: '#/definitions/query' } } as const;

export const searchSchema = {
  params: {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', minLength: 1, maxLength: 64 } },
  },
  body: {
    type: 'object',
    required: ['query'],
    additionalProperties: false,
    definitions: {
      query: {
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
      },
    },
    properties: {
      query: { $ref: '#/definitions/query' },
      sorts: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          required: ['field'],
          additionalProperties: false,
          properties: { field: fieldName, sort_order: { type: 'string', enum: ['asc', 'desc'] } },
        },
      },
      select: { type: 'string', maxLength: 1000 },
      start: { type: 'integer', minimum: 0, maximum: maxPagingOffset, default: 0 },
      count: { type: 'integer', minimum: 1, maximum: maxSearchCount, default: defaultSearchCount },
    },
  },
} as const;
