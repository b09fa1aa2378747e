/**
 * GET /admin/api/v1/audit?area&dealer&offset&limit (issue 16: "every admin write records who
 * and when and shows in an audit list"), typed once with TypeBox.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { maxPagingOffset } from '../../http/numeric-bounds';
import { problemDetailsSchema } from '../../http/problem-details-schema';

export const defaultAuditLimit = 20;
export const maxAuditLimit = 100;

const query = Type.Object({
  area: Type.Optional(
    Type.String({ maxLength: 40, pattern: '^[a-z_]*$', description: "An admin area ('users', 'tax_rates', ...)." }),
  ),
  dealer: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', description: 'A dealer code.' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: maxPagingOffset, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxAuditLimit, default: defaultAuditLimit })),
});

export type AdminAuditQueryString = Static<typeof query>;

const nullableText = Type.Union([Type.String(), Type.Null()]);

export const adminAuditSchema = {
  description:
    "The admin writes, newest first (admins only): an internal admin sees all, a retailer admin their own dealer's.",
  querystring: query,
  response: {
    200: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      offset: Type.Integer({ minimum: 0 }),
      limit: Type.Integer({ minimum: 1 }),
      entries: Type.Array(
        Type.Object({
          id: Type.Integer(),
          at: Type.String({ format: 'date-time' }),
          area: Type.String(),
          action: Type.String(),
          recordKey: Type.String(),
          actor: Type.String(),
          actorDealerCode: nullableText,
          dealerCode: nullableText,
          detail: Type.Record(Type.String(), Type.Unknown()),
        }),
      ),
    }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
  },
};
