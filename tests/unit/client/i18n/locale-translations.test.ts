import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeFileIds } from '../../../../src/domain/i18n/locale-files';
import { namesKeptEverywhere, sameWordsByLocale } from './same-as-english';
import { flatten } from './translation-keys';

const read = (file: string) => flatten(JSON.parse(readFileSync(`locales/${file}`, 'utf8')) as Record<string, unknown>);
const english = read('en-GB.json');
const translated = readdirSync('locales').filter((name) => name.endsWith('.json') && name !== 'en-GB.json');
// American English shares most of its wording with en-GB; only the other languages must differ.
const otherLanguages = translated.filter((file) => !file.startsWith('en-'));

/** True when nothing but placeholders, punctuation and names every language keeps is left. */
function hasNoWordsToTranslate(text: string): boolean {
  const names = new RegExp(`\\b(${namesKeptEverywhere.join('|')})\\b`, 'g');
  return !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, '').replace(names, ''));
}

describe('every translation file (issue 18)', () => {
  it("exists for each of the spec's locale ids ('in' is served from id.json)", () => {
    const files = new Set(readdirSync('locales'));
    expect(localeFileIds.filter((id) => id !== 'in' && !files.has(`${id}.json`))).toEqual([]);
  });

  it.each(translated)('%s is one of the locale ids of the spec', (file) => {
    expect(localeFileIds).toContain(file.replace(/\.json$/, ''));
  });

  it.each(translated)('%s has every key of en-GB', (file) => {
    const messages = read(file);
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
  });

  it.each(otherLanguages)('%s keeps no English where a translation belongs', (file) => {
    const messages = read(file);
    const sameWords = new Set(sameWordsByLocale[file.replace(/\.json$/, '')] ?? []);
    const untranslated = [...english].filter(
      ([key, text]) =>
        messages.get(key) === text && !hasNoWordsToTranslate(String(text)) && !sameWords.has(String(text)),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${String(text)}`)).toEqual([]);
  });
});
