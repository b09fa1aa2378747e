/**
 * POST /dealer-service/GetToken and LoginDealers of the dealer stand-in (catalogue spec,
 * section 7), typed once with TypeBox. The answers are the domain's (DealerTokenReply,
 * DealerLoginReply); the checks at the end keep the two in step.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type {
  DealerLoginReply,
  DealerLoginRequest,
  DealerTokenReply,
} from '../../domain/shopping-list/shopping-list-contracts';
import { problemDetailsSchema } from '../http/problem-details-schema';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const dealerTokenReply = Type.Object({
  data: Type.Object({ Token: Type.String(), Valid: Type.Boolean(), Expired: Type.String() }),
});

const dealerLoginReply = Type.Object({ LoginToken: Type.String() });

/** Brand is checked by the route, so a wrong one gets a sentence rather than an enum error. */
const loginDealersBody = Type.Object({
  Token: Type.String({ minLength: 1, maxLength: 100 }),
  Brand: Type.String({ maxLength: 20 }),
  DealerCode: Type.String({ minLength: 1, maxLength: 20 }),
  DealerName: text(200),
  CountryCode: text(10),
  DSL: text(100),
});

export const getTokenSchema = {
  description: 'A service token for LoginDealers.',
  response: { 200: dealerTokenReply },
};

export const loginDealersSchema = {
  description: "A one-time login token for the ordering page, from a service token and the dealer's details.",
  body: loginDealersBody,
  response: { 200: dealerLoginReply, 400: problemDetailsSchema, 401: problemDetailsSchema },
};

// The schemas and the domain's contract describe the same body and answers.
const sameBody: Partial<DealerLoginRequest> = {} as Static<typeof loginDealersBody> & {
  Brand: DealerLoginRequest['Brand'];
};
const sameTokenReply: DealerTokenReply = {} as Static<typeof dealerTokenReply>;
const sameLoginReply: DealerLoginReply = {} as Static<typeof dealerLoginReply>;
void [sameBody, sameTokenReply, sameLoginReply];
