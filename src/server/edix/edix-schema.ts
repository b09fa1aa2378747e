/**
 * GET /edix (catalogue spec, section 7): the dealer service, the endpoint, the login fields,
 * typed once with TypeBox. The 200 answer is the dealer service's own JSON, relayed as a
 * string Fastify sends as it is, so it is documented here and given no shape.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../http/problem-details-schema';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const edixQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  /** Any text: the route checks it against edixEndpoints, so an unknown one gets a clear sentence. */
  endpoint: Type.String({ minLength: 1, maxLength: 100 }),
  Token: text(100),
  DealerCode: text(20),
  DealerName: text(200),
  CountryCode: text(10),
  DSL: text(100),
});

export type EdixQuery = Static<typeof edixQuery>;

export const edixSchema = {
  description:
    "Calls the dealer service's GetToken or LoginDealers and relays its JSON answer; 502/504 problem details when it fails.",
  querystring: edixQuery,
  response: {
    200: Type.Unknown({ description: "The dealer service's JSON answer, as it sent it." }),
    400: problemDetailsSchema,
    401: problemDetailsSchema,
    403: problemDetailsSchema,
    502: problemDetailsSchema,
    504: problemDetailsSchema,
  },
};
