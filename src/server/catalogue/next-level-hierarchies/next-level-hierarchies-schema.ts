/** POST /catalogue/api/v1/nextLevelHierarchies (catalogue spec, sections 3 and 7). */
import { catHieIdSchema, langCodeSchema } from '../catalogue-schema-parts';

export interface NextLevelHierarchiesBody {
  VIN?: string;
  featureCodes?: string[];
  filter?: string;
  langCode?: string;
  catHieId: string;
  shallFetchBreadcrumb?: boolean;
  marketCode?: string;
  parentApplicable?: boolean;
}

export const nextLevelHierarchiesSchema = {
  body: {
    type: 'object',
    required: ['catHieId'],
    properties: {
      VIN: { type: 'string', maxLength: 17 },
      featureCodes: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 20 } },
      filter: { type: 'string', maxLength: 100 },
      langCode: langCodeSchema,
      catHieId: catHieIdSchema,
      shallFetchBreadcrumb: { type: 'boolean' },
      marketCode: { type: 'string', maxLength: 3 },
      parentApplicable: { type: 'boolean' },
    },
  },
} as const;
