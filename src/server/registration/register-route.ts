/**
 * POST /registration/api/v1/register (catalogue spec, sections 2, 4, 5 and 8): a guest who
 * signed in at the third-party provider without a profile registers. The ticket names the
 * identity; the form's rules, the market, language and sponsoring retailer are checked; then
 * one transaction marks the ticket used, creates the EPCUsers profile (pending, inactive,
 * non-billable) and the commerce customer linked to the identity. Each refusal is a problem
 * whose detail starts with the field it is about ("phone: ch not allow").
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { customerProfileFields } from '../../domain/profile/customer-profile-fields';
import {
  registrationErrorMessages,
  trimmedRegistrationForm,
  validateRegistrationForm,
  type RegistrationField,
} from '../../domain/registration/registration-form';
import { registrationProfile } from '../../domain/registration/registration-profile';
import { upsertRegisteredCustomer } from '../commerce/shopper-login/store/customers';
import { readUserProfileForUpdate, writeUserProfile } from '../commerce/shopper-login/store/user-profiles';
import type { AuthConfig } from '../config';
import { sendProblem } from '../http/problem-details';
import { registerSchema } from './register-schema';
import { findRetailerCode, readRegistrationReference, takeTicket } from './registration-repository';
import { verifyRegistrationTicket } from './registration-ticket';

export interface RegisterRouteOptions {
  auth: AuthConfig;
}

/** The spec's message when the profile cannot be saved (catalogue spec, section 8). */
export const profileSaveFailed = 'Error creating user in RDM.';

export const ticketProblems = {
  expired: 'ticket: This registration has expired. Sign in with your third-party account again to register.',
  invalid: 'ticket: This registration link is not valid. Sign in with your third-party account to register.',
  used: 'ticket: This registration link was already used. Sign in with your third-party account again.',
} as const;

export const alreadyRegistered = 'This account is already registered. Sign in to see the state of your registration.';

class Refusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

class ProfileSaveError extends Error {}

const fieldProblem = (field: RegistrationField | 'ticket', message: string) => `${field}: ${message}`;

export default async function registerRoute(app: FastifyInstance, options: RegisterRouteOptions) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/registration/api/v1/register', { schema: registerSchema }, async (request, reply) => {
      if (request.shopper?.authType !== 'guest') {
        return sendProblem(reply, 403, 'Registering needs a guest session; sign out first.');
      }
      const { ticket: ticketText, ...body } = request.body;
      const check = await verifyRegistrationTicket(ticketText, { secret: options.auth.tokenSecret });
      if (!check.valid) return sendProblem(reply, 400, ticketProblems[check.reason]);
      const { ticket } = check;

      const form = trimmedRegistrationForm(body);
      const errors = validateRegistrationForm(form, await readRegistrationReference(app.database));
      const [field, code] = Object.entries(errors)[0] ?? [];
      if (field !== undefined && code !== undefined) {
        return sendProblem(reply, 400, fieldProblem(field as RegistrationField, registrationErrorMessages[code]));
      }
      if (form.retailerSponsoring) {
        const retailerCode = await findRetailerCode(app.database, form.retailerCode);
        if (retailerCode === undefined) {
          return sendProblem(reply, 400, fieldProblem('retailerCode', registrationErrorMessages.unknownRetailer));
        }
        form.retailerCode = retailerCode;
      }

      const profile = registrationProfile(form, ticket.claims);
      try {
        await app.database.transaction(async (tx) => {
          if (!(await takeTicket(tx, ticket.ticketId, ticket.expiresAt))) throw new Refusal(400, ticketProblems.used);
          if ((await readUserProfileForUpdate(tx, profile.key_value_string)) !== undefined) {
            throw new Refusal(409, alreadyRegistered);
          }
          await writeUserProfile(tx, profile).catch((error: unknown) => {
            throw new ProfileSaveError(profileSaveFailed, { cause: error });
          });
          await upsertRegisteredCustomer(tx, {
            identity: { ...ticket.claims, phone: form.phone },
            email: form.email,
            firstName: form.firstName,
            lastName: form.lastName,
            fields: customerProfileFields(profile),
          });
        });
      } catch (error) {
        if (error instanceof Refusal) return sendProblem(reply, error.status, error.message);
        if (error instanceof ProfileSaveError) {
          request.log.error({ err: error.cause }, profileSaveFailed);
          return sendProblem(reply, 500, profileSaveFailed);
        }
        throw error;
      }
      return reply.code(201).send({
        userId: profile.key_value_string,
        status: 'pending' as const,
        userType: profile.c_epcUserType,
        userRole: profile.c_epcUserRole,
      });
    });
}
