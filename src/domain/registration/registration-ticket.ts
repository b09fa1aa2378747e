/**
 * The registration ticket (catalogue spec, sections 2 and 4: a third-party user with no
 * profile is sent to registration, carrying the provider's external id and identity claims).
 * The shopper login signs it (a short-lived JWT, see src/server/registration); the page reads
 * its claims (names below) only to prefill the form; the register route trusts nothing but its
 * signature.
 */
import type { LoginIdentity } from '../profile/user-profile';

/** Name of the query parameter the shopper login adds to the app's callback URL. */
export const registrationTicketParameter = 'registration_ticket';

/** How long a ticket may be used after the sign-in that made it. */
export const registrationTicketLifetimeSeconds = 30 * 60;

/** What a ticket vouches for: who signed in, at which provider. */
export interface RegistrationTicketClaims {
  provider: LoginIdentity['provider'];
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export function ticketClaimsOf(identity: LoginIdentity): RegistrationTicketClaims {
  return {
    provider: identity.provider,
    externalId: identity.externalId,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    phone: identity.phone ?? '',
  };
}

/** The JWT claim names of a ticket: sub is the external id; the rest are OpenID Connect's. */
export const ticketClaimNames = {
  provider: 'provider',
  email: 'email',
  firstName: 'given_name',
  lastName: 'family_name',
  phone: 'phone_number',
} as const;
