/**
 * The words the demo catalogue is made of, as translations: each section, component, view,
 * position, fixing and feature in every language of vocabulary/ (one file per language).
 */
import { vocabularies, type CatalogueLanguage, type CatalogueVocabulary, type FeatureCode } from './vocabulary';

export type { CatalogueLanguage } from './vocabulary';

/** One text in every language the catalogue carries. */
export type Translations = Readonly<Record<CatalogueLanguage, string>>;

export const catalogueLanguages = Object.keys(vocabularies) as CatalogueLanguage[];

/** The same word picked from each language's vocabulary. */
export function translated(pick: (vocabulary: CatalogueVocabulary) => string): Translations {
  return Object.fromEntries(catalogueLanguages.map((language) => [language, pick(vocabularies[language])])) as Record<
    CatalogueLanguage,
    string
  >;
}

/** Fills {{name}} placeholders of a pattern picked from each vocabulary with translations. */
export function translatedPattern(
  pick: (vocabulary: CatalogueVocabulary) => string,
  values: Readonly<Record<string, Translations>>,
): Translations {
  return Object.fromEntries(
    catalogueLanguages.map((language) => [
      language,
      pick(vocabularies[language]).replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]?.[language] ?? ''),
    ]),
  ) as Record<CatalogueLanguage, string>;
}

export interface MajorSection {
  name: Translations;
  /** Eight components, one per minor section. */
  components: readonly Translations[];
}

const english = vocabularies['en-GB'];

export const majorSections: readonly MajorSection[] = english.majorSections.map((major, majorIndex) => ({
  name: translated((vocabulary) => vocabulary.majorSections[majorIndex]!.name),
  components: major.components.map((_, index) =>
    translated((vocabulary) => vocabulary.majorSections[majorIndex]!.components[index]!),
  ),
}));

const listOf = (pick: (vocabulary: CatalogueVocabulary) => readonly string[]): readonly Translations[] =>
  pick(english).map((_, index) => translated((vocabulary) => pick(vocabulary)[index]!));

/** The six page sections of every minor section: which view of the component they show. */
export const pageViews = listOf((vocabulary) => vocabulary.pageViews);

/** Where on the vehicle a part sits; the first means "no qualifier". */
export const partPositions = listOf((vocabulary) => vocabulary.partPositions);

/** Small parts found on every page, numbered like real fasteners (W...-S...). */
export const fixings = listOf((vocabulary) => vocabulary.fixings);

export interface FeatureDefinition {
  code: FeatureCode;
  family: string;
  description: Translations;
}

const featureFamilies: Readonly<Record<FeatureCode, string>> = {
  P250: 'engine',
  P400: 'engine',
  D300: 'engine',
  AT8: 'transmission',
  MT6: 'transmission',
  AWD: 'drive',
  RWD: 'drive',
  LHD: 'steering',
  RHD: 'steering',
  STDBRK: 'brakes',
  PERFBRK: 'brakes',
};

/** Vehicle features; a vehicle has one of each family, and parts may require some. */
export const features: readonly FeatureDefinition[] = (Object.keys(featureFamilies) as FeatureCode[]).map((code) => ({
  code,
  family: featureFamilies[code],
  description: translated((vocabulary) => vocabulary.features[code]),
}));
