import { describe, expect, it } from 'vitest';
import {
  customObjectSearchScope,
  decideCustomObjectAccess,
  type CustomObjectAction,
  type CustomObjectCaller,
  type CustomObjectTarget,
} from '../../../../src/domain/profile/custom-object-access';

const guest: CustomObjectCaller = { userId: undefined, profile: undefined };
const user: CustomObjectCaller = { userId: 'u1', profile: { c_epcUserStatus: 'approved', c_epcUserRole: 'user' } };
const pending: CustomObjectCaller = { userId: 'u2', profile: { c_epcUserStatus: 'pending', c_epcUserRole: 'user' } };
const noProfile: CustomObjectCaller = { userId: 'u3', profile: undefined };
const admin: CustomObjectCaller = { userId: 'a1', profile: { c_epcUserStatus: 'approved', c_epcUserRole: 'admin' } };
const internalAdmin: CustomObjectCaller = {
  userId: 'a2',
  profile: { c_epcUserStatus: 'approved', c_epcUserRole: 'admin', c_epcUserType: 'internal' },
};
const pendingAdmin: CustomObjectCaller = {
  userId: 'a2',
  profile: { c_epcUserStatus: 'pending', c_epcUserRole: 'admin' },
};

const allowed = { allowed: true };
const deniedWith = (reason: string) => ({ allowed: false, reason });

function decide(caller: CustomObjectCaller, action: CustomObjectAction, target: CustomObjectTarget) {
  return decideCustomObjectAccess(caller, action, target);
}

describe('EPCUsers: a user reads and patches only their own record; admins any (catalogue spec, 6)', () => {
  const own = { type: 'EPCUsers', key: 'u1', stored: { c_epcUserRole: 'user', c_epcUserLanguage: 'en-GB' } } as const;

  it.each([
    ['the owner reads', user, 'read', own, allowed],
    ['a pending owner reads', pending, 'read', { ...own, key: 'u2' }, allowed],
    ['another user reads', pending, 'read', own, deniedWith('A user may only read their own EPCUsers record.')],
    ['an admin reads', admin, 'read', own, allowed],
    ['a pending admin reads', pendingAdmin, 'read', own, deniedWith('A user may only read their own EPCUsers record.')],
    ['a guest reads', guest, 'read', own, deniedWith('Guests cannot use EPCUsers records; please sign in.')],
    [
      'the owner replaces',
      user,
      'replace',
      own,
      deniedWith('Only an admin can create, replace or delete EPCUsers records.'),
    ],
    [
      'the owner deletes',
      user,
      'delete',
      own,
      deniedWith('Only an admin can create, replace or delete EPCUsers records.'),
    ],
    ['an admin replaces', admin, 'replace', own, allowed],
    ['an admin creates', admin, 'create', { type: 'EPCUsers', key: 'new' }, allowed],
  ] as const)('%s', (_case, caller, action, target, expected) => {
    expect(decide(caller, action, target)).toEqual(expected);
  });

  it.each([
    ['an everyday field', { c_epcUserLanguage: 'de-DE' }, allowed],
    ['the role, unchanged', { c_epcUserRole: 'user' }, allowed],
    ['the role', { c_epcUserRole: 'admin' }, deniedWith('Only an admin can change c_epcUserRole.')],
    ['the status', { c_epcUserStatus: 'approved' }, deniedWith('Only an admin can change c_epcUserStatus.')],
    [
      'the subscription end date',
      { c_epcSubscriptionEndDate: '2099-01-01' },
      deniedWith('Only an admin can change c_epcSubscriptionEndDate.'),
    ],
    ['the partner id', { c_epcPartnerId: '005CA' }, deniedWith('Only an admin can change c_epcPartnerId.')],
  ] as const)('the owner patching %s', (_case, change, expected) => {
    expect(decide(user, 'patch', { ...own, result: { ...own.stored, ...change } })).toEqual(expected);
  });

  it('lets an admin patch the admin-only fields', () => {
    expect(decide(admin, 'patch', { ...own, result: { ...own.stored, c_epcUserRole: 'admin' } })).toEqual(allowed);
  });
});

