/**
 * POST /api/shopping-list/price { lines (at most 1000), market, langCode } -> { lines,
 * totals, currency, pricedAt }. A line's quantity is a whole number from 1 to 9999 or A/R;
 * priceAmmend a percentage from 0 to 100.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { problemDetailsSchema } from '../../http/problem-details-schema';
import { langCodeSchema, marketSchema } from '../pricing-schema-parts';

export const maxPricedLines = 1000;

const defaultPartDescription = '';
const defaultPriceAmmend = '0';

const money = Type.String();

const lineProperties = {
  productId: Type.String({ minLength: 1, maxLength: 64 }),
  partNumber: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
  partDescription: Type.Optional(Type.String({ maxLength: 500, default: defaultPartDescription })),
  quantity: Type.String({ pattern: '^([1-9][0-9]{0,3}|A/R)$' }),
  priceAmmend: Type.Optional(
    Type.String({ pattern: '^(100(\\.0*)?|[0-9]{1,2}(\\.[0-9]*)?)$', default: defaultPriceAmmend }),
  ),
};

const lineSchema = Type.Object(lineProperties, { additionalProperties: false });

/** A PricedLine (shopping-list-contracts.ts): the line as sent, with its prices. */
const pricedLineSchema = Type.Object({
  ...lineProperties,
  unitPrice: money,
  price: money,
  discountCode: Type.String(),
  discountRate: money,
  discountedPrice: money,
  taxRate: money,
  taxCode: Type.String(),
  tax: money,
  total: money,
});

/**
 * A line as the schema hands it over. Ajv has filled in the defaults (useDefaults), so the
 * fallbacks here only tell the compiler what validation already made true.
 */
export function toShoppingListLine(line: Static<typeof lineSchema>): ShoppingListLine {
  return {
    ...line,
    partDescription: line.partDescription ?? defaultPartDescription,
    priceAmmend: line.priceAmmend ?? defaultPriceAmmend,
  };
}

export const priceShoppingListSchema = {
  description: "Prices a shopping list in one of the caller's markets, with the rates of the caller's retailer.",
  body: Type.Object(
    {
      lines: Type.Array(lineSchema, { maxItems: maxPricedLines }),
      market: Type.Optional(marketSchema),
      langCode: Type.Optional(langCodeSchema),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      lines: Type.Array(pricedLineSchema),
      totals: Type.Object({ price: money, discountedPrice: money, tax: money, total: money }),
      currency: Type.String(),
      pricedAt: Type.String(),
    }),
    '4xx': problemDetailsSchema,
  },
};
