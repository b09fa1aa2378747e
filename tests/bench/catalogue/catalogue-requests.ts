/**
 * The catalogue requests the benchmark times, each varied from one request to the next
 * (another page, part or term) so that no answer comes from a cache warmed by the previous one.
 * Part numbers and pages are read from the seeded database, so the requests fit any scale.
 */
import { textMatchingOf } from '../../../src/server/catalogue/search/search-languages';
import { vocabularies, type CatalogueVocabulary } from '../../../src/server/db/demo-data/catalogue/vocabulary';
import type { Queryable } from '../../../src/server/db/database';

export interface CatalogueRequest {
  name: string;
  /** The request of run `index`. */
  build: (index: number) => { url: string; payload: object };
}

const levels = '/catalogue/api/v1/nextLevelHierarchies';
const partDetails = '/part/api/v1/partDetails';
const search = '/catalogue/api/v1/search';

/** Terms with the language they are in. */
type Terms = readonly (readonly [term: string, langCode: string])[];

const descriptions: Terms = [
  ['brake caliper', 'en-GB'],
  ['étrier de frein', 'fr-FR'],
  ['water pump', 'en-GB'],
  ['pompe à eau', 'fr-FR'],
  ['wheel nut', 'en-GB'],
  ['amortisseur', 'fr-FR'],
  ['bolt', 'en-GB'],
  ['radiateur', 'fr-FR'],
];
const misspelt: Terms = [
  ['calipr', 'en-GB'],
  ['amortiseur', 'fr-FR'],
  ['radiatr', 'en-GB'],
  ['radiateurr', 'fr-FR'],
  ['shok absorber', 'en-GB'],
  ['wheel nutt', 'en-GB'],
];
const reordered: Terms = [
  ['caliper brake', 'en-GB'],
  ['frein étrier', 'fr-FR'],
  ['pump water', 'en-GB'],
  ['eau pompe', 'fr-FR'],
  ['nut wheel', 'en-GB'],
  ['tensioner chain timing', 'en-GB'],
  ['roue écrou', 'fr-FR'],
];

const longest = (parts: string[]) => parts.reduce((found, part) => (part.length > found.length ? part : found), '');

/**
 * A word of each component name in the languages the demo catalogue carries beside English
 * and French, as a user would type it: the longest word, or, where texts are searched by
 * character pairs (Japanese, Korean, Chinese, Thai), two neighbouring characters from the
 * middle of the longest run. One list for the n-gram languages and one for the others.
 */
function termsOfOtherLanguages(): { ngrams: Terms; words: Terms } {
  const ngrams: [string, string][] = [];
  const words: [string, string][] = [];
  for (const [langCode, vocabulary] of Object.entries(vocabularies) as [string, CatalogueVocabulary][]) {
    if (langCode === 'en-GB' || langCode === 'fr-FR') continue;
    const byNgrams = textMatchingOf(langCode).kind === 'ngrams';
    for (const component of vocabulary.majorSections.flatMap((major) => major.components)) {
      if (byNgrams) {
        const characters = [...longest(component.split(/[\s\p{P}\p{S}]+/u))];
        const middle = Math.max(1, Math.floor(characters.length / 2));
        ngrams.push([characters.slice(middle - 1, middle + 1).join(''), langCode]);
      } else {
        words.push([longest(component.split(/[^\p{L}\p{M}\p{N}]+/u)), langCode]);
      }
    }
  }
  // Interleaved by language, so that consecutive runs search different languages.
  const interleave = (terms: [string, string][]) =>
    terms
      .map((term, index) => ({ term, order: index % 80 }))
      .sort((a, b) => a.order - b.order)
      .map(({ term }) => term);
  return { ngrams: interleave(ngrams), words: interleave(words) };
}

interface SamplePage {
  page_id: string;
  catalogue_id: string;
  part_number: string;
}

/** Pages of one model's catalogues with a part of each, as many as there are runs. */
async function samplePages(db: Queryable, count: number): Promise<SamplePage[]> {
  const pages = await db.query<SamplePage>(
    `select page_id, min(catalogue_id) as catalogue_id, min(part_number) as part_number from page_parts
     where catalogue_id like 'arden-sb21-%' group by page_id order by page_id limit $1`,
    [count],
  );
  if (pages.length === 0) throw new Error('The benchmark database holds no arden-sb21 pages.');
  return pages;
}

const pick = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('Nothing to pick from.');
  return item;
};

/** One character of the part number replaced, a different position each run. */
function mistype(partNumber: string, index: number): string {
  const position = 1 + (index % (partNumber.length - 1));
  const replacement = partNumber[position] === '7' ? '8' : '7';
  return `${partNumber.slice(0, position)}${replacement}${partNumber.slice(position + 1)}`;
}

export async function makeCatalogueRequests(db: Queryable, runs: number): Promise<CatalogueRequest[]> {
  const pages = await samplePages(db, runs);
  const page = (index: number) => pick(pages, index);
  const searchIn = (index: number, searchCat: string, [searchTerm, langCode]: readonly [string, string]) => ({
    url: search,
    payload: { catHieId: page(index).catalogue_id, searchCat, searchTerm, langCode },
  });
  return [
    {
      name: 'nextLevelHierarchies, a page section',
      build: (index) => ({
        url: levels,
        payload: {
          catHieId: page(index).page_id,
          langCode: 'fr-FR',
          shallFetchBreadcrumb: true,
          featureCodes: ['P250', 'AT8'],
        },
      }),
    },
    {
      name: 'nextLevelHierarchies, a major section',
      build: (index) => ({
        url: levels,
        payload: {
          catHieId: page(index).page_id.replace(/-n\d+-p\d+$/, ''),
          langCode: 'de-DE',
          shallFetchBreadcrumb: true,
        },
      }),
    },
    {
      name: 'partDetails, one part',
      build: (index) => ({ url: partDetails, payload: { apns: [page(index).part_number], langCode: 'en-GB' } }),
    },
    {
      name: 'search, part number (prefix or whole)',
      build: (index) => searchIn(index, 'partNumber', [page(index).part_number.slice(0, 7 + (index % 7)), 'en-GB']),
    },
    {
      name: 'search, part number mistyped',
      build: (index) => searchIn(index, 'partNumber', [mistype(page(index).part_number, index), 'en-GB']),
    },
    { name: 'search, description', build: (index) => searchIn(index, 'description', pick(descriptions, index)) },
    { name: 'search, description misspelt', build: (index) => searchIn(index, 'description', pick(misspelt, index)) },
    {
      name: 'search, description words reordered',
      build: (index) => searchIn(index, 'description', pick(reordered, index)),
    },
    ...otherLanguageSearches(searchIn),
  ];
}

type SearchIn = (index: number, searchCat: string, term: readonly [string, string]) => { url: string; payload: object };

/** Searches in the other languages the demo catalogue carries (none while it has only English and French). */
function otherLanguageSearches(searchIn: SearchIn): CatalogueRequest[] {
  const { ngrams, words } = termsOfOtherLanguages();
  const requests: CatalogueRequest[] = [];
  if (words.length > 0) {
    requests.push({
      name: 'search, description in another language (stemmed or simple words)',
      build: (index) => searchIn(index, 'description', pick(words, index)),
    });
  }
  if (ngrams.length > 0) {
    requests.push({
      name: 'search, description in Japanese, Korean, Chinese or Thai (character pairs)',
      build: (index) => searchIn(index, 'description', pick(ngrams, index)),
    });
  }
  return requests;
}
