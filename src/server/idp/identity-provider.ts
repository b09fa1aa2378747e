/**
 * One embedded OpenID Connect provider, as an encapsulated plugin mounted at /idp/<kind>:
 * its own key, codes, form parsing and error replies (HTML for the sign-in pages, OAuth
 * JSON for the machine endpoints), none of which leak into the rest of the app. Its key and
 * its codes are kept in the database (signing_keys, idp_authorization_codes), shared by every
 * process.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInKind } from '../../config/commerce';
import { describeValidationError } from '../http/describe-validation-error';
import { genericErrorDetail } from '../http/problem-details';
import { createAuthorizationCodeStore } from './authorization-code-store';
import { registerFormBodyParser } from './form-body-parser';
import { storedSigningKey } from './jose/signing-key';
import { providerTitles } from './provider-kinds';
import { signUpKinds } from './provider-people';
import type { ProviderContext } from './provider-context';
import authorizeRoutes from './routes/authorize-routes';
import discoveryRoutes from './routes/discovery-routes';
import { sendOAuthError } from './oauth-error';
import tokenRoute from './routes/token-route';
import signUpRoutes from './routes/sign-up-routes';
import userinfoRoute from './routes/userinfo-route';
import { renderRequestErrorPage } from './sign-in-page';

export interface IdentityProviderOptions {
  kind: SignInKind;
  clientId: string;
  clientSecret: string;
  publicUrl: string | undefined;
}

export default async function identityProvider(app: FastifyInstance, options: IdentityProviderOptions) {
  // Not a spread of options: Fastify's own options (prefix) must not reach the routes' register.
  const context: ProviderContext = {
    kind: options.kind,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    publicUrl: options.publicUrl,
    title: providerTitles[options.kind],
    signingKey: storedSigningKey(app.database, `idp:${options.kind}`),
    codes: createAuthorizationCodeStore(app.database, options.kind),
    database: app.database,
  };

  registerFormBodyParser(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeFailure(error, request);
    if (status >= 500) request.log.error({ err: error }, 'identity provider request failed');
    if (request.routeOptions.url?.endsWith('/authorize') || request.routeOptions.url?.endsWith('/signup')) {
      const page = renderRequestErrorPage(context.title, message);
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    }
    return sendOAuthError(reply, status, status >= 500 ? 'server_error' : 'invalid_request', message);
  });

  await app.register(discoveryRoutes, context);
  await app.register(authorizeRoutes, context);
  if (signUpKinds.includes(options.kind)) await app.register(signUpRoutes, context);
  // The token endpoint takes the client's secret, so refused requests are limited per client
  // address (plugins/app/rate-limit.ts); its one caller, the shopper login's back
  // channel, makes every sign-in's call, so those are not. The sign-in form limits itself.
  await app.register(async (limited) => {
    const failures = app.signInLimits.failuresByAddress((_request, reply, exceeded) =>
      sendOAuthError(reply, 429, 'invalid_request', exceeded.message),
    );
    limited.addHook('preHandler', failures.preHandler);
    limited.addHook('onSend', failures.onSend);
    await limited.register(tokenRoute, context);
  });
  await app.register(userinfoRoute, context);
}

/** Schema failures name the field; other client errors keep their message; faults say nothing more. */
function describeFailure(error: FastifyError, request: FastifyRequest): { status: number; message: string } {
  if (error.validation !== undefined) {
    return { status: 400, message: describeValidationError(error.validation, error.validationContext, request) };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return { status: 500, message: genericErrorDetail };
}
