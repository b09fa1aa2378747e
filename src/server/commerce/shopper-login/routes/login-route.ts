/**
 * POST login: password customers sign in with HTTP Basic credentials (login:password) and
 * get the same code redirect as a guest. Wrong credentials and unknown logins are answered
 * alike, after the same scrypt work, so the reply does not tell which logins exist.
 */
import type { FastifyInstance } from 'fastify';
import { checkClient } from '../client-checks';
import { verifyPassword } from '../password-hash';
import { originOf, type ShopperLoginContext } from '../shopper-login-context';
import { failure, sendFailure } from '../shopper-login-error';
import { redirectWithCode } from '../sign-in/client-redirect';
import { issueAuthorizationCode } from '../store/authorization-codes';
import { findPasswordCustomer } from '../store/customers';
import { registeredSessionUsid } from '../store/shopper-sessions';
import { loginSchema } from './shopper-login-schemas';

interface LoginForm {
  redirect_uri: string;
  client_id: string;
  code_challenge: string;
  channel_id: string;
  usid?: string;
  state?: string;
}

// A well-formed hash of nothing anyone knows, checked when the login is unknown.
const timingDecoy = `scrypt$16384$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`;

const badCredentials = failure(401, 'unauthorized', 'Credentials are not valid.');

export default async function loginRoute(app: FastifyInstance, context: ShopperLoginContext) {
  app.post<{ Body: LoginForm }>('/login', { schema: loginSchema }, async (request, reply) => {
    const { body } = request;
    const refused = checkClient(body, originOf(context, request));
    if (refused !== undefined) return sendFailure(reply, refused);
    const credentials = basicCredentials(request.headers.authorization ?? '');
    if (credentials === undefined) return sendFailure(reply, badCredentials);

    const customer = await findPasswordCustomer(context.database, credentials.login);
    const passwordOk = await verifyPassword(credentials.password, customer?.password_hash ?? timingDecoy);
    if (customer === undefined || !passwordOk) return sendFailure(reply, badCredentials);

    const grant = await context.database.transaction(async (tx) => {
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
  });
}

function basicCredentials(header: string): { login: string; password: string } | undefined {
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
