/** Password rules shared by registration, password change and reset, typed once with TypeBox. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';

export const passwordSchema = Type.String({ minLength: 8, maxLength: 128 });

// Neither field is `required` in the schema: a missing one gets the spec's own sentence
// (catalogue spec, section 5) from the route instead of a schema message.
export const changePasswordSchema = {
  params: Type.Object({ customerId: Type.String() }),
  body: Type.Object(
    {
      password: Type.Optional(passwordSchema),
      current_password: Type.Optional(Type.String({ maxLength: 128 })),
    },
    { additionalProperties: false },
  ),
  response: { 204: Type.Null({ description: 'Changed; no body.' }), '4xx': problemDetailsSchema },
};

export const passwordChangeNeedsBoth = 'Password change requires the new password and the current password.';
