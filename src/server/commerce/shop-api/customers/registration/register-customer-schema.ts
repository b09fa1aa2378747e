/** POST customers: register a customer with a login and password (shop API customer_registration). */
import { passwordSchema } from '../password/password-schema';

export interface RegisterCustomerBody {
  customer: { first_name: string; last_name: string; email: string; login: string };
  password: string;
}

const name = { type: 'string', minLength: 1, maxLength: 256, pattern: '\\S' } as const;

export const registerCustomerSchema = {
  body: {
    type: 'object',
    required: ['customer', 'password'],
    additionalProperties: false,
    properties: {
      customer: {
        type: 'object',
        required: ['first_name', 'last_name', 'email', 'login'],
        additionalProperties: false,
        properties: {
          first_name: name,
          last_name: name,
          email: { type: 'string', format: 'email', maxLength: 256 },
          // Logins are matched without regard to case, and spaces would only cause mistyped sign-ins.
          login: { type: 'string', minLength: 1, maxLength: 256, pattern: '^\\S+$' },
        },
      },
      password: passwordSchema,
    },
  },
} as const;
