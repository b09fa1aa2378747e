/** POST /getPartPDF (catalogue spec, section 7, the product's own server). */
export interface GetPartPdfBody {
  epcPartFileRef: string;
}

export const getPartPdfSchema = {
  body: {
    type: 'object',
    required: ['epcPartFileRef'],
    properties: {
      epcPartFileRef: {
        type: 'string',
        minLength: 1,
        maxLength: 160,
        pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
        examples: ['arden-sb21-2024-bulletins-1'],
      },
    },
  },
} as const;
