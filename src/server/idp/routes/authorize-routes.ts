/**
 * GET /authorize shows the sign-in form for a valid authorization request; POST /authorize
 * checks the demo person's password and sends the browser back to the shopper login with a
 * code, or shows the form again (401) with the reason. Sign-in attempts are limited per
 * client address and per user name (plugins/app/rate-limit.ts): over a limit the form
 * comes back with 429, Retry-After and the message, and the password is not checked.
 */
import type { Static, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitResponder } from '../../plugins/app/rate-limit';
import {
  authorizeParameterNames,
  checkAuthorizeRequest,
  type AuthorizeCheck,
  type AuthorizeParameters,
} from '../authorize-request';
import { redirectWithProviderCode } from '../provider-code-redirect';
import { checkPassword, signUpKinds } from '../provider-people';
import { registeredRedirectUriOf, type ProviderContext } from '../provider-context';
import { renderRequestErrorPage, renderSignInPage } from '../sign-in-page';
import { authorizeFormSchema, authorizeQuerySchema } from './idp-schemas';

const wrongCredentials = 'The user name or password is wrong.';

type SignInForm = Static<typeof authorizeFormSchema.body>;

export default async function authorizeRoutes(app: FastifyInstance, context: ProviderContext) {
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  // An invalid request never reaches the form; answers undefined when the form may go on.
  const answerInvalid = (reply: FastifyReply, check: AuthorizeCheck) => {
    if (check.outcome === 'show-error')
      return sendHtml(reply, 400, renderRequestErrorPage(context.title, check.message));
    if (check.outcome === 'redirect-error')
      return reply.header('cache-control', 'no-store').redirect(check.location, 303);
    return undefined;
  };

  const hiddenFieldsOf = (parameters: AuthorizeParameters) =>
    Object.fromEntries(authorizeParameterNames.map((name) => [name, parameters[name]]));

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/authorize', { schema: authorizeQuerySchema }, async (request, reply) => {
      const check = checkAuthorizeRequest(request.query, registeredOf(request));
      return (
        answerInvalid(reply, check) ??
        sendHtml(
          reply,
          200,
          renderSignInPage({
            title: context.title,
            hiddenFields: hiddenFieldsOf(request.query),
            signUpHref: signUpHrefOf(request.query),
          }),
        )
      );
    });

  const showFormAgain = (reply: FastifyReply, status: number, body: SignInForm, error: string) =>
    sendHtml(
      reply,
      status,
      renderSignInPage({
        title: context.title,
        hiddenFields: hiddenFieldsOf(body),
        username: body.username ?? '',
        error,
        signUpHref: signUpHrefOf(body),
      }),
    );

  const tooManyAttempts: LimitResponder = (request, reply, exceeded) =>
    showFormAgain(reply, 429, request.body as SignInForm, exceeded.message);

  const accountOf = (username: string) => `idp|${context.kind}|${username}`;

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/authorize',
      { schema: authorizeFormSchema, preHandler: app.signInLimits.byAddress(tooManyAttempts) },
      async (request, reply) => {
        const check = checkAuthorizeRequest(request.body, registeredOf(request));
        if (check.outcome !== 'valid') return answerInvalid(reply, check);
        const username = request.body.username ?? '';
        const exceeded = await app.signInLimits.accountExceeded(accountOf(username));
        if (exceeded !== undefined) return app.signInLimits.refuse(request, reply, exceeded, tooManyAttempts);
        const user = await checkPassword(app.database, context.kind, username, request.body.password ?? '');
        if (user === undefined) {
          await app.signInLimits.countAccountAttempt(accountOf(username));
          return showFormAgain(reply, 401, request.body, wrongCredentials);
        }
        return redirectWithProviderCode(reply, context, check.request, user.username);
      },
    );

  // "Create an account" keeps the authorization request, so the new account signs in at once.
  function signUpHrefOf(parameters: AuthorizeParameters): string | undefined {
    if (!signUpKinds.includes(context.kind)) return undefined;
    const query = new URLSearchParams();
    for (const name of authorizeParameterNames) {
      const value = parameters[name];
      if (value !== undefined) query.set(name, value);
    }
    return `signup?${query}`;
  }

  function registeredOf(request: FastifyRequest) {
    return { clientId: context.clientId, redirectUri: registeredRedirectUriOf(context, request) };
  }
}
