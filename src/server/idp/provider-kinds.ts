/**
 * What tells the three embedded identity providers apart: the name on their sign-in page
 * and the claims they put in their tokens (shell spec, section 3). Claims are built from
 * the person the provider signed in (provider-people.ts).
 */
import type { SignInKind } from '../../config/commerce';
import {
  demoUserId,
  demoUsers,
  type DemoUser,
  type RetailerDemoUser,
  type ThirdPartyDemoUser,
} from '../db/demo-data/demo-users';

/**
 * An employee of the retailer lookup's directory (retailer_users: a parts manager and a
 * technician at every demo dealer), signed in by the retailer provider with the claims of a
 * retailer demo person and no more.
 */
export type DirectoryRetailerPerson = Pick<
  RetailerDemoUser,
  | 'kind'
  | 'username'
  | 'uniqueName'
  | 'dealerCode'
  | 'brand'
  | 'marketCode'
  | 'employeeCode'
  | 'givenName'
  | 'familyName'
  | 'email'
>;

/**
 * Someone a provider signs in: a demo person, a retailer directory employee, or (third-party)
 * someone who created an account at the provider, who has the claims of a third-party demo
 * person and no more.
 */
export type ProviderPerson =
  | Exclude<DemoUser, ThirdPartyDemoUser | RetailerDemoUser>
  | DirectoryRetailerPerson
  | Pick<ThirdPartyDemoUser, 'kind' | 'username' | 'externalId' | 'givenName' | 'familyName' | 'email' | 'phone'>;

export const providerTitles: Readonly<Record<SignInKind, string>> = {
  corporate: 'Corporate single sign-on',
  retailer: 'Retailer network sign-in',
  'third-party': 'Third-party account sign-in',
};

/** The kind's own claims of a person, besides the standard ones (iss, sub, aud, times). */
export function kindClaimsOf(user: ProviderPerson, authTime: number): Record<string, unknown> {
  switch (user.kind) {
    case 'corporate': {
      return { UserId: user.userId, firstName: user.givenName, lastName: user.familyName, email: user.email };
    }
    case 'retailer': {
      return {
        unique_name: user.uniqueName,
        retailer_id: user.dealerCode,
        retailer_brand: user.brand,
        employee_code: user.employeeCode,
        organization_code: user.marketCode,
        auth_time: authTime,
        email: user.email,
        given_name: user.givenName,
        family_name: user.familyName,
      };
    }
    case 'third-party': {
      return {
        email: user.email,
        family_name: user.familyName,
        given_name: user.givenName,
        phone: user.phone,
        external_id: user.externalId,
      };
    }
  }
}

export function findDemoUserByUsername(kind: SignInKind, username: string): DemoUser | undefined {
  const wanted = username.trim().toLowerCase();
  return demoUsers.find((user) => user.kind === kind && user.username === wanted);
}

/** The person a token's sub names; sub is their id at the provider. */
export function findDemoUserBySubject(kind: SignInKind, subject: string): DemoUser | undefined {
  return demoUsers.find((user) => user.kind === kind && demoUserId(user) === subject);
}
