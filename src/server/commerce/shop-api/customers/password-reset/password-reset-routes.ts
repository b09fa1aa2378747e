/**
 * Password reset for customers who registered with a login and password:
 *
 * - POST customers/password_reset { login } -> { login, expires_in_minutes: 30 }
 * - POST customers/password_reset/confirm { login, reset_token, new_password } -> 204
 *
 * The token works once, for 30 minutes, and only ever travels by mail to the customer's own
 * address (reset-mail.ts, the mail outbox), never in a reply: knowing a login must not be
 * enough to take the account over. The mail is sent inside the transaction that stores the
 * token, so a mail that cannot be sent leaves no token behind.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../../http/problem-details';
import { ClientError } from '../../client-error';
import { findPasswordByLogin, setPasswordHash, type PasswordRow } from '../customer-repository';
import { hashPassword } from '../../../shopper-login/password-hash';
import { resetConfirmSchema, resetRequestSchema } from './password-reset-schema';
import { resetMailFor } from './reset-mail';
import { issueResetToken, resetTokenLifetimeMinutes, useResetToken } from './reset-token-repository';

const invalidToken = 'The reset token is not valid or has expired; ask for a new one.';

export default async function passwordResetRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Per client address, and per login for every request: each one sends a mail.
  app.post('/', { schema: resetRequestSchema, preHandler: app.signInLimits.byAddress() }, async (request, reply) => {
    const { login } = request.body;
    const account = `password-reset|${login}`;
    const exceeded = await app.signInLimits.accountExceeded(account);
    if (exceeded !== undefined) return app.signInLimits.refuse(request, reply, exceeded);
    await app.signInLimits.countAccountAttempt(account);
    await app.database.transaction(async (tx) => {
      const customer = passwordCustomer(await findPasswordByLogin(tx, login), login);
      const token = await issueResetToken(tx, customer.customer_id);
      const mail = await resetMailFor(tx, customer.customer_id, {
        login,
        token,
        lifetimeMinutes: resetTokenLifetimeMinutes,
      });
      await app.mailOutbox.send(mail);
    });
    return { login, expires_in_minutes: resetTokenLifetimeMinutes };
  });

  // Per client address, and per login for wrong tokens.
  app.post(
    '/confirm',
    { schema: resetConfirmSchema, preHandler: app.signInLimits.byAddress() },
    async (request, reply) => {
      const { login, reset_token: token, new_password: newPassword } = request.body;
      const account = `password-reset-confirm|${login}`;
      const exceeded = await app.signInLimits.accountExceeded(account);
      if (exceeded !== undefined) return app.signInLimits.refuse(request, reply, exceeded);
      const newHash = await hashPassword(newPassword);
      const changed = await app.database.transaction(async (tx) => {
        const customer = await findPasswordByLogin(tx, login);
        // An unknown login reads as a bad token, so this step does not reveal which logins exist.
        if (customer?.password_hash == null || !(await useResetToken(tx, customer.customer_id, token))) return false;
        await setPasswordHash(tx, customer.customer_id, newHash);
        return true;
      });
      if (!changed) {
        await app.signInLimits.countAccountAttempt(account);
        return sendProblem(reply, 400, invalidToken);
      }
      return reply.code(204).send(null);
    },
  );
}

function passwordCustomer(customer: PasswordRow | undefined, login: string): PasswordRow {
  if (customer === undefined) throw new ClientError(404, `No customer has the login ${login}.`);
  if (customer.password_hash === null) {
    throw new ClientError(
      400,
      `The customer ${login} signs in through an identity provider; reset the password there.`,
    );
  }
  return customer;
}
