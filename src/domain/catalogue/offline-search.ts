/**
 * Searching the pages kept on the device, with no network. It follows the server's order of
 * results (exact part number, then part numbers starting with the term, then part numbers one
 * character off, then descriptions) and its tolerance: description words match in any order,
 * by their beginning, or with one typing mistake in words of three letters or more; in
 * Japanese, Chinese, Korean and Thai anywhere in a description. Each part is answered once,
 * with the first page that shows it.
 */
import type { CatalogueSearchResult, Hierarchy, SearchCategory } from './catalogue-contracts';
import { locationOf } from './catalogue-levels';

export const offlineSearchLimit = 50;

const partKey = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');
// Marks stay in words: Hindi and Thai vowel signs are marks, not separators. Accents go, but
// not the kana voicing marks (U+3099, U+309A), which make ボ and ポ other letters than ホ.
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/(?![\u3099\u309a])\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * Japanese, Chinese, Korean and Thai: words are not (or, in Korean compounds, not always)
 * parted by spaces, so a term is found anywhere in a description, as the server finds it by
 * its pairs of characters (migration 020), and no typo is guessed, as there.
 */
const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * Whether a and b differ by at most one typing mistake: a character inserted, dropped,
 * replaced, or two neighbours swapped ("brkae" for "brake"). Characters are code points, as
 * the server's words (migration 027) count them.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  if (start === x.length && start === y.length) return true;
  const rest = (from: string[], skip: number) => from.slice(start + skip).join('');
  if (x.length === y.length) {
    const swapped = x[start] === y[start + 1] && x[start + 1] === y[start] && rest(x, 2) === rest(y, 2);
    return rest(x, 1) === rest(y, 1) || swapped;
  }
  return x.length > y.length ? rest(x, 1) === rest(y, 0) : rest(x, 0) === rest(y, 1);
}

function partNumberTier(partNumber: string, term: string): number | null {
  const key = partKey(partNumber);
  if (key === term) return 0;
  if (key.startsWith(term)) return 1;
  if (term.length >= 5 && withinOneEdit(key, term)) return 2;
  return null;
}

/** 3 when every term word starts a description word, 4 when some need a typo forgiven. */
function descriptionTier(description: string, termWords: readonly string[]): number | null {
  const own = words(description);
  let tier = 3;
  for (const termWord of termWords) {
    if (own.some((word) => word.startsWith(termWord))) continue;
    if (unspacedScript.test(termWord)) {
      if (own.some((word) => word.includes(termWord))) continue;
      return null;
    }
    if (
      [...termWord].length >= 3 &&
      own.some((word) => withinOneEdit(word.slice(0, termWord.length + 1), termWord) || withinOneEdit(word, termWord))
    ) {
      tier = 4;
      continue;
    }
    return null;
  }
  return tier;
}

export function searchKeptPages(
  pages: readonly Hierarchy[],
  searchCat: SearchCategory,
  searchTerm: string,
): CatalogueSearchResult[] {
  const term = partKey(searchTerm);
  const termWords = words(searchTerm);
  if (searchCat === 'partNumber' ? term.length < 2 : termWords.length === 0) return [];

  const best = new Map<string, { tier: number; order: number; result: CatalogueSearchResult; standIn?: boolean }>();
  let order = 0;
  for (const page of pages) {
    const tree = page.node?.parentCategoryTree ?? [];
    const [, catalogueId = '', majorId = '', minorId = ''] = tree;
    // Where the page is, by name, as the service's results say it.
    const location = locationOf([...tree, page.node?.catHieId ?? ''], page.breadcrumb);
    const place = { catalogueId, majorId, minorId, pageId: page.node?.catHieId ?? '', location };
    for (const part of page.parts) {
      order += 1;
      // A current part no kept page shows is found where the part it replaced is, as the
      // server finds it (issue 20); a page that shows it itself takes its place.
      for (const current of searchCat === 'partNumber' ? (part.replacedBy?.current ?? []) : []) {
        if (partKey(current.partNumber) !== term || best.has(current.partNumber)) continue;
        const result = { ...current, matchType: 'exactPartNumber' as const, ...place, callOutCode: part.callOutCode };
        best.set(current.partNumber, { tier: 0, order, result, standIn: true });
      }
      const byNumber = partNumberTier(part.partNumber, term);
      const byText = searchCat === 'description' ? descriptionTier(part.description, termWords) : null;
      const tier = searchCat === 'partNumber' ? byNumber : byNumber === 0 ? 0 : byText;
      if (tier === null) continue;
      const known = best.get(part.partNumber);
      if (known && known.tier <= tier && known.standIn !== true) continue;
      best.set(part.partNumber, {
        tier,
        order: known?.order ?? order,
        result: {
          partNumber: part.partNumber,
          description: part.description,
          matchType: tier === 0 ? 'exactPartNumber' : tier <= 2 ? 'partNumber' : 'description',
          catalogueId,
          majorId,
          minorId,
          pageId: page.node?.catHieId ?? '',
          callOutCode: part.callOutCode,
          location,
          ...(part.replacedBy ? { replacedBy: part.replacedBy } : {}),
        },
      });
    }
  }
  return currentPartsFirst(
    [...best.values()]
      .sort((a, b) => a.tier - b.tier || a.order - b.order)
      .slice(0, offlineSearchLimit)
      .map((entry) => entry.result),
  );
}

/**
 * As the server answers (issue 20): a search for an old number lists its current part(s)
 * first, each where a kept page shows it, else where the old number is shown.
 */
function currentPartsFirst(results: CatalogueSearchResult[]): CatalogueSearchResult[] {
  const old = results.find((result) => result.matchType === 'exactPartNumber' && result.replacedBy !== undefined);
  if (old?.replacedBy === undefined) return results;
  const { catalogueId, majorId, minorId, pageId, callOutCode } = old;
  const current = old.replacedBy.current.map(
    (part): CatalogueSearchResult =>
      results.find((result) => result.partNumber === part.partNumber) ?? {
        ...part,
        matchType: 'exactPartNumber',
        catalogueId,
        majorId,
        minorId,
        pageId,
        callOutCode,
      },
  );
  return [...current, ...results.filter((result) => !current.includes(result))].slice(0, offlineSearchLimit);
}
