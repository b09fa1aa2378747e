import { describe, expect, it } from 'vitest';
import {
  ngramQuery,
  textMatchingOf,
  wordPrefixQuery,
} from '../../../../../src/server/catalogue/search/search-languages';
import { languages } from '../../../../../src/server/db/demo-data/languages';

describe('ngramQuery (Japanese, Korean, Chinese and Thai terms)', () => {
  it('asks for every pair of neighbouring characters', () => {
    expect(ngramQuery('オイルポンプ')).toBe("'オイ' & 'イル' & 'ルポ' & 'ポン' & 'ンプ'");
    expect(ngramQuery('机油泵')).toBe("'机油' & '油泵'");
  });

  it('asks for the character itself when the term is one character', () => {
    expect(ngramQuery('泵')).toBe("'泵'");
    expect(ngramQuery(' 泵。')).toBe("'泵'");
  });

  it('pairs within runs only: spaces, punctuation and symbols part them', () => {
    expect(ngramQuery('오일 펌프')).toBe("'오일' & '펌프'");
    expect(ngramQuery('ブレーキ（フロント）')).toBe("'ブレ' & 'レー' & 'ーキ' & 'フロ' & 'ロン' & 'ント'");
    expect(ngramQuery('油泵、油泵')).toBe("'油泵'");
  });

  it('keeps Thai marks in their pairs, counting code points as PostgreSQL does', () => {
    expect(ngramQuery('ปั๊ม')).toBe("'ปั' & 'ั๊' & '๊ม'");
  });

  it('lower-cases Latin letters as the stored texts are', () => {
    expect(ngramQuery('ABS')).toBe("'ab' & 'bs'");
  });

  it('answers nothing for a term of punctuation and spaces only', () => {
    expect(ngramQuery(' 、。 - ')).toBeUndefined();
    expect(ngramQuery('')).toBeUndefined();
  });

  it('keeps a combining mark with its letter', () => {
    expect(ngramQuery('a\u0301')).toBe("'a\u0301'");
  });
});

describe('wordPrefixQuery (languages with words)', () => {
  it('asks for a prefix of every word, in lower case', () => {
    expect(wordPrefixQuery('Brake cal')).toBe('brake:* & cal:*');
    expect(wordPrefixQuery('Масляный НАСОС')).toBe('масляный:* & насос:*');
  });

  it('keeps vowel signs inside Hindi words', () => {
    expect(wordPrefixQuery('तेल पंप')).toBe('तेल:* & पंप:*');
  });

  it('answers nothing without a letter or digit, or for a single one', () => {
    expect(wordPrefixQuery(' -- ')).toBeUndefined();
    expect(wordPrefixQuery('a')).toBeUndefined();
    expect(wordPrefixQuery(' ж.')).toBeUndefined();
    expect(wordPrefixQuery('ab')).toBe('ab:*');
  });
});

describe('textMatchingOf', () => {
  it('gives each of the 29 languages its way of matching', () => {
    const matching = Object.fromEntries(languages.map(({ code }) => [code, textMatchingOf(code)]));
    expect(Object.keys(matching)).toHaveLength(29);
    for (const code of ['ja-JP', 'ko-KP', 'zh-CN', 'zh-TW', 'zh-HK', 'th']) {
      expect(matching[code]).toEqual({ kind: 'ngrams' });
    }
    expect(matching['ru-RU']).toEqual({ kind: 'words', config: 'russian' });
    expect(matching['pt-BR']).toEqual({ kind: 'words', config: 'portuguese' });
    expect(matching['fr-CA']).toEqual({ kind: 'words', config: 'french' });
    expect(matching['cs']).toEqual({ kind: 'words', config: 'simple' });
  });
});
