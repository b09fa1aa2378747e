/**
 * The errors the shopper login puts on the app's callback URL (?error=...&error_description=...)
 * when a provider sign-in does not end in a registered session. Shared, so the callback page
 * can tell registration from a pending or rejected user without matching on wording.
 */
import type { LoginOutcome } from './login-flow-rules';

export const signInErrors = {
  registration_required: 'Registration is required before the first sign-in.',
  user_not_found: 'User not found',
  user_rejected: 'Your registration has been rejected.',
  user_pending: 'Your registration is waiting for approval.',
  access_denied: 'The sign-in was cancelled or refused by the identity provider.',
  temporarily_unavailable: 'The identity provider cannot be reached. Try again later.',
  // 'ADFS TOKEN ERROR' is the spec's wording for any other failure of the token flows.
  server_error: 'ADFS TOKEN ERROR',
} as const;

export type SignInErrorCode = keyof typeof signInErrors;

/**
 * What the app's login flow throws when, signed in, it cannot read the customer it signed in
 * as; it also sets the user-not-found flag (catalogue spec, section 8).
 */
export const errorFetchingCustomer = 'Error fetching customer';

/** The error code of an outcome that does not register the user. */
export function signInErrorOf(outcome: Exclude<LoginOutcome, { kind: 'registered' }>): SignInErrorCode {
  switch (outcome.kind) {
    case 'registration-required': {
      return 'registration_required';
    }
    case 'user-not-found': {
      return 'user_not_found';
    }
    case 'rejected': {
      return 'user_rejected';
    }
    case 'pending': {
      return 'user_pending';
    }
  }
}
