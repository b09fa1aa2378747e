// @vitest-environment jsdom
// The languages list kept on the device, which names the header's language at start and
// offline without asking the browser for display data (issue 19).
import { afterEach, describe, expect, it } from 'vitest';
import { keepLanguages, readKeptLanguages } from '../../../../src/client/store/last-languages';

const languages = [
  { languageCode: 'en-GB', language: 'en', languageText: 'English' },
  { languageCode: 'de-DE', language: 'de', languageText: 'Deutsch' },
];

afterEach(() => localStorage.clear());

describe('the languages kept on the device', () => {
  it('are none before a list was read', () => {
    expect(readKeptLanguages()).toEqual([]);
  });

  it('are the list last read, which replaces the one before', () => {
    keepLanguages([{ languageCode: 'fr-FR', language: 'fr', languageText: 'Français' }]);
    keepLanguages(languages);
    expect(readKeptLanguages()).toEqual(languages);
  });

  it('are none when what was kept cannot be read as languages', () => {
    for (const kept of ['{not json', '{"languageCode":"en-GB"}', '[{"languageCode":"en-GB","language":"en"}]']) {
      localStorage.setItem('epc_languages', kept);
      expect(readKeptLanguages()).toEqual([]);
    }
  });
});
