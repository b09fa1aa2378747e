import { describe, expect, it } from 'vitest';
import { loginIdentityFromClaims } from '../../../../src/domain/profile/login-identity-claims';

describe('reading identity provider claims (shell spec, section 3)', () => {
  it('first kind: UserId, firstName, lastName, email', () => {
    expect(
      loginIdentityFromClaims('corporate', {
        sub: 'x',
        UserId: 'JSMITH',
        firstName: 'Jane',
        lastName: 'Smith',
        email: 'j@x.example',
        auth_time: 1_700_000_000,
      }),
    ).toEqual({
      provider: 'corporate',
      email: 'j@x.example',
      firstName: 'Jane',
      lastName: 'Smith',
      externalId: 'JSMITH',
      cdsid: 'JSMITH',
      authTime: 1_700_000_000,
    });
  });

  it('second kind: unique_name, retailer_id, retailer_brand, employee code as role, organisation code as market, auth_time', () => {
    expect(
      loginIdentityFromClaims('retailer', {
        unique_name: 'rparts',
        retailer_id: '006CC',
        retailer_brand: 'corvid',
        employee_code: 'PM',
        organization_code: 'GB',
        auth_time: 1_700_000_000,
        email: 'r@x.example',
        given_name: 'Rita',
        family_name: 'Parts',
      }),
    ).toEqual({
      provider: 'retailer',
      email: 'r@x.example',
      firstName: 'Rita',
      lastName: 'Parts',
      externalId: 'rparts',
      retailerId: '006CC',
      retailerRole: 'PM',
      retailerBrand: 'corvid',
      marketCode: 'GB',
      authTime: 1_700_000_000,
    });
  });

  it('third kind: email, family_name, given_name, phone, external_id', () => {
    expect(
      loginIdentityFromClaims('third-party', {
        external_id: 'tp-1',
        email: 'p@x.example',
        given_name: 'Pat',
        family_name: 'Jones',
        phone: '+44 1',
      }),
    ).toEqual({
      provider: 'third-party',
      email: 'p@x.example',
      firstName: 'Pat',
      lastName: 'Jones',
      externalId: 'tp-1',
      phone: '+44 1',
    });
  });

  it.each([
    ['corporate', { firstName: 'Jane', lastName: 'Smith' }],
    ['retailer', { given_name: 'Rita', family_name: 'Parts', unique_name: '  ' }],
    ['third-party', { external_id: 'tp-1' }],
  ] as const)('refuses a %s token without the claims that identify the person', (kind, claims) => {
    expect(loginIdentityFromClaims(kind, claims)).toBeUndefined();
  });
});
