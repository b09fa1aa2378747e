/**
 * GET /signup shows "Create an account" for a valid authorization request; POST /signup
 * creates the account (provider-people.ts) and signs it in at once, answering the client
 * with a code exactly as the sign-in form does. A refused field comes back beside the field
 * (400); a taken user name is 409. Attempts are limited per client address, as sign-ins are.
 * Registered only for the providers that take new accounts (third-party).
 */
import type { Static, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { phoneCharactersAllowed, phoneNotAllowedMessage } from '../../../domain/profile/phone-rule';
import { isEmailAddress } from '../../../domain/registration/registration-form';
import type { LimitResponder } from '../../plugins/app/rate-limit';
import { authorizeParameterNames, checkAuthorizeRequest, type AuthorizeParameters } from '../authorize-request';
import { redirectWithProviderCode } from '../provider-code-redirect';
import { registeredRedirectUriOf, type ProviderContext } from '../provider-context';
import { createAccount, normalisedUsername, type NewAccount } from '../provider-people';
import { renderRequestErrorPage } from '../sign-in-page';
import { renderSignUpPage, type SignUpField } from '../sign-up-page';
import { authorizeQuerySchema, signUpFormSchema } from './idp-schemas';

type SignUpForm = Static<typeof signUpFormSchema.body>;

const usernamePattern = /^[a-z0-9][a-z0-9._-]{2,63}$/u;

/** Each field's problem, in words a person acts on; empty when the account may be made. */
export function signUpProblems(form: SignUpForm): Partial<Record<SignUpField, string>> {
  const problems: Partial<Record<SignUpField, string>> = {};
  const username = normalisedUsername(form.username ?? '');
  if (!usernamePattern.test(username)) {
    problems.username = 'Use 3 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.';
  }
  const password = form.password ?? '';
  if (password.length < 8 || password.length > 128) problems.password = 'Use 8 to 128 characters.';
  for (const field of ['given_name', 'family_name'] as const) {
    const value = (form[field] ?? '').trim();
    if (value === '') problems[field] = 'This field is required.';
    else if (value.length > 100) problems[field] = 'Use at most 100 characters.';
  }
  const email = (form.email ?? '').trim();
  if (!isEmailAddress(email) || email.length > 254) problems.email = 'Enter a valid email address.';
  const phone = (form.phone ?? '').trim();
  if (!phoneCharactersAllowed(phone)) problems.phone = phoneNotAllowedMessage;
  else if (phone.length > 30) problems.phone = 'Use at most 30 characters.';
  return problems;
}

export default async function signUpRoutes(app: FastifyInstance, context: ProviderContext) {
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  const registeredOf = (request: FastifyRequest) => ({
    clientId: context.clientId,
    redirectUri: registeredRedirectUriOf(context, request),
  });

  const requestOf = (parameters: AuthorizeParameters) =>
    Object.fromEntries(authorizeParameterNames.map((name) => [name, parameters[name]]));

  const signInHrefOf = (parameters: AuthorizeParameters) => {
    const query = new URLSearchParams();
    for (const name of authorizeParameterNames) {
      const value = parameters[name];
      if (value !== undefined) query.set(name, value);
    }
    return `authorize?${query}`;
  };

  const page = (reply: FastifyReply, status: number, form: SignUpForm, errors: Partial<Record<SignUpField, string>>) =>
    sendHtml(
      reply,
      status,
      renderSignUpPage({
        title: context.title,
        hiddenFields: requestOf(form),
        values: form,
        errors,
        signInHref: signInHrefOf(form),
      }),
    );

  const tooManyAttempts: LimitResponder = (request, reply, exceeded) =>
    page(reply, 429, request.body as SignUpForm, { username: exceeded.message });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/signup', { schema: authorizeQuerySchema }, async (request, reply) => {
      const check = checkAuthorizeRequest(request.query, registeredOf(request));
      if (check.outcome === 'show-error')
        return sendHtml(reply, 400, renderRequestErrorPage(context.title, check.message));
      if (check.outcome === 'redirect-error')
        return reply.header('cache-control', 'no-store').redirect(check.location, 303);
      return page(reply, 200, request.query, {});
    });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/signup',
      { schema: signUpFormSchema, preHandler: app.signInLimits.byAddress(tooManyAttempts) },
      async (request, reply) => {
        const check = checkAuthorizeRequest(request.body, registeredOf(request));
        if (check.outcome === 'show-error')
          return sendHtml(reply, 400, renderRequestErrorPage(context.title, check.message));
        if (check.outcome === 'redirect-error')
          return reply.header('cache-control', 'no-store').redirect(check.location, 303);
        const problems = signUpProblems(request.body);
        if (Object.keys(problems).length > 0) return page(reply, 400, request.body, problems);
        const account: NewAccount = {
          username: request.body.username ?? '',
          password: request.body.password ?? '',
          givenName: (request.body.given_name ?? '').trim(),
          familyName: (request.body.family_name ?? '').trim(),
          email: (request.body.email ?? '').trim(),
          phone: (request.body.phone ?? '').trim(),
        };
        const person = await createAccount(app.database, context.kind, account);
        if (person === undefined) {
          return page(reply, 409, request.body, { username: 'This user name is taken. Choose another, or sign in.' });
        }
        return redirectWithProviderCode(reply, context, check.request, person.username);
      },
    );
}
