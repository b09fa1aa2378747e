import { describe, expect, it } from 'vitest';
import {
  decidePageAccess,
  mayOpenPage,
  mayViewPrices,
  pageRequirementOf,
  type PageDecision,
  type Viewer,
  type ViewerProfile,
} from '../../../../src/domain/access/page-access';

const today = '2026-11-24';
const now = new Date('2026-11-24T15:00:00Z');

const registered = (profile: ViewerProfile | undefined): Viewer => ({ kind: 'registered', profile });
const guest: Viewer = { kind: 'guest' };

// The demo users of README "Demo accounts", as their customer copies carry them.
const jsmith = registered({ c_epcUserType: 'internal', c_epcUserRole: 'admin' });
const rparts = registered({ c_epcUserType: 'retailer', c_epcUserRole: 'admin' });
const rlee = registered({ c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcUserStatus: 'approved' });
const tpuser = registered({
  c_epcUserType: 'third-party',
  c_epcUserRole: 'user',
  c_epcDataDownloadUserActive: true,
  c_epcDataDownloadUserEnabled: true,
  c_epcDataDownloadUserApprovalStatus: 'approved',
  c_epcDataDownloadUserExpiryDate: '2099-12-31',
});
const isponsored = registered({ c_epcUserType: 'independent', c_epcUserRole: 'sponsored' });
const trueIndependent = {
  c_epcUserType: 'independent',
  c_epcUserRole: 'true-independent',
  c_epcUserStatus: 'approved',
};
const isubscriber = registered({ ...trueIndependent, c_epcSubscriptionEndDate: '2099-12-31' });
const iexpired = registered({ ...trueIndependent, c_epcSubscriptionEndDate: '2025-01-31' });
const inosub = registered(trueIndependent);

describe('pageRequirementOf: each route of both spec documents (catalogue spec 2, shell spec 2)', () => {
  it.each([
    ['/', 'anyone'],
    ['/callback', 'anyone'],
    ['/callback/retailer', 'anyone'],
    ['/help', 'anyone'],
    ['/registration', 'anyone'],
    ['/no-such-page', 'anyone'],
    ['/home', 'catalogue-access'],
    ['/catalogue/arden-sb21-2024', 'catalogue-access'],
    ['/shared-catalogue/arden-sb21-2024', 'catalogue-access'],
    ['/config-selector/model/arden-sb21-2024', 'catalogue-access'],
    ['/major-section/1', 'catalogue-access'],
    ['/major-section/1/minor-section/2/page-section/3', 'catalogue-access'],
    ['/vin-decoder/SARSB21D1NH000001', 'catalogue-access'],
    ['/search/arden-sb21-2024/partNumber/W5', 'catalogue-access'],
    ['/search-history', 'catalogue-access'],
    ['/illustration-display', 'catalogue-access'],
    ['/shopping-list', 'catalogue-access'],
    ['/notes', 'approved'],
    ['/settings', 'anyone'],
    ['/admin-management', 'admin'],
    ['/upload-csv-xml', 'catalogue-access'],
    ['/manage-subscription', 'subscription'],
    ['/eu-legislation', 'data-download'],
    // A query, a hash or a trailing slash is the same page; a longer word is another.
    ['/admin-management/?tab=tax#top', 'admin'],
    ['/homepage', 'anyone'],
  ] as const)('%s needs %s', (path, requirement) => {
    expect(pageRequirementOf(path)).toBe(requirement);
  });
});

