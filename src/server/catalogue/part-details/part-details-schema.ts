/** POST /part/api/v1/partDetails (catalogue spec, section 7). */
import { langCodeSchema } from '../catalogue-schema-parts';

export interface PartDetailsBody {
  apns: string[];
  dealerCode?: string;
  market?: string;
  brand?: string;
  langCode?: string;
}

export const partDetailsSchema = {
  body: {
    type: 'object',
    required: ['apns'],
    properties: {
      apns: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'string', minLength: 1, maxLength: 40 } },
      dealerCode: { type: 'string', maxLength: 20 },
      market: { type: 'string', maxLength: 3 },
      brand: { type: 'string', maxLength: 20 },
      langCode: langCodeSchema,
    },
  },
} as const;
