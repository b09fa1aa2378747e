import { describe, expect, it } from 'vitest';
import {
  applyLoginFlow,
  carMakerCompanyName,
  withSingleSignOnFlags,
  withThirdPartyFlags,
  type LoginOutcome,
} from '../../../../src/domain/profile/login-flow-rules';
import type { RetailerDetails } from '../../../../src/domain/profile/retailer-details';
import { signInErrorOf } from '../../../../src/domain/profile/sign-in-errors';
import type { LoginIdentity, UserProfile } from '../../../../src/domain/profile/user-profile';

const now = new Date('2026-11-22T10:00:00.000Z');

const corporate: LoginIdentity = {
  provider: 'corporate',
  email: 'j.smith@arden-corvid.example',
  firstName: 'Jane',
  lastName: 'Smith',
  externalId: 'JSMITH',
  cdsid: 'JSMITH',
};

const retailer: LoginIdentity = {
  provider: 'retailer',
  email: 'tech@dealer.example',
  firstName: 'Tom',
  lastName: 'Tech',
  externalId: 'rtech',
  retailerId: '005CA',
  retailerRole: 'TEC',
  retailerBrand: 'arden',
  marketCode: 'CA',
};

const thirdParty: LoginIdentity = {
  provider: 'third-party',
  email: 'pat@garage.example',
  firstName: 'Pat',
  lastName: 'Jones',
  externalId: 'tp-100',
};

const found = (partsManager: 'N' | 'Y'): RetailerDetails => ({
  userFound: true,
  partsManager,
  fordOtherEmail: 'other@dealer.example',
  givenName: 'Tom',
  sn: 'Tech',
  country: 'CA',
  preferredLanguage: 'fr-CA',
  fordSiteCode: '005CA',
  company: 'Maplestead Motors',
  companyAddress: '1 Main Street, Toronto',
});

