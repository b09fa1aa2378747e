import { describe, expect, it } from 'vitest';
import { checkCatalogueWideWrite, checkFileArea, fileAreasOf } from '../../../../src/domain/files/file-areas';
import { checkFilePath, extensionOf } from '../../../../src/domain/files/file-path';
import { checkMessageDates, checkUpdateFilePath, checkUpdateName } from '../../../../src/domain/shell/news-admin-rules';

describe('checkFilePath: the filePath of the upload routes', () => {
  it.each(['updates/2026-11.pdf', 'images/banner_1.png', 'dealers/A100/price-list.v2.pdf', '  updates/x.pdf  '])(
    'accepts %s as plain segments',
    (path) => expect(checkFilePath(path)).toEqual({ ok: true, path: path.trim() }),
  );

  it.each([
    ['', /required/],
    ['../x.pdf', /'\.' or '\.\.'/],
    ['updates/../../x.pdf', /'\.' or '\.\.'/],
    ['updates/./x.pdf', /'\.' or '\.\.'/],
    ['/etc/passwd', /relative/],
    ['updates\\x.pdf', /not \\/],
    ['updates//x.pdf', /letters, digits/],
    ['updates/%2e%2e/x.pdf', /letters, digits/],
    ['updates/.hidden', /letters, digits/],
    ['updates/x.', /letters, digits/],
    ['a/b/c/d/e/f.pdf', /5 folders deep/],
    [`updates/${'x'.repeat(200)}.pdf`, /200 characters/],
  ])('refuses %j naming filePath', (path, why) => {
    const checked = checkFilePath(path);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problem).toMatch(/^filePath /);
      expect(checked.problem).toMatch(why);
    }
  });

  it('reads the extension in lower case, and none from a dot file or a bare name', () => {
    expect(extensionOf('updates/Notice.PDF')).toBe('pdf');
    expect(extensionOf('updates/notice')).toBe('');
  });
});

describe("the admin's file area", () => {
  const internal = { c_epcUserType: 'internal' as const, c_epcPartnerId: undefined };
  const dealer = { c_epcUserType: 'retailer' as const, c_epcPartnerId: 'A100' };

  it('gives internal admins updates/ and images/, a retailer admin their dealer folder', () => {
    expect(fileAreasOf(internal)).toEqual(['updates/', 'images/']);
    expect(fileAreasOf(dealer)).toEqual(['dealers/A100/']);
    expect(fileAreasOf({ c_epcUserType: 'retailer', c_epcPartnerId: '../x' })).toEqual([]);
  });

  it('refuses a path outside the area', () => {
    expect(checkFileArea('updates/a.pdf', internal)).toBeUndefined();
    expect(checkFileArea('dealers/A100/a.pdf', dealer)).toBeUndefined();
    expect(checkFileArea('dealers/A1000/a.pdf', dealer)).toMatch(/your file area/);
    expect(checkFileArea('updates/a.pdf', dealer)).toMatch(/dealers\/A100\//);
  });

  it('lets only internal admins publish catalogue-wide content', () => {
    expect(checkCatalogueWideWrite(internal)).toBeUndefined();
    expect(checkCatalogueWideWrite(dealer)).toMatch(/internal admin/);
    expect(checkCatalogueWideWrite(undefined)).toMatch(/internal admin/);
  });
});

describe('the rules of updates and service messages', () => {
  it("takes an update's PDF only from updates/", () => {
    expect(checkUpdateFilePath('updates/a.pdf')).toBeUndefined();
    expect(checkUpdateFilePath('images/a.pdf')).toMatch(/updates\//);
    expect(checkUpdateFilePath('updates/a.png')).toMatch(/\.pdf/);
    expect(checkUpdateFilePath('updates/../a.pdf')).toMatch(/'\.\.'/);
  });

  it('wants a name of at most 200 characters', () => {
    expect(checkUpdateName('  ')).toBe('Enter a name.');
    expect(checkUpdateName('x'.repeat(201))).toMatch(/at most 200/);
    expect(checkUpdateName('Notice')).toBeUndefined();
  });

  it('takes open-ended dates, and refuses unreadable ones and an end not after the start', () => {
    expect(checkMessageDates(undefined, undefined)).toEqual({});
    expect(checkMessageDates('2026-11-25T10:00:00Z', undefined)).toEqual({});
    expect(checkMessageDates('soon', undefined)).toEqual({ c_startDate: 'Enter a valid start date and time.' });
    expect(checkMessageDates('2026-11-25T10:00:00Z', '2026-11-25T10:00:00Z')).toEqual({
      c_endDate: 'The end must be after the start.',
    });
  });
});
