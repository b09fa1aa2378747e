/**
 * Market names in the user's language (issue 18; catalogue spec, section 1: markets are
 * countries): the browser's own country names (Intl.DisplayNames, type 'region'), with the
 * English name the server sends where the browser has none. The drawer's market list is
 * searched by what the user reads, so the search looks at that name, the English one and
 * the code (GB as UK), ignoring letter case and accents ("Osterreich" finds Österreich).
 */
import { displayMarketCode } from './market-display';

type RegionNames = (code: string) => string | undefined;

const regionNamesByLocale = new Map<string, RegionNames>();

/** The browser's country names in a locale; none when it has no such data. */
function regionNamesIn(localeId: string): RegionNames {
  const known = regionNamesByLocale.get(localeId);
  if (known) return known;
  let names: RegionNames;
  try {
    const display = new Intl.DisplayNames([localeId], { type: 'region', fallback: 'none' });
    names = (code) => {
      try {
        return display.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    names = () => undefined;
  }
  regionNamesByLocale.set(localeId, names);
  return names;
}

/**
 * A market's name in a locale. The English name from the server stands when the code is not
 * a two-letter country code, when the browser does not know the country, or when the server
 * names a market by its code only (a market the list does not have).
 */
export function localisedMarketName(market: { code: string; name: string }, localeId: string): string {
  const code = market.code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || market.name === market.code) return market.name;
  const name = regionNamesIn(localeId)(code);
  return name && name !== code ? name : market.name;
}

/** Text folded for matching: lower case, without accents, spaces collapsed. */
export function foldForSearch(text: string, localeId: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(localeId).replace(/\s+/g, ' ').trim();
}

/** Whether a market answers a search: by its name as shown, its English name or its code. */
export function marketMatchesSearch(
  market: { code: string; name: string },
  shownName: string,
  search: string,
  localeId: string,
): boolean {
  const wanted = foldForSearch(search, localeId);
  if (wanted === '') return true;
  const haystacks = [shownName, market.name, displayMarketCode(market.code), market.code];
  return haystacks.some((text) => foldForSearch(text, localeId).includes(wanted));
}
