/** POST /catalogue/api/v1/sectionBundle: a vehicle catalogue, major or minor section, whole. */
import { catHieIdSchema, langCodeSchema } from '../catalogue-schema-parts';

export interface SectionBundleBody {
  catHieId: string;
  langCode?: string;
  /** Taken for parity with the other catalogue queries; the catalogue is the same in every market. */
  marketCode?: string;
}

export const sectionBundleSchema = {
  body: {
    type: 'object',
    required: ['catHieId'],
    properties: {
      catHieId: catHieIdSchema,
      langCode: langCodeSchema,
      marketCode: { type: 'string', maxLength: 3 },
    },
  },
} as const;
