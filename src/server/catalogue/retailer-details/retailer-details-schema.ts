/** GET /catalogue/api/v1/retailerDetails/:id (catalogue spec, sections 3 and 7). */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

const text = Type.Optional(Type.String());

export const retailerDetailsSchema = {
  description: "A retailer employee's directory entry, for the employee, their dealer's admin or an internal admin.",
  params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
  response: {
    // RetailerDetails (src/domain/profile/retailer-details.ts): only userFound when not found.
    200: Type.Object({
      userFound: Type.Boolean(),
      partsManager: Type.Optional(Type.Enum(['N', 'Y'], { type: 'string' })),
      fordOtherEmail: text,
      givenName: text,
      sn: text,
      country: text,
      preferredLanguage: text,
      fordSiteCode: text,
      company: text,
      companyAddress: text,
    }),
    '4xx': problemDetailsSchema,
  },
};
