import { describe, expect, it } from 'vitest';
import { decideAccess, refusals, type AccessLevel } from '../../../../src/domain/access/access-levels';
import { examplePrincipal } from '../../../../src/domain/access/policy-document';
import type { PrincipalName } from '../../../../src/domain/access/principal';

const allowed = { allowed: true };
const refused = (status: 401 | 403, detail: string) => ({ allowed: false, status, detail });

describe('decideAccess: each level against the callers that stop at it', () => {
  it.each<[AccessLevel, PrincipalName, object]>([
    ['public', 'anonymous', allowed],
    ['shopper', 'anonymous', refused(401, refusals.noToken)],
    ['shopper', 'guest', allowed],
    ['signed-in', 'guest', refused(403, refusals.guest)],
    ['signed-in', 'rejected', allowed],
    ['approved', 'no-profile', refused(403, refusals.noProfile)],
    ['approved', 'pending', refused(403, refusals.pending)],
    ['approved', 'rejected', refused(403, refusals.rejected)],
    ['approved', 'expired-true-independent', allowed],
    ['catalogue', 'guest', refused(403, refusals.guest)],
    ['catalogue', 'pending', refused(403, refusals.pending)],
    ['catalogue', 'expired-true-independent', refused(403, refusals.expired)],
    ['catalogue', 'sponsored', allowed],
    ['catalogue', 'third-party', allowed],
    ['catalogue', 'true-independent', allowed],
    ['prices', 'internal-user', allowed],
    ['prices', 'retailer-user', allowed],
    ['prices', 'third-party', allowed],
    ['prices', 'sponsored', allowed],
    ['prices', 'true-independent', refused(403, refusals.noPrices)],
    ['prices', 'expired-true-independent', refused(403, refusals.expired)],
    ['prices', 'guest', refused(403, refusals.guest)],
    ['subscriber', 'true-independent', allowed],
    ['subscriber', 'expired-true-independent', allowed],
    ['subscriber', 'sponsored', refused(403, refusals.notTrueIndependent)],
    ['subscriber', 'internal-admin', refused(403, refusals.notTrueIndependent)],
    ['subscriber', 'pending', refused(403, refusals.pending)],
    ['data-download', 'data-download', allowed],
    ['data-download', 'third-party', refused(403, refusals.noDataDownload)],
    ['data-download', 'retailer-admin', refused(403, refusals.noDataDownload)],
    ['data-download', 'guest', refused(403, refusals.guest)],
    ['admin', 'retailer-user', refused(403, refusals.notAdmin)],
    ['admin', 'retailer-admin', allowed],
    ['admin', 'internal-admin', allowed],
    ['admin', 'pending', refused(403, refusals.pending)],
    ['internal-admin', 'internal-admin', allowed],
    ['internal-admin', 'retailer-admin', refused(403, refusals.notInternalAdmin)],
    ['internal-admin', 'internal-user', refused(403, refusals.notAdmin)],
    ['internal-admin', 'guest', refused(403, refusals.guest)],
  ])('%s, %s', (level, name, expected) => {
    expect(decideAccess(level, examplePrincipal(name))).toEqual(expected);
  });

  it('tells an approved independent with role user that their type and role give no catalogue access', () => {
    const principal = examplePrincipal('sponsored');
    if (principal.kind !== 'user' || principal.profile === undefined) throw new Error('the example is a user');
    const independentUser = {
      ...principal,
      catalogueAccess: false,
      profile: { ...principal.profile, c_epcUserRole: 'user' as const },
    };
    expect(decideAccess('catalogue', independentUser)).toEqual(refused(403, refusals.noCatalogue));
  });

  it('points an expired true-independent to /manage-subscription', () => {
    expect(refusals.expired).toContain('/manage-subscription');
  });
});
