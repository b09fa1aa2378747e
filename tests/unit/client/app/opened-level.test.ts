import { describe, expect, it } from 'vitest';
import { levelOpenedBy } from '../../../../src/client/app/routing/opened-level';

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
