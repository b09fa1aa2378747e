/**
 * POST login: password customers sign in with HTTP Basic credentials (login:password) and
 * get the same code redirect as a guest. Wrong credentials and unknown logins are answered
 * alike, after the same scrypt work, so the reply does not tell which logins exist. A
 * password hashed with older parameters is hashed again at today's on a successful sign-in.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { checkClient } from '../client-checks';
import { hashPassword, passwordNeedsRehash, unknownLoginHash, verifyPassword } from '../password-hash';
import { originOf, type ShopperLoginContext } from '../shopper-login-context';
import { failure, sendFailure } from '../shopper-login-error';
import { redirectWithCode } from '../sign-in/client-redirect';
import { issueAuthorizationCode } from '../store/authorization-codes';
import { findPasswordCustomer, upgradePasswordHash } from '../store/customers';
import { registeredSessionUsid } from '../store/shopper-sessions';
import { loginSchema } from './shopper-login-schemas';
import { tooManyAttempts } from './too-many-attempts';

const badCredentials = failure(401, 'unauthorized', 'Credentials are not valid.');

export default async function loginRoute(app: FastifyInstance, context: ShopperLoginContext) {
  // Limited per client address and per login (plugins/app/rate-limit.ts): over a limit
  // the answer is a 429 with Retry-After, and the password is not even checked.
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/login',
      { schema: loginSchema, preHandler: app.signInLimits.byAddress(tooManyAttempts) },
      async (request, reply) => {
        const { body } = request;
        const refused = checkClient(body, originOf(context, request));
        if (refused !== undefined) return sendFailure(reply, refused);
        const credentials = basicCredentials(request.headers.authorization ?? '');
        if (credentials === undefined) return sendFailure(reply, badCredentials);

        const account = `shopper|${credentials.login}`;
        const exceeded = await app.signInLimits.accountExceeded(account);
        if (exceeded !== undefined) return app.signInLimits.refuse(request, reply, exceeded, tooManyAttempts);
        const customer = await findPasswordCustomer(context.database, credentials.login);
        const passwordOk = await verifyPassword(credentials.password, customer?.password_hash ?? unknownLoginHash);
        if (customer === undefined || !passwordOk) {
          await app.signInLimits.countAccountAttempt(account);
          return sendFailure(reply, badCredentials);
        }
        // Hashed before the transaction: half a second of scrypt should not hold its locks.
        const upgradedHash = passwordNeedsRehash(customer.password_hash)
          ? await hashPassword(credentials.password)
          : undefined;

        const grant = await context.database.transaction(async (tx) => {
          if (upgradedHash !== undefined)
            await upgradePasswordHash(tx, customer.customer_id, customer.password_hash, upgradedHash);
          const usid = await registeredSessionUsid(tx, body.usid, customer.customer_id);
          const code = await issueAuthorizationCode(tx, {
            customerId: customer.customer_id,
            usid,
            clientId: body.client_id,
            redirectUri: body.redirect_uri,
            codeChallenge: body.code_challenge,
          });
          return { code, usid };
        });
        return redirectWithCode(reply, body.redirect_uri, { ...grant, state: body.state });
      },
    );
}

function basicCredentials(header: string): { login: string; password: string } | undefined {
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
