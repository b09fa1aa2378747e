/** Password rules shared by registration, password change and reset, typed once with TypeBox. */
import { Type } from '@fastify/type-provider-typebox';
import {
  maxPasswordLength,
  minPasswordLength,
  passwordChangeNeedsBoth,
} from '../../../../../domain/commerce/password-change';
import { problemDetailsSchema } from '../../../../http/problem-details-schema';

export { passwordChangeNeedsBoth };

// The bounds live in domain: the settings page checks them beside the field before sending.
export const passwordSchema = Type.String({ minLength: minPasswordLength, maxLength: maxPasswordLength });

// Neither field is `required` in the schema: a missing one gets the spec's own sentence
// (catalogue spec, section 5) from the route instead of a schema message.
export const changePasswordSchema = {
  params: Type.Object({ customerId: Type.String() }),
  body: Type.Object(
    {
      password: Type.Optional(passwordSchema),
      current_password: Type.Optional(Type.String({ maxLength: maxPasswordLength })),
    },
    { additionalProperties: false },
  ),
  response: { 204: Type.Null({ description: 'Changed; no body.' }), '4xx': problemDetailsSchema },
};
