import { describe, expect, it } from 'vitest';
import { searchTermBounds } from '../../../../src/domain/catalogue/search-term-bounds';

describe('search term bounds', () => {
  it('takes one character for a description in Japanese, Korean, Chinese and Thai', () => {
    for (const langCode of ['ja-JP', 'ko-KP', 'zh-CN', 'zh-TW', 'zh-HK', 'th']) {
      expect(searchTermBounds(langCode, 'description')).toEqual({ min: 1, max: 100 });
    }
  });

  it('asks for two in the alphabet languages, and for every part number', () => {
    expect(searchTermBounds('en-GB', 'description')).toEqual({ min: 2, max: 100 });
    expect(searchTermBounds('ru-RU', 'description')).toEqual({ min: 2, max: 100 });
    expect(searchTermBounds('ja-JP', 'partNumber')).toEqual({ min: 2, max: 100 });
  });
});
