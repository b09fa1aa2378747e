/** GET /catalogue/api/v1/retailerDetails/:id (catalogue spec, sections 3 and 7). */
const text = { type: 'string' } as const;

export const retailerDetailsSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: {
    200: {
      type: 'object',
      required: ['userFound'],
      properties: {
        userFound: { type: 'boolean' },
        partsManager: { type: 'string', enum: ['N', 'Y'] },
        fordOtherEmail: text,
        givenName: text,
        sn: text,
        country: text,
        preferredLanguage: text,
        fordSiteCode: text,
        company: text,
        companyAddress: text,
      },
    },
  },
} as const;
