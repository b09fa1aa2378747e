import { describe, expect, it } from 'vitest';
import { adminDealerScope } from '../../../../src/domain/access/admin-read-scope';

const internalAdmin = {
  c_epcUserType: 'internal',
  c_epcUserRole: 'admin',
  c_epcUserStatus: 'approved',
} as const;
const retailerAdmin = {
  c_epcUserType: 'retailer',
  c_epcUserRole: 'admin',
  c_epcUserStatus: 'approved',
  c_epcPartnerId: '006CC',
} as const;

describe('whose records an admin list shows', () => {
  it('gives an internal admin every dealer, or the one asked for', () => {
    expect(adminDealerScope(internalAdmin, undefined)).toEqual({ ok: true, dealerCode: undefined });
    expect(adminDealerScope(internalAdmin, ' ')).toEqual({ ok: true, dealerCode: undefined });
    expect(adminDealerScope(internalAdmin, 'A12345')).toEqual({ ok: true, dealerCode: 'A12345' });
  });

  it('keeps a retailer admin to their own dealer, in any case, and refuses another in words', () => {
    expect(adminDealerScope(retailerAdmin, undefined)).toEqual({ ok: true, dealerCode: '006CC' });
    expect(adminDealerScope(retailerAdmin, '006cc')).toEqual({ ok: true, dealerCode: '006CC' });
    expect(adminDealerScope(retailerAdmin, '005CA')).toEqual({
      ok: false,
      refusal: 'A retailer admin can only see the records of their own dealer (006CC).',
    });
    expect(adminDealerScope({ ...retailerAdmin, c_epcPartnerId: undefined }, undefined).ok).toBe(false);
  });

  it('refuses a user who is not an approved admin', () => {
    expect(adminDealerScope({ ...retailerAdmin, c_epcUserRole: 'user' }, undefined).ok).toBe(false);
    expect(adminDealerScope({ ...internalAdmin, c_epcUserStatus: 'pending' }, undefined).ok).toBe(false);
  });
});
