/** The two steps of a password reset: ask for a token by login, then spend it. */
import { passwordSchema } from '../password/password-schema';

const login = { type: 'string', minLength: 1, maxLength: 256 } as const;

export interface ResetRequestBody {
  login: string;
}

export interface ResetConfirmBody {
  login: string;
  reset_token: string;
  new_password: string;
}

export const resetRequestSchema = {
  body: { type: 'object', required: ['login'], additionalProperties: false, properties: { login } },
} as const;

export const resetConfirmSchema = {
  body: {
    type: 'object',
    required: ['login', 'reset_token', 'new_password'],
    additionalProperties: false,
    properties: {
      login,
      reset_token: { type: 'string', minLength: 1, maxLength: 128 },
      new_password: passwordSchema,
    },
  },
} as const;
