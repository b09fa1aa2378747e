/**
 * Reads the verified claims of an identity provider's id_token into the login identity
 * (shell spec, section 3). Each provider kind names its claims differently; a token that
 * lacks what its kind must carry gives undefined, and the sign-in fails instead of
 * creating a profile from half an identity.
 */
import type { LoginIdentity } from './user-profile';

export type IdentityProviderKind = LoginIdentity['provider'];

type Claims = Readonly<Record<string, unknown>>;

export function loginIdentityFromClaims(kind: IdentityProviderKind, claims: Claims): LoginIdentity | undefined {
  switch (kind) {
    case 'corporate': {
      return corporateIdentity(claims);
    }
    case 'retailer': {
      return retailerIdentity(claims);
    }
    case 'third-party': {
      return thirdPartyIdentity(claims);
    }
  }
}

// First kind (corporate single sign-on): UserId, firstName, lastName.
function corporateIdentity(claims: Claims): LoginIdentity | undefined {
  const userId = text(claims, 'UserId');
  const firstName = text(claims, 'firstName');
  const lastName = text(claims, 'lastName');
  if (userId === undefined || firstName === undefined || lastName === undefined) return undefined;
  return {
    provider: 'corporate',
    email: text(claims, 'email') ?? '',
    firstName,
    lastName,
    externalId: userId,
    cdsid: userId,
    ...optional('authTime', whole(claims, 'auth_time')),
  };
}

// Second kind (retailer): unique_name, retailer_id, retailer_brand, employee code as the
// retailer role, organisation code as the market code, auth_time.
function retailerIdentity(claims: Claims): LoginIdentity | undefined {
  const uniqueName = text(claims, 'unique_name');
  const firstName = text(claims, 'given_name');
  const lastName = text(claims, 'family_name');
  if (uniqueName === undefined || firstName === undefined || lastName === undefined) return undefined;
  return {
    provider: 'retailer',
    email: text(claims, 'email') ?? '',
    firstName,
    lastName,
    externalId: uniqueName,
    ...optional('retailerId', text(claims, 'retailer_id')),
    ...optional('retailerRole', text(claims, 'employee_code')),
    ...optional('retailerBrand', text(claims, 'retailer_brand')),
    ...optional('marketCode', text(claims, 'organization_code')),
    ...optional('authTime', whole(claims, 'auth_time')),
  };
}

// Third-party kind: email, family_name, given_name, phone, external_id.
function thirdPartyIdentity(claims: Claims): LoginIdentity | undefined {
  const externalId = text(claims, 'external_id');
  const email = text(claims, 'email');
  if (externalId === undefined || email === undefined) return undefined;
  return {
    provider: 'third-party',
    email,
    firstName: text(claims, 'given_name') ?? '',
    lastName: text(claims, 'family_name') ?? '',
    externalId,
    ...optional('phone', text(claims, 'phone')),
    ...optional('authTime', whole(claims, 'auth_time')),
  };
}

function text(claims: Claims, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function whole(claims: Claims, name: string): number | undefined {
  const value = claims[name];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Leaves a missing claim out, rather than writing `field: undefined` into the identity. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
