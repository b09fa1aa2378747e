/**
 * The suggested terms of search_suggestion: for each word typed, the words of the found
 * parts' names and numbers that are that word (exact match), start with it (completed) or
 * are one or two typing errors from it (corrected), as the platform's suggested_terms
 * report them. Exact matches first, then completions, then corrections; case is ignored.
 */

export interface SuggestedTerm {
  value: string;
  completed: boolean;
  corrected: boolean;
  exact_match: boolean;
}

export interface SuggestedTerms {
  original_term: string;
  terms: SuggestedTerm[];
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word.length > 1);

export function suggestTerms(query: string, texts: readonly string[], limit: number): SuggestedTerms[] {
  const vocabulary = new Map<string, string>();
  for (const word of texts.flatMap(wordsOf)) {
    const key = word.toLowerCase();
    if (!vocabulary.has(key)) vocabulary.set(key, word);
  }
  return wordsOf(query).map((typed) => {
    const asTyped = typed.toLowerCase();
    const terms: (SuggestedTerm & { rank: number })[] = [];
    for (const [key, value] of vocabulary) {
      const exact = key === asTyped;
      const completed = !exact && key.startsWith(asTyped);
      const corrected = !exact && !completed && editDistance(key, asTyped) <= (asTyped.length >= 5 ? 2 : 1);
      if (exact || completed || corrected)
        terms.push({ value, completed, corrected, exact_match: exact, rank: exact ? 0 : completed ? 1 : 2 });
    }
    terms.sort((a, b) => a.rank - b.rank || a.value.length - b.value.length || a.value.localeCompare(b.value));
    return { original_term: typed, terms: terms.slice(0, limit).map(({ rank: _rank, ...term }) => term) };
  });
}

/** Levenshtein distance with adjacent swaps (optimal string alignment), for short words. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
