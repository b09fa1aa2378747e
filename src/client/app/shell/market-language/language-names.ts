/**
 * The name shown for each interface language: its language text from the languages list,
 * or, while that list cannot be read (offline on a first visit), the language's own name
 * as the browser knows it, so a user can always find theirs.
 */
import { useMemo } from 'react';
import { fetchLanguages } from '../../../api/shell/markets';
import { languageTextOf, type Language } from '../../../../domain/shell/market-display';
import { useLoaded } from './use-loaded';

function nativeName(localeId: string): string {
  try {
    return new Intl.DisplayNames([localeId], { type: 'language' }).of(localeId) ?? localeId;
  } catch {
    return localeId;
  }
}

const noLanguages: Language[] = [];

/** A function naming a locale by its language text (or native name). */
export function useLanguageName(): (localeId: string) => string {
  const loaded = useLoaded('languages', fetchLanguages);
  const languages = loaded.status === 'ready' ? loaded.value : noLanguages;
  return useMemo(() => (localeId: string) => languageTextOf(localeId, languages) ?? nativeName(localeId), [languages]);
}
