/**
 * PUT customers/:customerId/password { password, current_password } -> 204. A wrong current
 * password is a 400, not a 401: the client treats 401 as an expired token and would refresh
 * and retry instead of telling the user. Limited per client address and, for wrong current
 * passwords, per customer (plugins/app/rate-limit.ts): a stolen session must not be a
 * way to guess the password.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../../http/problem-details';
import { ClientError } from '../../client-error';
import { findPasswordByCustomerId, setPasswordHash } from '../customer-repository';
import { discardResetTokens } from '../password-reset/reset-token-repository';
import { hashPassword, verifyPassword } from '../../../shopper-login/password-hash';
import { changePasswordSchema, passwordChangeNeedsBoth } from './password-schema';

export default async function changePasswordRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .put(
      '/password',
      { schema: changePasswordSchema, preHandler: app.signInLimits.byAddress() },
      async (request, reply) => {
        const { password, current_password: currentPassword } = request.body ?? {};
        if (!password || !currentPassword) return sendProblem(reply, 400, passwordChangeNeedsBoth);
        const account = `customer-password|${request.params.customerId}`;
        const exceeded = await app.signInLimits.accountExceeded(account);
        if (exceeded !== undefined) return app.signInLimits.refuse(request, reply, exceeded);
        const newHash = await hashPassword(password);
        const wrongCurrent = await app.database.transaction(async (tx) => {
          const customer = await findPasswordByCustomerId(tx, request.params.customerId);
          if (customer?.password_hash == null) {
            throw new ClientError(
              400,
              'This customer signs in through an identity provider and has no password to change.',
            );
          }
          if (!(await verifyPassword(currentPassword, customer.password_hash))) return true;
          await setPasswordHash(tx, customer.customer_id, newHash);
          // A reset link asked for before the change must not undo it.
          await discardResetTokens(tx, customer.customer_id);
          return false;
        });
        if (wrongCurrent) {
          await app.signInLimits.countAccountAttempt(account);
          return sendProblem(reply, 400, 'The current password is not correct.');
        }
        return reply.code(204).send(null);
      },
    );
}
