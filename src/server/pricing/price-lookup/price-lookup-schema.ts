/**
 * POST /catalogue/api/v1/priceLookup (catalogue spec, section 7: the fields are the spec's,
 * the path this product's). apn is the part numbers joined with commas, at most 500.
 */
import type { PriceLookupRequest } from '../../../domain/shopping-list/shopping-list-contracts';
import { langCodeSchema, marketSchema, priceLookupPartSchema } from '../pricing-schema-parts';

export type PriceLookupBody = Required<PriceLookupRequest>;

export const maxLookupPartNumbers = 500;
export const maxPartNumberLength = 40;

export const priceLookupSchema = {
  body: {
    type: 'object',
    required: ['dealerCode', 'apn'],
    additionalProperties: false,
    properties: {
      // Empty, or a retailer id: a dealer code, jlr_internal or default.
      dealerCode: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$', examples: ['006CC'] },
      market: { ...marketSchema, default: 'GB' },
      brand: { type: 'string', maxLength: 20, default: '' },
      apn: {
        type: 'string',
        minLength: 1,
        maxLength: maxLookupPartNumbers * (maxPartNumberLength + 1),
        examples: ['SB21-9G546-AA,W505814-S466'],
      },
      langCode: langCodeSchema,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['parts'],
      properties: { parts: { type: 'array', items: priceLookupPartSchema } },
    },
  },
} as const;
