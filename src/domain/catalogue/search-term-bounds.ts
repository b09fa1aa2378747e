/**
 * How long a search term may be. Two characters at least, as a single letter starts half the
 * texts of an alphabet; but in Japanese, Korean, Chinese and Thai, whose words run together
 * without spaces, one character is already a word (油, 鍵), so a description search there
 * takes one. The service searches those languages by character n-grams (migration 020).
 */
import type { SearchCategory } from './catalogue-contracts';

/** The catalogue languages whose descriptions are searched by characters rather than words. */
export const characterSearchLanguages: ReadonlySet<string> = new Set([
  'ja-JP',
  'ko-KP',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'th',
]);

export function searchTermBounds(langCode: string, category: SearchCategory): { min: number; max: number } {
  const byCharacters = category === 'description' && characterSearchLanguages.has(langCode);
  return { min: byCharacters ? 1 : 2, max: 100 };
}
