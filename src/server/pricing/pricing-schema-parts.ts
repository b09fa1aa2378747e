/** Schema pieces the pricing routes share, typed once with TypeBox. */
import { Type } from '@fastify/type-provider-typebox';

export const marketPattern = '^[A-Za-z]{2}$';

export const marketSchema = Type.String({ pattern: marketPattern, examples: ['GB'] });

/** The langCode a request without one is read in; the schema fills it in (Ajv's useDefaults). */
export const defaultLangCode = 'EN';

/** The price lookup's langCode (priceLookupLangCode): 'EN', 'FR', 'zh-CN'... */
export const langCodeSchema = Type.String({
  pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$',
  default: defaultLangCode,
  examples: ['EN'],
});

/** The same fields as PriceLookupPart (src/domain/shopping-list/shopping-list-contracts.ts). */
export const priceLookupPartSchema = Type.Object({
  apn: Type.String(),
  unitPrice: Type.String(),
  discountRate: Type.String(),
  taxRate: Type.String(),
  discountCode: Type.String(),
  taxCode: Type.String(),
  apnDesc: Type.String(),
});

/** PartAvailability (shopping-list-contracts.ts): the dealer's stock and lead time (issue 20). */
export const partAvailabilitySchema = Type.Object({
  stockQuantity: Type.Integer({ minimum: 0, examples: [4] }),
  leadTimeDays: Type.Integer({ minimum: 0, examples: [0] }),
});

/** A part of the price lookup's reply: the spec's fields and the availability field. */
export const priceLookupOfferSchema = Type.Object({
  ...priceLookupPartSchema.properties,
  availability: partAvailabilitySchema,
});
