/**
 * Turns a search query into a SQL condition over custom_objects, with every value and field
 * name a bound parameter. c_ fields compare as JSON (data -> field), so numbers compare as
 * numbers, booleans as booleans and strings as strings, and a value of another type never
 * matches; key_value_string compares as text and lastModified as a time. A text_query finds
 * the phrase anywhere in the field, ignoring case. In a bool_query every must holds, at least
 * one should holds (when any is given), and no must_not holds.
 */
import { ClientError } from '../../shop-api/client-error';
import type { SearchQuery, SearchSort, TermOperator, TermValue } from './search-schema';

export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

type FieldKind = 'json' | 'key' | 'time';

function kindOf(field: string): FieldKind {
  if (field === 'key_value_string') return 'key';
  if (field === 'lastModified' || field === 'last_modified') return 'time';
  return 'json';
}

export function searchCondition(query: SearchQuery, params: SqlParameters, path = 'query'): string {
  if ('match_all_query' in query) return 'true';
  if ('text_query' in query) {
    const { fields, search_phrase: phrase } = query.text_query;
    const pattern = params.add(`%${phrase.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`);
    return anyOf(fields.map((field) => `${textOf(field, params)} ilike ${pattern}`));
  }
  if ('term_query' in query) {
    const { fields, operator, values = [] } = query.term_query;
    checkValues(operator, values, `${path}.term_query.values`);
    return anyOf(fields.map((field) => termCondition(field, operator, values, params, `${path}.term_query`)));
  }
  const { must = [], should = [], must_not: mustNot = [] } = query.bool_query;
  const nested = (queries: SearchQuery[], part: string) =>
    queries.map((subQuery, index) => searchCondition(subQuery, params, `${path}.bool_query.${part}.${index}`));
  const parts = [...nested(must, 'must'), ...nested(mustNot, 'must_not').map((condition) => `not (${condition})`)];
  if (should.length > 0) parts.push(anyOf(nested(should, 'should')));
  return parts.length === 0 ? 'true' : parts.map((part) => `(${part})`).join(' and ');
}

export function orderBy(sorts: readonly SearchSort[], params: SqlParameters): string {
  const terms = sorts.map(
    (sort) => `${sortExpression(sort.field, params)} ${sort.sort_order === 'asc' ? 'asc' : 'desc'} nulls last`,
  );
  // Newest first unless told otherwise; the key last, so equal times still page stably.
  if (terms.length === 0) terms.push('last_modified desc');
  return [...terms, 'key asc'].join(', ');
}

function termCondition(
  field: string,
  operator: TermOperator,
  values: TermValue[],
  params: SqlParameters,
  path: string,
) {
  const kind = kindOf(field);
  const column = kind === 'json' ? `(data -> ${params.add(field)}::text)` : kind === 'key' ? 'key' : 'last_modified';
  const value = (item: TermValue) => {
    if (kind === 'json') return `${params.add(JSON.stringify(item))}::jsonb`;
    if (kind === 'key') return params.add(String(item));
    if (typeof item !== 'string' || Number.isNaN(Date.parse(item))) {
      throw new ClientError(400, `${path}.values must be ISO 8601 date-times for ${field}.`);
    }
    return `${params.add(item)}::timestamptz`;
  };
  switch (operator) {
    case 'is_null':
      return `${column} is null`;
    case 'is_not_null':
      return `${column} is not null`;
    case 'is':
      return `${column} = ${value(values[0] as TermValue)}`;
    case 'one_of':
      return `${column} in (${values.map(value).join(', ')})`;
    case 'not_in':
      return `${column} is null or ${column} not in (${values.map(value).join(', ')})`;
    case 'less':
      return `${column} < ${value(values[0] as TermValue)}`;
    case 'greater':
      return `${column} > ${value(values[0] as TermValue)}`;
  }
}

function checkValues(operator: TermOperator, values: readonly unknown[], path: string): void {
  values.forEach((item, index) => {
    if (!['string', 'number', 'boolean'].includes(typeof item)) {
      throw new ClientError(400, `${path}.${index} must be a string, number or boolean.`);
    }
  });
  const single = operator === 'is' || operator === 'less' || operator === 'greater';
  const none = operator === 'is_null' || operator === 'is_not_null';
  if (single && values.length !== 1) throw new ClientError(400, `${path} must hold exactly one value for ${operator}.`);
  if (none && values.length > 0) throw new ClientError(400, `${path} must be empty for ${operator}.`);
  if (!single && !none && values.length === 0)
    throw new ClientError(400, `${path} must hold at least one value for ${operator}.`);
}

function textOf(field: string, params: SqlParameters): string {
  const kind = kindOf(field);
  if (kind === 'key') return 'key';
  if (kind === 'time') return 'last_modified::text';
  return `(data ->> ${params.add(field)}::text)`;
}

function sortExpression(field: string, params: SqlParameters): string {
  const kind = kindOf(field);
  if (kind === 'key') return 'key';
  if (kind === 'time') return 'last_modified';
  return `(data -> ${params.add(field)}::text)`;
}

function anyOf(conditions: readonly string[]): string {
  return conditions.length === 1
    ? (conditions[0] ?? 'false')
    : conditions.map((condition) => `(${condition})`).join(' or ');
}
