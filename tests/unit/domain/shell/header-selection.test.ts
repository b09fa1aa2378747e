import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '../../../../src/config/shell';
import {
  footerCollapsible,
  isCataloguePath,
  selectHeader,
  showsFooter,
} from '../../../../src/domain/shell/header-selection';

const header = (appPath: string, registered: boolean) => selectHeader({ appPath, registered, cataloguePaths });

describe('selectHeader: "The full header is shown when the user is registered and the path is in a configured list of catalogue paths" (shell spec, 2)', () => {
  it.each([
    '/home',
    '/catalogue/arden-sb21-2024',
    '/config-selector/model/arden-sb21',
    '/vin-decoder/SAJAA1234',
    '/major-section/12/minor-section/34/page-section/56',
    '/search/arden/description/brake',
    '/shared-catalogue/abc',
    '/shopping-list',
    '/notes',
    '/settings',
    '/search-history',
    '/admin-management',
    '/home?tab=recent',
    '/shopping-list/',
  ])('full for a registered user on %s', (path) => {
    expect(header(path, true)).toBe('full');
  });

  it.each(['/home', '/catalogue/arden-sb21-2024', '/shopping-list'])('simple for a guest on %s', (path) => {
    expect(header(path, false)).toBe('simple');
  });

  it.each(['/', '/registration', '/help', '/callback/corporate', '/no-such-page', '/catalogues', '/homework'])(
    'simple off the catalogue paths, even for a registered user: %s',
    (path) => {
      expect(header(path, true)).toBe('simple');
    },
  );

  it('"On /manage-subscription the simple header is also used for eligible users."', () => {
    expect(header('/manage-subscription', true)).toBe('simple');
  });

  it.each([
    ['/eu-legislation', true],
    ['/eu-legislation', false],
    ['/eu-legislation/history', true],
  ] as const)('"The header there shows only a logout button." %s (registered %s)', (path, registered) => {
    expect(header(path, registered)).toBe('logout-only');
  });

  it.each(['/illustration-display', '/illustration-display?callout=3', '/catalogue/x/illustration-display'])(
    '"Paths containing illustration-display ... use the simple header": %s',
    (path) => {
      expect(header(path, true)).toBe('simple');
    },
  );

  it('reads the list it is given, so the catalogue paths are configuration', () => {
    expect(selectHeader({ appPath: '/help', registered: true, cataloguePaths: ['/help'] })).toBe('full');
    expect(selectHeader({ appPath: '/home', registered: true, cataloguePaths: [] })).toBe('simple');
  });
});

describe('showsFooter: "Paths containing illustration-display hide the footer"', () => {
  it.each([
    ['/illustration-display', false],
    ['/illustration-display?callout=3', false],
    ['/home', true],
    ['/', true],
    ['/eu-legislation', true],
  ] as const)('%s -> %s', (path, expected) => {
    expect(showsFooter(path)).toBe(expected);
  });
});

describe('footerCollapsible: "On catalogue paths the footer can be collapsed and expanded."', () => {
  it.each([
    ['/home', true],
    ['/major-section/1', true],
    ['/', false],
    ['/help', false],
    ['/manage-subscription', false],
    ['/illustration-display', false],
  ] as const)('%s -> %s', (path, expected) => {
    expect(footerCollapsible(path, cataloguePaths)).toBe(expected);
  });
});

describe('isCataloguePath: an entry covers its own page and the pages below it', () => {
  it.each([
    ['/search/a/b/c', ['/search'], true],
    ['/search-history', ['/search'], false],
    ['/search', ['/search/'], true],
    ['/home#top', ['/home'], true],
  ] as const)('%s in %j -> %s', (path, list, expected) => {
    expect(isCataloguePath(path, list)).toBe(expected);
  });
});