describe('EPCShoplist: owned by its key (the user id), never by c_userId; admins all', () => {
  const ownList = { type: 'EPCShoplist', key: 'u1', stored: { c_userId: 'u1' } } as const;
  const plantedList = { type: 'EPCShoplist', key: 'list-1', stored: { c_userId: 'u1' } } as const;

  it.each([
    ['the owner reads', user, 'read', ownList, allowed],
    ['another user reads', pending, 'read', ownList, deniedWith('A user may only read their own EPCShoplist records.')],
    ['an admin reads', admin, 'read', ownList, allowed],
    ['a guest reads', guest, 'read', ownList, deniedWith('Guests cannot use EPCShoplist records; please sign in.')],
    [
      'the user c_userId names reads a list under another key',
      user,
      'read',
      plantedList,
      deniedWith('A user may only read their own EPCShoplist records.'),
    ],
    [
      'another user reads a missing list',
      pending,
      'read',
      { type: 'EPCShoplist', key: 'gone' },
      deniedWith('A user may only read their own EPCShoplist records.'),
    ],
    ['the owner deletes', user, 'delete', ownList, allowed],
    [
      'another user deletes',
      pending,
      'delete',
      ownList,
      deniedWith('A user may only change their own EPCShoplist records.'),
    ],
    [
      'the owner creates their list',
      user,
      'create',
      { type: 'EPCShoplist', key: 'u1', result: { c_userId: 'u1' } },
      allowed,
    ],
    [
      'a user creates a list under another key naming themselves',
      user,
      'create',
      { type: 'EPCShoplist', key: 'list-2', result: { c_userId: 'u1' } },
      deniedWith('A user may only change their own EPCShoplist records.'),
    ],
    [
      "a user creates a list under another user's key",
      user,
      'create',
      { type: 'EPCShoplist', key: 'u2', result: { c_userId: 'u1' } },
      deniedWith('A user may only change their own EPCShoplist records.'),
    ],
    ['the owner patches', user, 'patch', { ...ownList, result: { c_userId: 'u1', c_shoplistJSON: [] } }, allowed],
    [
      'the owner names someone else in c_userId: still their own list',
      user,
      'patch',
      { ...ownList, result: { c_userId: 'u2' } },
      allowed,
    ],
    [
      'another user takes the list',
      pending,
      'replace',
      { ...ownList, result: { c_userId: 'u2' } },
      deniedWith('A user may only change their own EPCShoplist records.'),
    ],
    ['an admin replaces', admin, 'replace', { ...ownList, result: { c_userId: 'u9' } }, allowed],
  ] as const)('%s', (_case, caller, action, target, expected) => {
    expect(decide(caller, action, target)).toEqual(expected);
  });
});

describe('news (EpcUpdates, EpcServiceMessages): every shopper reads, admins write', () => {
  it.each([
    ['a guest reads updates', guest, 'read', 'EpcUpdates', allowed],
    ['a pending user reads service messages', pending, 'read', 'EpcServiceMessages', allowed],
    [
      'a user writes updates',
      user,
      'replace',
      'EpcUpdates',
      deniedWith('Only an admin can change EpcUpdates records.'),
    ],
    [
      'a guest deletes service messages',
      guest,
      'delete',
      'EpcServiceMessages',
      deniedWith('Guests cannot use EpcServiceMessages records; please sign in.'),
    ],
    ['an internal admin creates updates', internalAdmin, 'create', 'EpcUpdates', allowed],
    [
      'a retailer admin creates updates',
      admin,
      'create',
      'EpcUpdates',
      deniedWith('Only an internal admin can change EpcUpdates records; they reach every dealer.'),
    ],
    ['a retailer admin reads service messages', admin, 'read', 'EpcServiceMessages', allowed],
  ] as const)('%s', (_case, caller, action, type, expected) => {
    expect(decide(caller, action, { type, key: 'k' })).toEqual(expected);
  });
});

describe('reference data (tax, discount, market, parts): approved users read, admins write', () => {
  const types = [
    'EpcTaxRecords',
    'EpcDiscountRecords',
    'EpcMarketToTax',
    'EpcMarketToDiscount',
    'EpcRetailerSpecificMarket',
    'EpcParts',
  ] as const;

  it.each(types)('%s', (type) => {
    expect(decide(user, 'read', { type, key: 'k' })).toEqual(allowed);
    expect(decide(pending, 'read', { type, key: 'k' })).toEqual(
      deniedWith(`Only approved users can read ${type} records.`),
    );
    expect(decide(noProfile, 'read', { type, key: 'k' })).toEqual(
      deniedWith(`Only approved users can read ${type} records.`),
    );
    expect(decide(guest, 'read', { type, key: 'k' }).allowed).toBe(false);
    expect(decide(user, 'patch', { type, key: 'k' })).toEqual(deniedWith(`Only an admin can change ${type} records.`));
    expect(decide(admin, 'delete', { type, key: 'k' })).toEqual(allowed);
  });
});

describe('search scope', () => {
  it.each([
    ['a user searching profiles sees their own, by key', user, 'EPCUsers', { scope: 'owned', userId: 'u1' }],
    ['a user searching lists sees their own, by key only', user, 'EPCShoplist', { scope: 'owned', userId: 'u1' }],
    ['an admin sees all profiles', admin, 'EPCUsers', { scope: 'all' }],
    [
      'a guest sees no lists',
      guest,
      'EPCShoplist',
      { scope: 'denied', reason: 'Guests cannot use EPCShoplist records; please sign in.' },
    ],
    ['a guest sees all news', guest, 'EpcUpdates', { scope: 'all' }],
    ['a user sees all tax records', user, 'EpcTaxRecords', { scope: 'all' }],
    [
      'a pending user sees no tax records',
      pending,
      'EpcTaxRecords',
      { scope: 'denied', reason: 'Only approved users can read EpcTaxRecords records.' },
    ],
  ] as const)('%s', (_case, caller, type, expected) => {
    expect(customObjectSearchScope(caller, type)).toEqual(expected);
  });
});
