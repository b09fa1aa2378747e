/** Schema pieces the catalogue service's routes share, typed once with TypeBox. */
import { Type, type TSchema } from '@fastify/type-provider-typebox';

export const langCodeSchema = Type.String({ pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$', examples: ['fr-FR'] });

export const catHieIdSchema = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '^[a-z0-9-]+$',
  examples: ['arden-sb21-2024-m06'],
});

export const marketCodeSchema = Type.String({ maxLength: 3 });

/**
 * A catalogue record in a reply (src/domain/catalogue/catalogue-contracts.ts). Replies are
 * serialised through their schema, which drops what it does not list, so records stay open:
 * every field the domain type has reaches the client as the handler built it.
 */
export const catalogueRecordSchema = Type.Object({}, { additionalProperties: true });

/** Hierarchy (catalogue-contracts.ts): one level of the catalogue. */
export const hierarchySchema = Type.Object(
  {
    node: Type.Union([catalogueRecordSchema, Type.Null()]),
    breadcrumb: Type.Array(catalogueRecordSchema),
    children: Type.Array(catalogueRecordSchema),
    parts: Type.Array(catalogueRecordSchema),
    documents: Type.Array(catalogueRecordSchema),
  },
  { additionalProperties: true },
);

/** The catalogue service's envelope: { success: true, responseObject }. */
export function catalogueReplySchema<Reply extends TSchema>(responseObject: Reply) {
  return Type.Object({ success: Type.Boolean(), responseObject });
}
