/** POST /catalogue/api/v1/search: part number or description search within a catalogue. */
import { catHieIdSchema, langCodeSchema } from '../catalogue-schema-parts';

export interface SearchBody {
  catHieId: string;
  searchCat: 'partNumber' | 'description';
  searchTerm: string;
  langCode?: string;
}

export const searchSchema = {
  body: {
    type: 'object',
    required: ['catHieId', 'searchCat', 'searchTerm'],
    properties: {
      catHieId: catHieIdSchema,
      searchCat: { type: 'string', enum: ['partNumber', 'description'] },
      searchTerm: { type: 'string', minLength: 2, maxLength: 100, pattern: '\\S' },
      langCode: langCodeSchema,
    },
  },
} as const;
