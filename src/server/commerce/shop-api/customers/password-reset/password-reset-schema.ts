/**
 * The two steps of a password reset, typed once with TypeBox: ask for a token by login (the
 * reply says for how long it works, never the token), then spend it (204).
 */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';
import { passwordSchema } from '../password/password-schema';

const login = () => Type.String({ minLength: 1, maxLength: 256 });

export const resetRequestSchema = {
  body: Type.Object({ login: login() }, { additionalProperties: false }),
  response: {
    200: Type.Object({ login: Type.String(), expires_in_minutes: Type.Integer({ minimum: 1 }) }),
    '4xx': problemDetailsSchema,
  },
};

export const resetConfirmSchema = {
  body: Type.Object(
    {
      login: login(),
      reset_token: Type.String({ minLength: 1, maxLength: 128 }),
      new_password: passwordSchema,
    },
    { additionalProperties: false },
  ),
  response: { 204: Type.Null({ description: 'Changed; no body.' }), '4xx': problemDetailsSchema },
};
