/** GET /api/policy-documents/:name. Unknown names are a 404 (the route), not a 400. */
export interface PolicyDocumentParams {
  name: string;
}

export const policyDocumentSchema = {
  params: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 64, examples: ['privacy-policy', 'cookie-policy'] },
    },
  },
} as const;
