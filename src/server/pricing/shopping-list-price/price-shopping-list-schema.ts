/**
 * POST /api/shopping-list/price { lines (at most 1000), market, langCode } -> { lines,
 * totals, currency, pricedAt }. A line's quantity is a whole number from 1 to 9999 or A/R;
 * priceAmmend a percentage from 0 to 100.
 */
import type { PriceShoppingListRequest } from '../../../domain/shopping-list/shopping-list-contracts';
import { langCodeSchema, marketSchema } from '../pricing-schema-parts';

export type PriceShoppingListBody = PriceShoppingListRequest & { langCode: string };

export const maxPricedLines = 1000;

const money = { type: 'string' } as const;

const lineSchema = {
  type: 'object',
  required: ['productId', 'partNumber', 'quantity'],
  additionalProperties: false,
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 64 },
    partNumber: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
    partDescription: { type: 'string', maxLength: 500, default: '' },
    quantity: { type: 'string', pattern: '^([1-9][0-9]{0,3}|A/R)$' },
    priceAmmend: { type: 'string', pattern: '^(100(\\.0*)?|[0-9]{1,2}(\\.[0-9]*)?)$', default: '0' },
  },
} as const;

const pricedLineSchema = {
  type: 'object',
  properties: {
    ...lineSchema.properties,
    unitPrice: money,
    price: money,
    discountCode: { type: 'string' },
    discountRate: money,
    discountedPrice: money,
    taxRate: money,
    taxCode: { type: 'string' },
    tax: money,
    total: money,
  },
} as const;

export const priceShoppingListSchema = {
  body: {
    type: 'object',
    required: ['lines'],
    additionalProperties: false,
    properties: {
      lines: { type: 'array', maxItems: maxPricedLines, items: lineSchema },
      market: marketSchema,
      langCode: langCodeSchema,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['lines', 'totals', 'currency', 'pricedAt'],
      properties: {
        lines: { type: 'array', items: pricedLineSchema },
        totals: {
          type: 'object',
          required: ['price', 'discountedPrice', 'tax', 'total'],
          properties: { price: money, discountedPrice: money, tax: money, total: money },
        },
        currency: { type: 'string' },
        pricedAt: { type: 'string' },
      },
    },
  },
} as const;
