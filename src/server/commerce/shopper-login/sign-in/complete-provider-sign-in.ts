/**
 * Applies the login rules to a verified provider identity, in one transaction: reads the
 * EPCUsers profile (and the retailer lookup), writes the profile the rules return, and for
 * an approved user saves the registered customer and issues the app's authorization code.
 * Nothing is half-written: a failure rolls back the profile, the customer and the code.
 */
import { customerProfileFields } from '../../../../domain/profile/customer-profile-fields';
import { applyLoginFlow, epcUserIdOf } from '../../../../domain/profile/login-flow-rules';
import { signInErrorOf, type SignInErrorCode } from '../../../../domain/profile/sign-in-errors';
import type { LoginIdentity } from '../../../../domain/profile/user-profile';
import { findRetailerDetails } from '../../../catalogue/retailer-details/find-retailer-details';
import type { Database } from '../../../db/database';
import { issueAuthorizationCode } from '../store/authorization-codes';
import { upsertRegisteredCustomer } from '../store/customers';
import type { PendingLogin } from '../store/pending-logins';
import { registeredSessionUsid } from '../store/shopper-sessions';
import { readUserProfileForUpdate, writeUserProfile } from '../store/user-profiles';

export type SignInCompletion =
  { kind: 'registered'; code: string; usid: string } | { kind: 'refused'; error: SignInErrorCode };

export interface CompletedIdentity {
  identity: LoginIdentity;
  pending: PendingLogin;
  idpAccessToken: string;
  now: Date;
}

export function completeProviderSignIn(
  database: Database,
  { identity, pending, idpAccessToken, now }: CompletedIdentity,
): Promise<SignInCompletion> {
  return database.transaction(async (tx) => {
    const existing = await readUserProfileForUpdate(tx, epcUserIdOf(identity));
    const retailerDetails =
      identity.provider === 'retailer' ? await findRetailerDetails(tx, identity.externalId) : undefined;
    const outcome = applyLoginFlow({ identity, existing, retailerDetails, now });
    if (outcome.kind === 'registered' || outcome.kind === 'pending') await writeUserProfile(tx, outcome.profile);
    if (outcome.kind !== 'registered') return { kind: 'refused', error: signInErrorOf(outcome) };

    const { profile } = outcome;
    const customer = await upsertRegisteredCustomer(tx, {
      identity,
      email: profile.c_epcUserEmail === '' ? identity.email : profile.c_epcUserEmail,
      firstName: profile.c_epcUserFirstName,
      lastName: profile.c_epcUserLastName,
      fields: customerProfileFields(profile),
    });
    const usid = await registeredSessionUsid(tx, pending.usid, customer.customer_id);
    const code = await issueAuthorizationCode(tx, {
      customerId: customer.customer_id,
      usid,
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      codeChallenge: pending.codeChallenge,
      idpAccessToken,
    });
    return { kind: 'registered', code, usid };
  });
}
