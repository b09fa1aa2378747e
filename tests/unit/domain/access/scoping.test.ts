import { describe, expect, it } from 'vitest';
import { exampleProfile } from '../../../../src/domain/access/policy-principals';
import {
  checkAdminAction,
  checkDealerCode,
  checkDealerRecordsAction,
  checkMarket,
  checkRetailerLookup,
  checkVisitor,
  marketCodesOf,
  pricingDealerCode,
} from '../../../../src/domain/access/scoping';

const retailer = exampleProfile('r1', { c_epcUserType: 'retailer', c_epcPartnerId: '006CC' });
const retailerAdmin = exampleProfile('ra', {
  c_epcUserType: 'retailer',
  c_epcUserRole: 'admin',
  c_epcPartnerId: '006CC',
});
const internal = exampleProfile('i1', { c_epcUserType: 'internal' });
const internalAdmin = exampleProfile('ia', { c_epcUserType: 'internal', c_epcUserRole: 'admin' });
const thirdParty = exampleProfile('t1', { c_epcUserType: 'third-party' });
const trueIndependent = exampleProfile('ti', {
  c_epcUserType: 'independent',
  c_epcUserRole: 'true-independent',
  c_epcUserMarket: 'de',
});
const sponsored = exampleProfile('sp', {
  c_epcUserType: 'independent',
  c_epcUserRole: 'sponsored',
  c_epcPartnerId: '006CC',
});

describe('prices of the caller’s own dealer (catalogue spec, sections 3 and 9)', () => {
  it('prices retailers with their dealer, internal users with jlr_internal, others with the default retailer', () => {
    expect(pricingDealerCode(retailer)).toBe('006CC');
    expect(pricingDealerCode(internal)).toBe('jlr_internal');
    expect(pricingDealerCode(thirdParty)).toBe('default');
  });

  it('takes an empty dealerCode or the caller’s own, in any case, and refuses any other', () => {
    expect(checkDealerCode('', retailer)).toBeUndefined();
    expect(checkDealerCode('006cc', retailer)).toBeUndefined();
    expect(checkDealerCode('JLR_INTERNAL', internal)).toBeUndefined();
    expect(checkDealerCode('005CA', retailer)).toBe(
      'dealerCode must be your own dealer (006CC); prices and discounts of other dealers are not shown.',
    );
    expect(checkDealerCode('jlr_internal', retailer)).toBeDefined();
    expect(checkDealerCode('006CC', internal)).toBeDefined();
  });
});

describe('market choices (shell spec, section 6)', () => {
  it.each([
    ['internal users choose from all markets', internal, undefined, 'all'],
    ['third-party users choose from all markets', thirdParty, undefined, 'all'],
    ['retailers from their partner’s list', retailer, 'GB|ie| FR', ['GB', 'IE', 'FR']],
    ['sponsored independents from their partner’s list', sponsored, 'GB|IE', ['GB', 'IE']],
    ['retailers keep their own market when the partner answers false', retailer, 'false', ['GB']],
    ['retailers keep their own market when the partner has no list', retailer, undefined, ['GB']],
    ['true-independent users only their own market', trueIndependent, 'GB|IE', ['DE']],
  ] as const)('%s', (_case, profile, partnerMarkets, expected) => {
    expect(marketCodesOf(profile, partnerMarkets)).toEqual(expected);
  });

  it('reads a stored market that is not a string as missing (GB)', () => {
    expect(marketCodesOf({ ...trueIndependent, c_epcUserMarket: 44 as unknown as string }, undefined)).toEqual(['GB']);
  });

  it('refuses a market outside the choices, naming it and the choices', () => {
    expect(checkMarket('ie', ['GB', 'IE'])).toBeUndefined();
    expect(checkMarket('ZZ', 'all')).toBeUndefined();
    expect(checkMarket('fr', ['GB', 'IE'])).toBe('market FR is not one of your markets (GB, IE).');
  });
});

