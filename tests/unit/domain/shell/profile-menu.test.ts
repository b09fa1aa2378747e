import { describe, expect, it } from 'vitest';
import {
  initialsOf,
  profileLinks,
  showsAdminTab,
  showsTypeAndRole,
  type CustomerFacts,
} from '../../../../src/domain/shell/profile-menu';

const today = '2026-11-22';
const customer = (type: string, role: string, extra: Partial<CustomerFacts> = {}): CustomerFacts => ({
  c_epcUserType: type,
  c_epcUserRole: role,
  ...extra,
});

describe('showsAdminTab: "Admin tab (admin role only)." (shell spec, 2)', () => {
  it.each([
    [customer('internal', 'admin'), true],
    [customer('retailer', 'admin'), true],
    [customer('retailer', 'user'), false],
    [customer('independent', 'true-independent'), false],
    [customer('internal', 'superuser'), false],
    [{}, false],
  ])('%j -> %s', (facts, expected) => {
    expect(showsAdminTab(facts)).toBe(expected);
  });
});

describe('showsTypeAndRole: "hidden for independent users whose role is sponsored or true-independent"', () => {
  it.each([
    [customer('internal', 'admin'), true],
    [customer('retailer', 'user'), true],
    [customer('third-party', 'user'), true],
    [customer('independent', 'sponsored'), false],
    [customer('independent', 'true-independent'), false],
    [customer('independent', 'user'), true],
    [{ c_epcUserType: 'internal' }, false],
  ])('%j -> %s', (facts, expected) => {
    expect(showsTypeAndRole(facts)).toBe(expected);
  });
});

describe("profileLinks: the popover links in the spec's order", () => {
  const everyone = ['shopping-list', 'notes', 'help', 'settings', 'search-history'];

  it('gives every user the shopping list, notes, help, settings and search history', () => {
    expect(profileLinks(customer('internal', 'admin'), today)).toEqual(everyone);
    expect(profileLinks(customer('independent', 'sponsored'), today)).toEqual(everyone);
  });

  it('"Manage Subscription (true-independent only)", after Settings', () => {
    expect(profileLinks(customer('independent', 'true-independent'), today)).toEqual([
      'shopping-list',
      'notes',
      'help',
      'settings',
      'manage-subscription',
      'search-history',
    ]);
    expect(profileLinks(customer('retailer', 'true-independent'), today)).not.toContain('manage-subscription');
  });

  const dataDownload = {
    c_epcDataDownloadUserActive: true,
    c_epcDataDownloadUserEnabled: true,
    c_epcDataDownloadUserApprovalStatus: 'approved',
  };

  it.each([
    [dataDownload, true],
    [{ ...dataDownload, c_epcDataDownloadUserExpiryDate: today }, true],
    [{ ...dataDownload, c_epcDataDownloadUserExpiryDate: '2026-11-21' }, false],
    [{ ...dataDownload, c_epcDataDownloadUserApprovalStatus: 'pending' }, false],
    [{ ...dataDownload, c_epcDataDownloadUserEnabled: false }, false],
    [{}, false],
  ])('"Data Download Platform (eligible users)", last: %j -> %s', (fields, expected) => {
    const links = profileLinks(customer('third-party', 'user', fields), today);
    expect(links.at(-1) === 'data-download').toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    [{ c_epcUserFirstName: 'Jane', c_epcUserLastName: 'Smith', c_epcFullName: 'Jane Smith' }, 'JS'],
    [{ c_epcUserFirstName: 'élodie', c_epcUserLastName: 'Martin' }, 'ÉM'],
    [{ c_epcFullName: 'Anna Maria de la Cruz' }, 'AC'],
    [{ c_epcFullName: 'Cher' }, 'C'],
    [{}, ''],
  ])('%j -> %s', (facts, expected) => {
    expect(initialsOf(facts)).toBe(expected);
  });
});
