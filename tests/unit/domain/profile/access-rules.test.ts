import { describe, expect, it } from 'vitest';
import {
  canManageSubscription,
  describeRoleTypeMismatch,
  hasCatalogueAccess,
  hasDataDownloadAccess,
  hasPriceAccess,
  isAdmin,
  isRegistered,
  isSubscriptionExpired,
} from '../../../../src/domain/profile/access-rules';
import type { UserProfile, UserRole, UserStatus, UserType } from '../../../../src/domain/profile/user-profile';

const profile = (type: UserType, role: UserRole, status: UserStatus = 'approved') => ({
  c_epcUserType: type,
  c_epcUserRole: role,
  c_epcUserStatus: status,
});

describe('isRegistered: "A user becomes registered only when the profile status is approved." (catalogue spec, 4)', () => {
  it.each([
    ['approved', true],
    ['pending', false],
    ['rejected', false],
  ] as const)('status %s -> %s', (status, expected) => {
    expect(isRegistered({ c_epcUserStatus: status })).toBe(expected);
  });
});

describe('isAdmin: role admin, on an approved profile', () => {
  it.each([
    [profile('internal', 'admin'), true],
    [profile('retailer', 'admin'), true],
    [profile('retailer', 'admin', 'pending'), false],
    [profile('internal', 'admin', 'rejected'), false],
    [profile('retailer', 'user'), false],
    [profile('independent', 'true-independent'), false],
  ])('%j -> %s', (facts, expected) => {
    expect(isAdmin(facts)).toBe(expected);
  });
});

describe('hasCatalogueAccess: "approved, and (internal, retailer, third-party, or independent with role sponsored); or approved independent with role true-independent" (catalogue spec, 6)', () => {
  it.each([
    [profile('internal', 'user'), true],
    [profile('internal', 'admin'), true],
    [profile('retailer', 'user'), true],
    [profile('third-party', 'user'), true],
    [profile('independent', 'sponsored'), true],
    [profile('independent', 'true-independent'), true],
    [profile('independent', 'user'), false],
    [profile('independent', 'admin'), false],
    [profile('internal', 'user', 'pending'), false],
    [profile('retailer', 'admin', 'rejected'), false],
    [profile('independent', 'sponsored', 'pending'), false],
    [profile('independent', 'true-independent', 'rejected'), false],
  ])('%j -> %s', (facts, expected) => {
    expect(hasCatalogueAccess(facts)).toBe(expected);
  });
});

describe('hasPriceAccess: catalogue access, and a user the pricing code prices (issue 20; docs/decisions.md)', () => {
  it.each([
    [profile('internal', 'user'), true],
    [profile('internal', 'admin'), true],
    [profile('retailer', 'user'), true],
    [profile('retailer', 'admin'), true],
    [profile('third-party', 'user'), true],
    [profile('independent', 'sponsored'), true],
    // No dealer whose prices and stock to show.
    [profile('independent', 'true-independent'), false],
    [profile('independent', 'user'), false],
    [profile('retailer', 'user', 'pending'), false],
    [profile('third-party', 'user', 'rejected'), false],
  ])('%j -> %s', (facts, expected) => {
    expect(hasPriceAccess(facts)).toBe(expected);
  });
});

