/**
 * POST customers: a guest registers a login and password, which creates a new registered
 * customer (provider 'password') and answers it. As on the commerce platform, this takes a
 * guest token: a signed-in customer has an account already.
 */
import { randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../../http/problem-details';
import { ClientError } from '../../client-error';
import { customerDocument } from '../customer-document';
import { insertPasswordCustomer, loginIsTaken } from '../customer-repository';
import { hashPassword } from '../../../shopper-login/password-hash';
import { registerCustomerSchema } from './register-customer-schema';

/** Postgres' code for a unique index violation: another registration won the same login. */
const uniqueViolation = '23505';

export default async function registerCustomerRoute(app: FastifyInstance) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/customers', { schema: registerCustomerSchema }, async (request, reply) => {
      if (request.shopper?.authType !== 'guest') {
        return sendProblem(reply, 403, 'Registering needs a guest session; sign out first.');
      }
      const { customer, password } = request.body;
      const taken = new ClientError(409, `The login ${customer.login} is already taken; choose another or sign in.`);
      const passwordHash = await hashPassword(password);
      const row = await app.database
        .transaction(async (tx) => {
          if (await loginIsTaken(tx, customer.login)) throw taken;
          return insertPasswordCustomer(tx, {
            customerId: randomBytes(18).toString('base64url'),
            login: customer.login,
            email: customer.email,
            firstName: customer.first_name.trim(),
            lastName: customer.last_name.trim(),
            passwordHash,
          });
        })
        .catch((error: unknown) => {
          throw (error as { code?: string }).code === uniqueViolation ? taken : error;
        });
      return customerDocument(row, { addresses: [], paymentInstruments: [] });
    });
}
