/**
 * Bounds on a search query's size, checked before any SQL is built: the schema bounds each
 * list, but a bool_query nests, so a deep or wide tree could still make a statement with more
 * than PostgreSQL's 65,535 bind parameters or recurse deep enough to fail. Each c_ field and
 * each value is one parameter, so these limits keep a statement to a few thousand.
 */
import { ClientError } from '../../shop-api/client-error';
import type { SearchQuery } from './search-schema';

export const maxQueryDepth = 8;
export const maxQueryTerms = 100;
export const maxQueryValues = 1000;

export function checkQueryBounds(query: SearchQuery): void {
  let terms = 0;
  let values = 0;
  const pending: { query: SearchQuery; path: string; depth: number }[] = [{ query, path: 'query', depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { query: current, path, depth } = next;
    if (depth > maxQueryDepth) throw new ClientError(400, `${path} is nested more than ${maxQueryDepth} queries deep.`);
    if ('bool_query' in current) {
      for (const part of ['must', 'should', 'must_not'] as const) {
        (current.bool_query[part] ?? []).forEach((subQuery, index) =>
          pending.push({ query: subQuery, path: `${path}.bool_query.${part}.${index}`, depth: depth + 1 }),
        );
      }
      continue;
    }
    if ('text_query' in current || 'term_query' in current) terms += 1;
    if ('term_query' in current) values += current.term_query.values?.length ?? 0;
    if (terms > maxQueryTerms)
      throw new ClientError(400, `query holds more than ${maxQueryTerms} text and term queries.`);
    if (values > maxQueryValues) throw new ClientError(400, `query holds more than ${maxQueryValues} values in all.`);
  }
}
