// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, changeLocale } from '../../../../src/client/i18n/create-i18n';
import { TranslationError } from '../../../../src/domain/i18n/translation-error-policy';

const englishMessages = JSON.parse(readFileSync('locales/en-GB.json', 'utf8')) as Record<string, unknown>;
const frenchMessages = JSON.parse(readFileSync('locales/fr-FR.json', 'utf8')) as Record<string, unknown>;

/** A stand-in for the server's /locales route: the files it has, 404 for the rest. */
function serveLocaleFiles(files: Record<string, unknown>, requested: string[]) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.push(url.pathname);
    const file = /^\/locales\/(.+)\.json$/.exec(url.pathname)?.[1];
    if (file && file in files) return Response.json(files[file]);
    return Response.json({ title: 'Not Found' }, { status: 404 });
  });
}

describe('loading translations on demand', () => {
  let requested: string[];
  let warnings: unknown[];

  beforeEach(() => {
    requested = [];
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((warning: unknown) => warnings.push(warning));
    vi.stubGlobal('fetch', serveLocaleFiles({ 'en-GB': englishMessages, 'fr-FR': frenchMessages }, requested));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches only the current locale file and translates from it', async () => {
    const i18n = await createI18n('fr-FR');
    expect(requested).toEqual(['/locales/fr-FR.json']);
    expect(i18n.t('offline.banner', "You're currently browsing in offline mode")).toBe(
      'Vous naviguez actuellement en mode hors ligne',
    );
  });

  it('fetches another file when the locale changes', async () => {
    const i18n = await createI18n('en-GB');
    await changeLocale(i18n, 'fr-FR');
    expect(requested).toEqual(['/locales/en-GB.json', '/locales/fr-FR.json']);
    expect(i18n.t('error.backHome', 'Back Home')).not.toBe('Back Home');
  });

  it('a locale whose file is missing gets the empty set: the inline English wording shows, no error', async () => {
    const i18n = await createI18n('hu');
    expect(requested).toEqual(['/locales/hu.json']);
    expect(i18n.t('error.backHome', 'Back Home')).toBe('Back Home');
  });

  it('an underscore variant loads the same file', async () => {
    await createI18n('fr_FR');
    expect(requested).toEqual(['/locales/fr-FR.json']);
  });

  it('a locale the product has no file for is not requested at all and only warns', async () => {
    const i18n = await createI18n('xx-YY');
    expect(requested).toEqual([]);
    expect(i18n.t('error.refresh', 'Refresh the page')).toBe('Refresh the page');
    expect(warnings.some((w) => w instanceof TranslationError && w.code === 'INVALID_CONFIG')).toBe(true);
  });

  it('offline with the file not cached gives the empty set and a warning, not an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const i18n = await createI18n('de-DE');
    expect(i18n.t('offline.screen.retry', 'Retry Connection')).toBe('Retry Connection');
    expect(warnings.some((w) => w instanceof TranslationError && w.code === 'MISSING_TRANSLATION')).toBe(true);
  });

  it('a missing translation only warns, once per key', async () => {
    const i18n = await createI18n('en-GB');
    expect(i18n.t('no.such.key', 'Inline wording')).toBe('Inline wording');
    i18n.t('no.such.key', 'Inline wording');
    const missing = warnings.filter((w) => w instanceof TranslationError && w.code === 'MISSING_TRANSLATION');
    expect(missing).toHaveLength(1);
  });

  it('any other failure is rethrown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(createI18n('en-GB')).rejects.toThrow(/500/);
  });
});
