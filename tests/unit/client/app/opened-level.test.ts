import { describe, expect, it } from 'vitest';
import { levelOpenedBy, levelToAskEarly } from '../../../../src/client/app/routing/opened-level';
import type { Customer } from '../../../../src/domain/commerce/customer';

describe('the catalogue level a page shows, known from its path as the app starts', () => {
  it('is the brand for /home', () => {
    expect(levelOpenedBy('/home', 'arden')).toBe('arden');
  });

  it("is the path's own level on a catalogue, major section, minor section or page section", () => {
    expect(levelOpenedBy('/catalogue/C1', 'arden')).toBe('C1');
    expect(levelOpenedBy('/major-section/M1', 'arden')).toBe('M1');
    expect(levelOpenedBy('/major-section/M1/minor-section/N2', 'arden')).toBe('N2');
    expect(levelOpenedBy('/major-section/M1/minor-section/N2/page-section/P3?part=9#top', 'arden')).toBe('P3');
  });

  it('is none for pages that show no level', () => {
    for (const path of ['/', '/shopping-list', '/catalogue', '/search/C1/part/abc', '/major-section/M1/other/N2']) {
      expect(levelOpenedBy(path, 'arden')).toBeUndefined();
    }
  });
});

describe('the level asked for before the first render', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const approved = { c_epcUserType: 'retailer', c_epcUserRole: 'user', c_epcUserStatus: 'approved' } as Customer;

  it('is asked for the customer kept on this device, where the page opens to them', () => {
    expect(levelToAskEarly('/catalogue/C1', 'arden', approved, '2026-11-27', now)).toBe('C1');
    expect(levelToAskEarly('/home', 'arden', approved, '2026-11-27', now)).toBe('arden');
  });

  it('is not asked with no customer kept: the page is closed to a guest, who asks the catalogue nothing', () => {
    expect(levelToAskEarly('/catalogue/C1', 'arden', undefined, '2026-11-27', now)).toBeUndefined();
    expect(levelToAskEarly('/home', 'arden', undefined, '2026-11-27', now)).toBeUndefined();
  });

  it('is not asked where the page is closed to the kept customer', () => {
    const awaitingApproval = { ...approved, c_epcUserStatus: 'pending' } as Customer;
    expect(levelToAskEarly('/catalogue/C1', 'arden', awaitingApproval, '2026-11-27', now)).toBeUndefined();
  });
});
