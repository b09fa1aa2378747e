/**
 * POST custom_objects_search/:type -> { count, hits, query, select, sorts, start, total,
 * next: { start, count } }. A search only ever sees what the caller may read: for their own
 * records (EPCUsers, EPCShoplist) the owner condition is part of the SQL, so paging and
 * totals count only those.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { customObjectSearchScope, isCustomObjectType } from '../../../../domain/profile/custom-object-access';
import { sendProblem } from '../../../http/problem-details';
import { findCaller } from '../custom-object-caller';
import { customObjectDocument } from '../custom-objects/custom-object-document';
import type { CustomObjectRow } from '../custom-objects/custom-object-repository';
import { checkQueryBounds } from './search-limits';
import { searchSchema, type SearchBody } from './search-schema';
import { orderBy, searchCondition, SqlParameters } from './search-sql';
import { pickFields, selectedFields } from './select-fields';

export default async function searchRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/custom_objects_search/:type', { schema: searchSchema }, async (request, reply) => {
      const { type } = request.params;
      if (!isCustomObjectType(type)) return sendProblem(reply, 404, `There is no custom object type ${type}.`);
      const scope = customObjectSearchScope(await findCaller(app.database, request.shopper), type);
      if (scope.scope === 'denied') return sendProblem(reply, 403, scope.reason);

      // Ajv has filled in start's and count's defaults by now (search-schema.ts).
      const { query, sorts = [], select, start, count } = request.body as SearchBody;
      checkQueryBounds(query);
      const fields = selectedFields(select);
      const params = new SqlParameters();
      const conditions = [`type = ${params.add(type)}`, `(${searchCondition(query, params)})`];
      if (scope.scope === 'owned') {
        const owner = params.add(scope.userId);
        conditions.push(`key = ${owner}`);
      }
      const where = conditions.join(' and ');
      const [total] = await app.database.query<{ count: number }>(
        `select count(*)::int as count from custom_objects where ${where}`,
        params.values,
      );
      const order = orderBy(sorts, params);
      const rows = await app.database.query<CustomObjectRow>(
        `select key, data, last_modified from custom_objects where ${where}
         order by ${order} limit ${params.add(count)} offset ${params.add(start)}`,
        params.values,
      );
      const totalCount = total?.count ?? 0;
      const hits = rows.map((row) => pickFields(customObjectDocument(type, row), fields));
      return {
        count: hits.length,
        hits,
        query,
        ...(select === undefined ? {} : { select }),
        sorts,
        start,
        total: totalCount,
        ...(start + hits.length < totalCount ? { next: { start: start + hits.length, count } } : {}),
      };
    });
}
