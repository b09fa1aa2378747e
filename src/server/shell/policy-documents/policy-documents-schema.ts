/** GET /api/policy-documents/:name, typed once with TypeBox. Unknown names are a 404 (the route), not a 400. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../http/problem-details-schema';

export const policyDocumentSchema = {
  // The PDF is a Buffer, which Fastify sends as it is; the 200 entry only documents it.
  description:
    'The privacy policy, cookie policy or terms and conditions, application/pdf; 304 when the If-None-Match ETag matches.',
  params: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 64, examples: ['privacy-policy', 'cookie-policy'] }),
  }),
  response: {
    200: Type.Unknown({ description: 'application/pdf' }),
    304: Type.Unknown({ description: 'Not modified, no body: the copy the client holds is current.' }),
    400: problemDetailsSchema,
    404: problemDetailsSchema,
  },
};