describe('hasDataDownloadAccess: "active, enabled and approval status approved, optionally not past the expiry date (the whole expiry day is included)" (catalogue spec, 6)', () => {
  const eligible: Pick<
    UserProfile,
    'c_epcDataDownloadUserActive' | 'c_epcDataDownloadUserEnabled' | 'c_epcDataDownloadUserApprovalStatus'
  > = {
    c_epcDataDownloadUserActive: true,
    c_epcDataDownloadUserEnabled: true,
    c_epcDataDownloadUserApprovalStatus: 'approved',
  };
  const today = '2026-11-22';

  it.each([
    ['active, enabled, approved, no expiry date', {}, true],
    ['expiring later', { c_epcDataDownloadUserExpiryDate: '2026-12-31' }, true],
    ['expiring today (the whole day counts)', { c_epcDataDownloadUserExpiryDate: '2026-11-22' }, true],
    ['expiring today, given as a date-time', { c_epcDataDownloadUserExpiryDate: '2026-11-22T00:00:00.000Z' }, true],
    ['expired yesterday', { c_epcDataDownloadUserExpiryDate: '2026-11-21' }, false],
    ['inactive', { c_epcDataDownloadUserActive: false }, false],
    ['not enabled', { c_epcDataDownloadUserEnabled: false }, false],
    ['approval pending', { c_epcDataDownloadUserApprovalStatus: 'pending' }, false],
    ['approval rejected', { c_epcDataDownloadUserApprovalStatus: 'rejected' }, false],
    ['flags never set', { c_epcDataDownloadUserActive: undefined, c_epcDataDownloadUserEnabled: undefined }, false],
  ] as const)('%s -> %s', (_case, change, expected) => {
    expect(hasDataDownloadAccess({ ...eligible, ...change }, today)).toBe(expected);
  });
});

describe('isSubscriptionExpired: "A true-independent approved user is flagged expired when there is no subscription end date or it is in the past" (catalogue spec, 4)', () => {
  const subscriber = profile('independent', 'true-independent');
  // 22 November in every time zone, UTC-12 included.
  const now = new Date('2026-11-22T15:00:00Z');

  it.each([
    ['no end date', subscriber, true],
    ['an empty end date', { ...subscriber, c_epcSubscriptionEndDate: '' }, true],
    ['an end date yesterday', { ...subscriber, c_epcSubscriptionEndDate: '2026-11-21' }, true],
    ['an end date today', { ...subscriber, c_epcSubscriptionEndDate: '2026-11-22' }, false],
    ['an end date next year', { ...subscriber, c_epcSubscriptionEndDate: '2027-11-22' }, false],
    ['an end instant later today', { ...subscriber, c_epcSubscriptionEndDate: '2026-11-22T15:00:00.001Z' }, false],
    ['an end instant just reached', { ...subscriber, c_epcSubscriptionEndDate: '2026-11-22T15:00:00.000Z' }, true],
    ['an end that is no date', { ...subscriber, c_epcSubscriptionEndDate: '2026-02-30' }, true],
    ['a pending subscriber without end date', profile('independent', 'true-independent', 'pending'), false],
    ['a sponsored independent without end date', profile('independent', 'sponsored'), false],
    ['a retailer without end date', profile('retailer', 'user'), false],
  ] as const)('%s -> %s', (_case, facts, expected) => {
    expect(isSubscriptionExpired(facts, now)).toBe(expected);
  });
});

describe('canManageSubscription: true-independent users see Manage Subscription (shell spec, 6)', () => {
  it.each([
    [profile('independent', 'true-independent'), true],
    [profile('independent', 'true-independent', 'pending'), false],
    [profile('independent', 'sponsored'), false],
    [profile('internal', 'admin'), false],
    [profile('retailer', 'true-independent'), false],
  ])('%j -> %s', (facts, expected) => {
    expect(canManageSubscription(facts)).toBe(expected);
  });

  it('still holds for an expired subscriber, who must reach the page to renew', () => {
    const expired = profile('independent', 'true-independent');
    expect(isSubscriptionExpired(expired, new Date('2026-11-22T09:00:00Z'))).toBe(true);
    expect(canManageSubscription(expired)).toBe(true);
  });
});

describe('describeRoleTypeMismatch: sponsored and true-independent are kinds of independent user (shell spec, 1)', () => {
  it.each([
    ['independent', 'sponsored', undefined],
    ['independent', 'true-independent', undefined],
    ['retailer', 'admin', undefined],
    ['internal', 'user', undefined],
    ['retailer', 'sponsored', 'The role sponsored is only for independent users, not retailer users.'],
    [
      'third-party',
      'true-independent',
      'The role true-independent is only for independent users, not third-party users.',
    ],
  ] as const)('%s with role %s -> %s', (type, role, expected) => {
    expect(describeRoleTypeMismatch(type, role)).toBe(expected);
  });
});
