/** The demo catalogue's words in every language it carries (catalogue spec, section 9). */
import type { CatalogueVocabulary } from './catalogue-vocabulary-type';
import { vocabulary as deDE } from './de-de';
import { vocabulary as enGB } from './en-gb';
import { vocabulary as esES } from './es-es';
import { vocabulary as frFR } from './fr-fr';
import { vocabulary as itIT } from './it-it';

export type { CatalogueVocabulary, FeatureCode } from './catalogue-vocabulary-type';

export const vocabularies = {
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
  'es-ES': esES,
  'it-IT': itIT,
} as const satisfies Record<string, CatalogueVocabulary>;

export type CatalogueLanguage = keyof typeof vocabularies;
