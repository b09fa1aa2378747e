/** The catalogue documents' words in every language they are written in (catalogue spec, section 9). */
import type { DocumentWords } from './document-words-type';
import { documentWords as enGB } from './en-gb';

export type { DocumentSection, DocumentWords } from './document-words-type';

const documentWordsByLanguage: Readonly<Record<string, DocumentWords>> = {
  'en-GB': enGB,
};

/** The words of a document in the language, or in English when it has none. */
export function documentWordsIn(langCode: string): { language: string; words: DocumentWords } {
  // Matched without regard to case, as the catalogue's langCode is ('fr-fr' is fr-FR).
  const language = Object.keys(documentWordsByLanguage).find((code) => code.toLowerCase() === langCode.toLowerCase());
  const words = language === undefined ? undefined : documentWordsByLanguage[language];
  return language === undefined || words === undefined ? { language: 'en-GB', words: enGB } : { language, words };
}

export const documentLanguages = Object.keys(documentWordsByLanguage);
