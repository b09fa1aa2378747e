/**
 * The stand-in for the external dealer parts service that the edix proxy talks to (catalogue
 * spec, section 7): GetToken hands out a service token, LoginDealers turns it and the
 * dealer's details into a one-time login token for the ordering page. Like the external
 * service it knows nothing of the catalogue's sign-in: the proxy is what checks the shopper.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { dealerBrand, type DealerTokenReply } from '../../domain/shopping-list/shopping-list-contracts';
import { sendProblem } from '../http/problem-details';
import { toAlpha2CountryCode } from '../../domain/i18n/country-codes';
import type { DealerSessions } from './dealer-sessions';
import { getTokenSchema, loginDealersSchema } from './dealer-service-schema';

export default async function dealerServiceRoutes(
  fastify: FastifyInstance,
  { sessions }: { sessions: DealerSessions },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/GetToken', { schema: getTokenSchema }, async (): Promise<DealerTokenReply> => {
    const { token, expiresAt } = await sessions.issueToken();
    return { data: { Token: token, Valid: true, Expired: expiresAt.toISOString() } };
  });

  app.post('/LoginDealers', { schema: loginDealersSchema }, async (request, reply) => {
    const { Token, Brand, DealerCode, DealerName = '', CountryCode = '', DSL = '' } = request.body;
    if (Brand !== dealerBrand) return sendProblem(reply, 400, `Brand must be ${dealerBrand}.`);
    // Dealer systems send ISO 3166-1 alpha-2 or alpha-3 codes; the ordering page keeps alpha-2.
    const countryCode = CountryCode === '' ? '' : toAlpha2CountryCode(CountryCode);
    if (countryCode === undefined) {
      return sendProblem(reply, 400, 'CountryCode must be an ISO 3166-1 country code of 2 or 3 letters.');
    }
    if (!(await sessions.isTokenValid(Token))) return sendProblem(reply, 401, 'The Token is not valid or has expired.');
    const loginToken = await sessions.issueLoginToken({
      dealerCode: DealerCode,
      dealerName: DealerName,
      countryCode,
      dsl: DSL,
    });
    return { LoginToken: loginToken };
  });
}
