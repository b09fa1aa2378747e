/**
 * POST customers: register a customer with a login and password (shop API
 * customer_registration), typed once with TypeBox. The reply is the new customer.
 */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';
import { customerDocumentSchema } from '../customer-document-schema';
import { passwordSchema } from '../password/password-schema';

const name = () => Type.String({ minLength: 1, maxLength: 256, pattern: '\\S' });

export const registerCustomerSchema = {
  body: Type.Object(
    {
      customer: Type.Object(
        {
          first_name: name(),
          last_name: name(),
          email: Type.String({ format: 'email', maxLength: 256 }),
          // Logins are matched without regard to case, and spaces would only cause mistyped sign-ins.
          login: Type.String({ minLength: 1, maxLength: 256, pattern: '^\\S+$' }),
        },
        { additionalProperties: false },
      ),
      password: passwordSchema,
    },
    { additionalProperties: false },
  ),
  response: { 200: customerDocumentSchema, '4xx': problemDetailsSchema },
};