describe('the retailer lookup', () => {
  it.each([
    ['a user reads their own entry', 'r1', retailer, 'r1', '006CC', true],
    ['a user does not read a colleague’s', 'r1', retailer, 'r2', '006CC', false],
    ['a retailer admin reads their dealer’s employees', 'ra', retailerAdmin, 'r2', '006CC', true],
    ['a retailer admin does not read another dealer’s', 'ra', retailerAdmin, 'x1', '005CA', false],
    ['a retailer admin does not learn an unknown id exists or not', 'ra', retailerAdmin, 'nobody', undefined, false],
    ['an internal admin reads anyone', 'ia', internalAdmin, 'x1', '005CA', true],
    ['an internal admin learns an unknown id is unknown', 'ia', internalAdmin, 'nobody', undefined, true],
    ['an internal user does not read others', 'i1', internal, 'x1', '005CA', false],
  ] as const)('%s', (_case, callerId, caller, targetId, targetDealer, mayRead) => {
    expect(checkRetailerLookup(callerId, caller, targetId, targetDealer) === undefined).toBe(mayRead);
  });
});

describe('admin actions', () => {
  it('lets an internal admin act on anyone', () => {
    expect(
      checkAdminAction(internalAdmin, { partnerId: '005CA', newRetailerId: 'jlr_internal', newUserType: 'internal' }),
    ).toBeUndefined();
  });

  it('keeps a retailer admin to users of their own dealer, kept in it, never internal', () => {
    expect(
      checkAdminAction(retailerAdmin, { partnerId: '006CC', newRetailerId: '006CC', newUserType: 'retailer' }),
    ).toBeUndefined();
    expect(checkAdminAction(retailerAdmin, { partnerId: '005CA', newRetailerId: '006CC' })).toBe(
      'A retailer admin can only manage the users of their own dealer.',
    );
    expect(checkAdminAction(retailerAdmin, { partnerId: undefined, newRetailerId: '006CC' })).toBe(
      'A retailer admin can only manage the users of their own dealer.',
    );
    expect(checkAdminAction(retailerAdmin, { partnerId: '006CC', newRetailerId: '005CA' })).toBe(
      'A retailer admin can only assign users to their own dealer (006CC).',
    );
    expect(
      checkAdminAction(retailerAdmin, { partnerId: '006CC', newRetailerId: '006CC', newUserType: 'internal' }),
    ).toBe('Only an internal admin can make a user internal.');
  });

  it('refuses anyone who is not an approved admin', () => {
    expect(checkAdminAction(retailer, { partnerId: '006CC', newRetailerId: '006CC' })).toBe(
      'Only an admin can do this.',
    );
    expect(
      checkAdminAction(
        { ...retailerAdmin, c_epcUserStatus: 'pending' },
        { partnerId: '006CC', newRetailerId: '006CC' },
      ),
    ).toBe('Only an admin can do this.');
  });
});

describe('recommendation visitors', () => {
  const token = { sub: 'customer-1', usid: 'usid-1' };

  it('takes the caller’s own customer id as userId and usid (or customer id) as cookieId', () => {
    expect(checkVisitor(token, { userId: 'customer-1', cookieId: 'usid-1' })).toBeUndefined();
    expect(checkVisitor(token, { cookieId: 'customer-1' })).toBeUndefined();
    expect(checkVisitor(token, {})).toBeUndefined();
  });

  it('refuses another visitor’s ids', () => {
    expect(checkVisitor(token, { userId: 'customer-2', cookieId: 'usid-1' })).toBe(
      'userId must be the signed-in customer.',
    );
    expect(checkVisitor(token, { cookieId: 'usid-2' })).toBe('cookieId must be your own session id.');
  });
});

describe("admin writes of dealers' rate records", () => {
  it('lets an internal admin write any dealer, the internal and default records included', () => {
    expect(checkDealerRecordsAction(internalAdmin, ['005CA', 'jlr_internal', 'default'])).toBeUndefined();
  });

  it('keeps a retailer admin to their own dealer, and refuses anyone who is not an admin', () => {
    expect(checkDealerRecordsAction(retailerAdmin, ['006CC'])).toBeUndefined();
    expect(checkDealerRecordsAction(retailerAdmin, ['006CC', '005CA'])).toBe(
      'A retailer admin can only set the rates of their own dealer (006CC).',
    );
    expect(checkDealerRecordsAction(retailerAdmin, ['jlr_internal'])).toBe(
      'A retailer admin can only set the rates of their own dealer (006CC).',
    );
    expect(checkDealerRecordsAction(retailer, ['006CC'])).toBe('Only an admin can do this.');
  });
});
