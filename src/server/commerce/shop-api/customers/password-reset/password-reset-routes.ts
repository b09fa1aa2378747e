/**
 * Password reset for customers who registered with a login and password:
 *
 * - POST customers/password_reset { login } -> { login, reset_token, expires_in_minutes: 30 }
 * - POST customers/password_reset/confirm { login, reset_token, new_password } -> 204
 *
 * The token works once, for 30 minutes. DEMO ONLY: the token comes back in the reply so the
 * flow runs without a mail server. A production deployment must mail it to the customer
 * instead; as it stands, anyone who knows a login can reset that customer's password.
 */
import type { FastifyInstance } from 'fastify';
import { ClientError } from '../../client-error';
import { findPasswordByLogin, setPasswordHash, type PasswordRow } from '../customer-repository';
import { hashPassword } from '../../../shopper-login/password-hash';
import {
  resetConfirmSchema,
  resetRequestSchema,
  type ResetConfirmBody,
  type ResetRequestBody,
} from './password-reset-schema';
import { issueResetToken, resetTokenLifetimeMinutes, useResetToken } from './reset-token-repository';

const invalidToken = 'The reset token is not valid or has expired; ask for a new one.';

export default async function passwordResetRoutes(app: FastifyInstance) {
  app.post<{ Body: ResetRequestBody }>('/', { schema: resetRequestSchema }, async (request) => {
    const { login } = request.body;
    const token = await app.database.transaction(async (tx) => {
      const customer = passwordCustomer(await findPasswordByLogin(tx, login), login);
      return issueResetToken(tx, customer.customer_id);
    });
    return { login, reset_token: token, expires_in_minutes: resetTokenLifetimeMinutes };
  });

  app.post<{ Body: ResetConfirmBody }>('/confirm', { schema: resetConfirmSchema }, async (request, reply) => {
    const { login, reset_token: token, new_password: newPassword } = request.body;
    const newHash = await hashPassword(newPassword);
    await app.database.transaction(async (tx) => {
      const customer = await findPasswordByLogin(tx, login);
      // An unknown login reads as a bad token, so this step does not reveal which logins exist.
      if (customer?.password_hash == null || !(await useResetToken(tx, customer.customer_id, token))) {
        throw new ClientError(400, invalidToken);
      }
      await setPasswordHash(tx, customer.customer_id, newHash);
    });
    return reply.code(204).send();
  });
}

function passwordCustomer(customer: PasswordRow | undefined, login: string): PasswordRow {
  if (customer === undefined) throw new ClientError(404, `No customer has the login ${login}.`);
  if (customer.password_hash === null) {
    throw new ClientError(400, `The customer ${login} signs in through an identity provider; reset the password there.`);
  }
  return customer;
}