describe('decidePageAccess: who sees which page, and why not (docs/access-policy.md, page table)', () => {
  const cases: [string, string, Viewer, PageDecision['kind']][] = [
    // Pages open to anyone stay open whoever asks, even before the session has started.
    ['/', 'starting', { kind: 'starting' }, 'open'],
    ['/help', 'rejected guest', { kind: 'guest', refusedSignIn: 'rejected' }, 'open'],
    ['/registration', 'guest', guest, 'open'],
    ['/settings', 'guest', guest, 'open'],
    // Nothing is decided while the session is still starting.
    ['/home', 'starting', { kind: 'starting' }, 'wait'],
    // A guest is told why and how to sign in, on every protected page.
    ['/home', 'guest', guest, 'sign-in-needed'],
    ['/catalogue/arden-sb21-2024', 'guest', guest, 'sign-in-needed'],
    ['/admin-management', 'guest', guest, 'sign-in-needed'],
    ['/manage-subscription', 'guest', guest, 'sign-in-needed'],
    ['/eu-legislation', 'guest', guest, 'sign-in-needed'],
    ['/upload-csv-xml', 'guest', guest, 'sign-in-needed'],
    // "A user becomes registered only when the profile status is approved" (section 4): a
    // pending or rejected sign-in leaves a guest, who is told which.
    ['/home', 'pending sign-in', { kind: 'guest', refusedSignIn: 'pending' }, 'approval-awaited'],
    ['/admin-management', 'pending sign-in', { kind: 'guest', refusedSignIn: 'pending' }, 'approval-awaited'],
    ['/home', 'rejected sign-in', { kind: 'guest', refusedSignIn: 'rejected' }, 'rejected'],
    // A profile copy that says pending or rejected wins over the type and role.
    [
      '/home',
      'pending profile',
      registered({ c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcUserStatus: 'pending' }),
      'approval-awaited',
    ],
    [
      '/notes',
      'rejected profile',
      registered({ c_epcUserType: 'internal', c_epcUserRole: 'admin', c_epcUserStatus: 'rejected' }),
      'rejected',
    ],
    // Signed in, customer not read on this device yet.
    ['/home', 'registered, profile not read', registered(undefined), 'profile-unknown'],
    // Notes are the user's own: an approved profile is enough, an expired subscription too.
    ['/notes', 'guest', guest, 'sign-in-needed'],
    ['/notes', 'iexpired', iexpired, 'open'],
    ['/notes', 'pending sign-in', { kind: 'guest', refusedSignIn: 'pending' }, 'approval-awaited'],
    // Catalogue access (section 6).
    ['/home', 'jsmith', jsmith, 'open'],
    ['/catalogue/x', 'rlee', rlee, 'open'],
    ['/search/x/description/brake', 'tpuser', tpuser, 'open'],
    ['/shopping-list', 'isponsored', isponsored, 'open'],
    ['/vin-decoder/SARSB21D1NH000001', 'isubscriber', isubscriber, 'open'],
    ['/home', 'iexpired', iexpired, 'subscription-expired'],
    ['/shopping-list', 'inosub (no end date)', inosub, 'subscription-expired'],
    // Uploading a parts list opens where the shopping list does (issue 16), admin or not.
    ['/upload-csv-xml', 'jsmith', jsmith, 'open'],
    ['/upload-csv-xml', 'tpuser', tpuser, 'open'],
    ['/upload-csv-xml', 'rlee', rlee, 'open'],
    ['/upload-csv-xml', 'iexpired', iexpired, 'subscription-expired'],
    [
      '/home',
      'independent with role user',
      registered({ c_epcUserType: 'independent', c_epcUserRole: 'user' }),
      'no-catalogue-access',
    ],
    ['/home', 'unknown type', registered({ c_epcUserType: 'partner', c_epcUserRole: 'user' }), 'no-catalogue-access'],
    // The subscription's end day itself still counts.
    ['/home', 'subscription ending today', registered({ ...trueIndependent, c_epcSubscriptionEndDate: today }), 'open'],
    [
      '/home',
      'an hour bought that runs on',
      registered({ ...trueIndependent, c_epcSubscriptionEndDate: '2026-11-24T15:30:00.000Z' }),
      'open',
    ],
    [
      '/home',
      'an hour bought that has run out',
      registered({ ...trueIndependent, c_epcSubscriptionEndDate: '2026-11-24T14:59:59.999Z' }),
      'subscription-expired',
    ],
    // A customer copied before status and end date travelled: the server decides.
    [
      '/home',
      'true-independent, older copy',
      registered({ c_epcUserType: 'independent', c_epcUserRole: 'true-independent' }),
      'open',
    ],
    // Admin pages: an approved admin only.
    ['/admin-management', 'jsmith (internal admin)', jsmith, 'open'],
    ['/admin-management', 'rparts (retailer admin)', rparts, 'open'],
    ['/admin-management', 'rlee', rlee, 'admin-only'],
    ['/admin-management', 'iexpired', iexpired, 'admin-only'],
    // Subscription page: true-independent users, expired ones included (to renew; section 4).
    ['/manage-subscription', 'isubscriber', isubscriber, 'open'],
    ['/manage-subscription', 'iexpired', iexpired, 'open'],
    ['/manage-subscription', 'inosub', inosub, 'open'],
    ['/manage-subscription', 'isponsored', isponsored, 'subscription-only'],
    ['/manage-subscription', 'jsmith', jsmith, 'subscription-only'],
    // Data download: active, enabled, approved, not past the expiry day (section 6).
    ['/eu-legislation', 'tpuser', tpuser, 'open'],
    ['/eu-legislation', 'jsmith (no data download fields)', jsmith, 'data-download-only'],
    [
      '/eu-legislation',
      'data download expired yesterday',
      registered({
        c_epcUserType: 'third-party',
        c_epcUserRole: 'user',
        c_epcDataDownloadUserActive: true,
        c_epcDataDownloadUserEnabled: true,
        c_epcDataDownloadUserApprovalStatus: 'approved',
        c_epcDataDownloadUserExpiryDate: '2026-11-23',
      }),
      'data-download-only',
    ],
    [
      '/eu-legislation',
      'data download not approved',
      registered({
        c_epcUserType: 'third-party',
        c_epcUserRole: 'user',
        c_epcDataDownloadUserActive: true,
        c_epcDataDownloadUserEnabled: true,
        c_epcDataDownloadUserApprovalStatus: 'pending',
      }),
      'data-download-only',
    ],
  ];

  it.each(cases)('%s for %s -> %s', (path, _who, viewer, expected) => {
    expect(decidePageAccess(path, viewer, today, now).kind).toBe(expected);
  });
});

describe('mayOpenPage: links to pages the viewer may not open are not offered', () => {
  it.each([
    ['/admin-management', jsmith, true],
    ['/admin-management', rlee, false],
    ['/shopping-list', iexpired, false],
    ['/manage-subscription', iexpired, true],
    ['/home', guest, false],
    ['/help', guest, true],
  ] as const)('%s -> %s', (path, viewer, expected) => {
    expect(mayOpenPage(path, viewer, today, now)).toBe(expected);
  });
});

describe("mayViewPrices (issue 20, the server's prices level)", () => {
  it('shows prices and stock to internal, retailer, third-party and sponsored users', () => {
    for (const viewer of [jsmith, rparts, rlee, tpuser, isponsored]) expect(mayViewPrices(viewer, now)).toBe(true);
  });

  it('shows none to a true-independent, a guest, a sign-in whose profile is not known yet, or a pending user', () => {
    for (const viewer of [
      isubscriber,
      iexpired,
      guest,
      registered(undefined),
      registered({ c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcUserStatus: 'pending' }),
    ]) {
      expect(mayViewPrices(viewer, now)).toBe(false);
    }
  });
});