function stored(overrides: Partial<UserProfile>): UserProfile {
  return {
    key_value_string: 'someone',
    c_epcUserType: 'third-party',
    c_epcUserRole: 'user',
    c_epcUserEmail: 'old@example.com',
    c_epcUserFirstName: 'Old',
    c_epcUserLastName: 'Name',
    c_epcFullName: 'Old Name',
    c_epcUserStatus: 'approved',
    c_epcUserMarket: 'DE',
    c_epcUserLanguage: 'de-DE',
    c_epcUserActive: false,
    c_epcBillableFlag: false,
    c_epcLoginCount: 4,
    c_epcLastLoginTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function profileOf(outcome: LoginOutcome): UserProfile {
  if (outcome.kind !== 'registered' && outcome.kind !== 'pending') throw new Error(`no profile in ${outcome.kind}`);
  return outcome.profile;
}

describe('login flow rules (catalogue spec, section 4)', () => {
  describe('"Internal users via single sign-on are created approved and active."', () => {
    it('creates the default internal profile: company of the car maker, market GB, language en-GB, export config export_csv, billable, active, role admin', () => {
      const outcome = applyLoginFlow({ identity: corporate, existing: undefined, now });
      expect(outcome.kind).toBe('registered');
      expect(profileOf(outcome)).toEqual({
        key_value_string: 'JSMITH',
        c_epcUserType: 'internal',
        c_epcUserRole: 'admin',
        c_epcUserStatus: 'approved',
        c_epcUserEmail: 'j.smith@arden-corvid.example',
        c_epcUserFirstName: 'Jane',
        c_epcUserLastName: 'Smith',
        c_epcFullName: 'Jane Smith',
        c_epcUserMarket: 'GB',
        c_epcUserLanguage: 'en-GB',
        c_epcCompanyName: carMakerCompanyName,
        c_epcShoppingExportConfig: 'export_csv',
        c_epcBillableFlag: true,
        c_epcUserActive: true,
        c_epcLoginCount: 1,
        c_epcLastLoginTime: '2026-11-22T10:00:00.000Z',
      });
    });
  });

  describe('"Retailer self-registration via the identity provider: role user, status pending, inactive, non-billable."', () => {
    it.each([
      [
        'a technician',
        'N',
        { c_epcUserRole: 'user', c_epcUserStatus: 'pending', c_epcUserActive: false, c_epcBillableFlag: false },
        'pending',
      ],
      [
        '"A retailer flagged as parts manager gets role admin, status approved, active, billable."',
        'Y',
        { c_epcUserRole: 'admin', c_epcUserStatus: 'approved', c_epcUserActive: true, c_epcBillableFlag: true },
        'registered',
      ],
    ] as const)('%s', (_name, partsManager, expected, kind) => {
      const outcome = applyLoginFlow({
        identity: retailer,
        existing: undefined,
        retailerDetails: found(partsManager),
        now,
      });
      expect(outcome.kind).toBe(kind);
      expect(profileOf(outcome)).toMatchObject({
        ...expected,
        key_value_string: 'rtech',
        c_epcUserType: 'retailer',
        c_epcPartnerId: '005CA',
        c_epcCompanyName: 'Maplestead Motors',
        c_epcCompanyAddress: '1 Main Street, Toronto',
        c_epcUserMarket: 'CA',
        c_epcCountryOfOrigin: 'CA',
        c_epcUserLanguage: 'fr-CA',
        c_epcUserEmail: 'tech@dealer.example',
        c_epcLoginCount: 1,
      });
    });

    it('"\'User not found\': the retailer lookup fails", even when a profile exists', () => {
      const existing = stored({ c_epcUserType: 'retailer' });
      expect(applyLoginFlow({ identity: retailer, existing, retailerDetails: { userFound: false }, now })).toEqual({
        kind: 'user-not-found',
      });
      expect(applyLoginFlow({ identity: retailer, existing, now })).toEqual({ kind: 'user-not-found' });
    });

    it('keeps an existing retailer profile and does not re-register it', () => {
      const existing = stored({ c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcPartnerId: '006CC' });
      const profile = profileOf(applyLoginFlow({ identity: retailer, existing, retailerDetails: found('Y'), now }));
      expect(profile).toMatchObject({ c_epcUserRole: 'user', c_epcPartnerId: '006CC', c_epcLoginCount: 5 });
    });
  });

  describe('"On every login the profile is updated: last login time, names, and login count increased by one."', () => {
    it.each([
      ['corporate', corporate, undefined],
      ['retailer', retailer, found('N')],
      ['third-party', thirdParty, undefined],
    ] as const)('%s flow', (_name, identity, retailerDetails) => {
      const existing = stored({ c_epcUserStatus: 'approved' });
      const profile = profileOf(applyLoginFlow({ identity, existing, retailerDetails, now }));
      expect(profile).toMatchObject({
        c_epcUserFirstName: identity.firstName,
        c_epcUserLastName: identity.lastName,
        c_epcFullName: `${identity.firstName} ${identity.lastName}`,
        c_epcLoginCount: 5,
        c_epcLastLoginTime: '2026-11-22T10:00:00.000Z',
        // Nothing else of the stored profile changes.
        c_epcUserEmail: 'old@example.com',
        c_epcUserMarket: 'DE',
      });
    });

    it('keeps the stored names when the provider sends none', () => {
      const identity = { ...thirdParty, firstName: '', lastName: '' };
      const profile = profileOf(applyLoginFlow({ identity, existing: stored({}), now }));
      expect(profile).toMatchObject({
        c_epcUserFirstName: 'Old',
        c_epcUserLastName: 'Name',
        c_epcFullName: 'Old Name',
      });
    });

    it("keeps the login time it replaces as the previous one, which 'Last Accessed' shows (shell spec, section 2)", () => {
      const profile = profileOf(applyLoginFlow({ identity: thirdParty, existing: stored({}), now }));
      expect(profile.c_epcPreviousLoginTime).toBe('2026-01-01T00:00:00.000Z');
      expect(profile.c_epcLastLoginTime).toBe('2026-11-22T10:00:00.000Z');
      // The next sign-in moves it on: the previous visit is the one just recorded.
      const later = new Date('2026-11-23T08:00:00.000Z');
      const next = profileOf(applyLoginFlow({ identity: thirdParty, existing: profile, now: later }));
      expect(next.c_epcPreviousLoginTime).toBe('2026-11-22T10:00:00.000Z');
    });

    it('has no previous login time on a first visit', () => {
      const first = profileOf(applyLoginFlow({ identity: corporate, existing: undefined, now }));
      expect(first).not.toHaveProperty('c_epcPreviousLoginTime');
    });

    it('starts the count at 1 for a profile that never had one', () => {
      const existing = { ...stored({}), c_epcLoginCount: undefined } as unknown as UserProfile;
      expect(profileOf(applyLoginFlow({ identity: thirdParty, existing, now })).c_epcLoginCount).toBe(1);
    });
  });

  describe('"In the single sign-on flows, billable and active are true unless the status is rejected or pending."', () => {
    it.each([
      ['approved', true],
      ['pending', false],
      ['rejected', false],
    ] as const)('status %s gives billable and active %s', (status, enabled) => {
      const profile = withSingleSignOnFlags(
        stored({ c_epcUserStatus: status, c_epcUserActive: !enabled, c_epcBillableFlag: !enabled }),
      );
      expect(profile).toMatchObject({ c_epcUserActive: enabled, c_epcBillableFlag: enabled });
    });
  });

  describe('"In the third-party flow they are true when approved and active, or approved with a subscription end date, or sponsored role."', () => {
    it.each([
      ['approved and active', { c_epcUserStatus: 'approved', c_epcUserActive: true }, true],
      [
        'approved with a subscription end date',
        { c_epcUserStatus: 'approved', c_epcSubscriptionEndDate: '2099-12-31' },
        true,
      ],
      [
        'approved with a past subscription end date',
        { c_epcUserStatus: 'approved', c_epcSubscriptionEndDate: '2025-01-31' },
        true,
      ],
      ['sponsored role, pending', { c_epcUserStatus: 'pending', c_epcUserRole: 'sponsored' }, true],
      [
        'approved, inactive, no end date: left as it was',
        { c_epcUserStatus: 'approved', c_epcUserRole: 'true-independent' },
        false,
      ],
      ['pending user: left as it was', { c_epcUserStatus: 'pending' }, false],
    ] as const)('%s', (_name, overrides, enabled) => {
      const profile = withThirdPartyFlags(stored(overrides));
      expect(profile).toMatchObject({ c_epcUserActive: enabled, c_epcBillableFlag: enabled });
    });
  });

  describe('"A user becomes registered only when the profile status is approved."', () => {
    it.each([
      ['corporate', corporate, undefined],
      ['retailer', retailer, found('N')],
      ['third-party', thirdParty, undefined],
    ] as const)(
      '%s flow: approved registers, pending is pending with the updated profile, rejected is rejected',
      (_name, identity, retailerDetails) => {
        const run = (status: UserProfile['c_epcUserStatus']) =>
          applyLoginFlow({ identity, existing: stored({ c_epcUserStatus: status }), retailerDetails, now });
        expect(run('approved').kind).toBe('registered');
        const pending = run('pending');
        expect(pending.kind).toBe('pending');
        expect(profileOf(pending).c_epcLoginCount).toBe(5);
        expect(run('rejected')).toEqual({ kind: 'rejected' });
      },
    );
  });

  describe('"A user not found in the profile store is sent to registration (third-party flow) or shown a user-not-found state."', () => {
    it('third-party flow: registration-required', () => {
      expect(applyLoginFlow({ identity: thirdParty, existing: undefined, now })).toEqual({
        kind: 'registration-required',
      });
    });
  });

  describe('the error code each unregistered outcome puts on the callback', () => {
    it.each([
      [{ kind: 'registration-required' }, 'registration_required'],
      [{ kind: 'user-not-found' }, 'user_not_found'],
      [{ kind: 'rejected' }, 'user_rejected'],
      [{ kind: 'pending', profile: stored({ c_epcUserStatus: 'pending' }) }, 'user_pending'],
    ] as const)('%o -> %s', (outcome, code) => {
      expect(signInErrorOf(outcome)).toBe(code);
    });
  });
});
