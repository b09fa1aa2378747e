/**
 * POST /token: exchanges a code for the provider's id_token (RS256, with the kind's claims)
 * and an access token for /userinfo. Only the one registered client, authenticated by its
 * secret, may exchange, and only codes issued to it for the same redirect URI; with PKCE the
 * verifier must match the challenge.
 */
import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { clientCredentialsOf } from '../client-authentication';
import { signRs256Jwt } from '../jose/rs256-jwt';
import { sendOAuthError } from '../oauth-error';
import { kindClaimsOf } from '../provider-kinds';
import { findPersonByUsername, subjectOf } from '../provider-people';
import { issuerOf, providerTokenTtlSeconds, type ProviderContext } from '../provider-context';
import { secretsMatch } from '../secrets-match';
import { tokenSchema } from './idp-schemas';

export default async function tokenRoute(app: FastifyInstance, context: ProviderContext) {
  app.withTypeProvider<TypeBoxTypeProvider>().post('/token', { schema: tokenSchema }, async (request, reply) => {
    const credentials = clientCredentialsOf(request.headers.authorization, request.body);
    if (
      credentials === undefined ||
      credentials.clientId !== context.clientId ||
      !secretsMatch(credentials.clientSecret, context.clientSecret)
    ) {
      if (credentials?.method === 'basic') reply.header('www-authenticate', 'Basic realm="token"');
      return sendOAuthError(reply, 401, 'invalid_client', 'The client is not known or its secret is wrong.');
    }
    if (request.body.grant_type !== 'authorization_code') {
      return sendOAuthError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported.');
    }
    const issued = request.body.code === undefined ? undefined : await context.codes.take(request.body.code);
    if (
      issued === undefined ||
      issued.clientId !== credentials.clientId ||
      issued.redirectUri !== request.body.redirect_uri
    ) {
      return sendOAuthError(
        reply,
        400,
        'invalid_grant',
        'The code is not valid, has expired, or was issued to another client or redirect_uri.',
      );
    }
    if (issued.codeChallenge !== undefined && !verifierMatches(request.body.code_verifier, issued.codeChallenge)) {
      return sendOAuthError(reply, 400, 'invalid_grant', 'The code_verifier does not match the code_challenge.');
    }
    const user = await findPersonByUsername(context.database, context.kind, issued.username);
    if (user === undefined) return sendOAuthError(reply, 400, 'invalid_grant', 'The user is no longer known.');

    const key = await context.signingKey();
    const issuer = issuerOf(context, request);
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + providerTokenTtlSeconds;
    const subject = subjectOf(user);
    const idToken = await signRs256Jwt(
      {
        ...kindClaimsOf(user, issued.authTime),
        iss: issuer,
        sub: subject,
        aud: credentials.clientId,
        iat,
        exp,
        auth_time: issued.authTime,
        ...(issued.nonce === undefined ? {} : { nonce: issued.nonce }),
      },
      key,
    );
    const accessToken = await signRs256Jwt(
      {
        iss: issuer,
        sub: subject,
        aud: `${issuer}/userinfo`,
        client_id: credentials.clientId,
        scope: issued.scope,
        auth_time: issued.authTime,
        iat,
        exp,
      },
      key,
      'at+jwt',
    );
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send({
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: providerTokenTtlSeconds,
      scope: issued.scope,
    });
  });
}

function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (verifier === undefined) return false;
  return createHash('sha256').update(verifier, 'ascii').digest('base64url') === challenge;
}
