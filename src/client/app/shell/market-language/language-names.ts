/**
 * The name shown for each interface language: its language text from the languages list (as
 * last kept on this device until the list is read again), or, with no list at all (a first
 * visit, before it is read or offline), the language's own name as the browser knows it, so
 * a user can always find theirs.
 */
import { useMemo, useState } from 'react';
import { fetchLanguages } from '../../../api/shell/markets';
import { languageTextOf, type Language } from '../../../../domain/shell/market-display';
import { keepLanguages, readKeptLanguages } from '../../../store/last-languages';
import { useLoaded } from './use-loaded';

// Each name once: the browser loads a language's display data the first time it is asked,
// some 10 ms on a laptop, and the header's button asks on every render until the list is read.
const nativeNames = new Map<string, string>();

function nativeName(localeId: string): string {
  let name = nativeNames.get(localeId);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([localeId], { type: 'language' }).of(localeId) ?? localeId;
    } catch {
      name = localeId;
    }
    nativeNames.set(localeId, name);
  }
  return name;
}

async function fetchAndKeepLanguages(): Promise<Language[]> {
  const languages = await fetchLanguages();
  keepLanguages(languages);
  return languages;
}

/** A function naming a locale by its language text (or native name). */
export function useLanguageName(): (localeId: string) => string {
  const loaded = useLoaded('languages', fetchAndKeepLanguages);
  const [kept] = useState(readKeptLanguages);
  const languages = loaded.status === 'ready' ? loaded.value : kept;
  return useMemo(() => (localeId: string) => languageTextOf(localeId, languages) ?? nativeName(localeId), [languages]);
}
