import { describe, expect, it } from 'vitest';
import { accessDay, derivePrincipal, principalNameOf, principalNames } from '../../../../src/domain/access/principal';
import { examplePrincipal } from '../../../../src/domain/access/policy-document';
import { exampleProfile } from '../../../../src/domain/access/policy-principals';

const registered = { authType: 'registered' as const, sub: 'c1', usid: 'u1', userId: 'user-1' };

describe('derivePrincipal: who is calling, from the token, the profile and the day', () => {
  it('is anonymous without a token and a guest with a guest token, whatever profile there is', () => {
    expect(derivePrincipal(null, undefined, new Date('2026-06-01T12:00:00Z'))).toEqual({ kind: 'anonymous' });
    const guest = derivePrincipal(
      { authType: 'guest', sub: 'c1', usid: 'u1' },
      exampleProfile('x', {}),
      new Date('2026-06-01T12:00:00Z'),
    );
    expect(guest.kind).toBe('guest');
  });

  it('reads a registered token without a profile as a sign-in with no registration yet', () => {
    expect(derivePrincipal(registered, undefined, new Date('2026-06-01T12:00:00Z'))).toMatchObject({
      kind: 'user',
      userId: 'user-1',
      approved: false,
      catalogueAccess: false,
    });
  });

  it.each([
    ['an approved retailer', {}, { approved: true, catalogueAccess: true, admin: false }],
    ['a pending retailer', { c_epcUserStatus: 'pending' }, { approved: false, catalogueAccess: false, admin: false }],
    [
      'a rejected internal admin',
      { c_epcUserType: 'internal', c_epcUserRole: 'admin', c_epcUserStatus: 'rejected' },
      { approved: false, admin: false, catalogueAccess: false },
    ],
    [
      'an approved internal admin',
      { c_epcUserType: 'internal', c_epcUserRole: 'admin' },
      { approved: true, admin: true, catalogueAccess: true },
    ],
    // Section 6: an independent needs the role sponsored or true-independent.
    [
      'an independent with role user',
      { c_epcUserType: 'independent', c_epcUserRole: 'user' },
      { approved: true, catalogueAccess: false },
    ],
    [
      'a sponsored independent',
      { c_epcUserType: 'independent', c_epcUserRole: 'sponsored' },
      { catalogueAccess: true },
    ],
    [
      'a true-independent through 2026-06-01',
      { c_epcUserType: 'independent', c_epcUserRole: 'true-independent', c_epcSubscriptionEndDate: '2026-06-01' },
      { catalogueAccess: true, subscriptionExpired: false },
    ],
    [
      'a true-independent whose subscription ended the day before',
      { c_epcUserType: 'independent', c_epcUserRole: 'true-independent', c_epcSubscriptionEndDate: '2026-05-31' },
      { catalogueAccess: false, subscriptionExpired: true },
    ],
    [
      'a true-independent whose bought hour runs until after the request',
      {
        c_epcUserType: 'independent',
        c_epcUserRole: 'true-independent',
        c_epcSubscriptionEndDate: '2026-06-01T12:00:00.001Z',
      },
      { catalogueAccess: true, subscriptionExpired: false },
    ],
    [
      'a true-independent whose bought hour ended at the request',
      {
        c_epcUserType: 'independent',
        c_epcUserRole: 'true-independent',
        c_epcSubscriptionEndDate: '2026-06-01T12:00:00.000Z',
      },
      { catalogueAccess: false, subscriptionExpired: true },
    ],
    [
      'a true-independent without an end date',
      { c_epcUserType: 'independent', c_epcUserRole: 'true-independent' },
      { catalogueAccess: false, subscriptionExpired: true },
    ],
  ] as const)('%s', (_case, fields, expected) => {
    expect(
      derivePrincipal(registered, exampleProfile('user-1', fields), new Date('2026-06-01T12:00:00Z')),
    ).toMatchObject(expected);
  });
});

describe('accessDay', () => {
  it('is the date of the last time zone (UTC-12), so a last day lasts wherever the user is', () => {
    expect(accessDay(new Date('2026-06-02T11:59:00Z'))).toBe('2026-06-01');
    expect(accessDay(new Date('2026-06-02T12:00:00Z'))).toBe('2026-06-02');
  });
});

describe('the policy examples', () => {
  it.each(principalNames)('%s falls in its own column', (name) => {
    expect(principalNameOf(examplePrincipal(name))).toBe(name);
  });
});
