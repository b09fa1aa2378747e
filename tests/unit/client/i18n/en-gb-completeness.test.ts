import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten, inlineTranslations } from './translation-keys';

const english = flatten(JSON.parse(readFileSync('locales/en-GB.json', 'utf8')) as Record<string, unknown>);
const inline = inlineTranslations();

describe('the en-GB translation file', () => {
  it('has every key the interface uses, with the same wording as the inline default', () => {
    const mismatches = [...inline].filter(([key, wording]) => english.get(key) !== wording);
    expect(mismatches).toEqual([]);
  });

  it('has no keys the interface no longer uses', () => {
    expect([...english.keys()].filter((key) => !inline.has(key))).toEqual([]);
  });

  it('every other locale file uses only keys that en-GB has, and keeps its placeholders', () => {
    for (const file of readdirSync('locales').filter((name) => name.endsWith('.json') && name !== 'en-GB.json')) {
      const messages = flatten(JSON.parse(readFileSync(`locales/${file}`, 'utf8')) as Record<string, unknown>);
      for (const [key, text] of messages) {
        expect(english.has(key), `${file}: ${key}`).toBe(true);
        const placeholders = (value: unknown) =>
          String(value)
            .match(/{{\s*\w+\s*}}/g)
            ?.sort() ?? [];
        expect(placeholders(text), `${file}: ${key}`).toEqual(placeholders(english.get(key)));
      }
    }
  });
});
