/**
 * POST /registration/api/v1/register (catalogue spec, section 2): the registration form and
 * the ticket of the third-party sign-in it completes. The schema bounds types and lengths;
 * the form's own rules (src/domain/registration/registration-form.ts) run in the route, so
 * each refusal names its field in the same words the page shows beside it.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  registrationTextLimits,
  type RegistrationForm,
  type RegistrationTextField,
} from '../../domain/registration/registration-form';
import { problemDetailsSchema } from '../http/problem-details-schema';

const textFields = Object.fromEntries(
  Object.entries(registrationTextLimits).map(([field, limit]) => [
    field,
    // Room for surrounding spaces, which are trimmed before the rules count the length.
    Type.String({ maxLength: limit + 50 }),
  ]),
) as Record<RegistrationTextField, ReturnType<typeof Type.String>>;

const registerBody = Type.Object(
  {
    ...textFields,
    retailerSponsoring: Type.Boolean(),
    acceptAll: Type.Boolean(),
    ticket: Type.String({ minLength: 1, maxLength: 4096, description: 'The registration ticket of the sign-in' }),
  },
  { additionalProperties: false },
);

// The body is the shared form plus the ticket.
const sameForm: RegistrationForm = {} as Omit<Static<typeof registerBody>, 'ticket'>;
void sameForm;

export const registerSchema = {
  description:
    'Registers the third-party identity a registration ticket names: creates its EPCUsers profile (pending) and commerce customer.',
  body: registerBody,
  response: {
    201: Type.Object({
      userId: Type.String(),
      status: Type.Literal('pending'),
      userType: Type.String(),
      userRole: Type.String(),
    }),
    '4xx': problemDetailsSchema,
    '5xx': problemDetailsSchema,
  },
};
