/**
 * The words of the demo catalogue in one language: what a translator fills in, one file per
 * language of the catalogue spec, section 9. Lists are tuples so that a translation with a
 * missing or extra entry does not compile.
 */
type Tuple<Length extends number, Items extends string[] = []> = Items['length'] extends Length
  ? Readonly<Items>
  : Tuple<Length, [...Items, string]>;

export type FeatureCode =
  'P250' | 'P400' | 'D300' | 'AT8' | 'MT6' | 'AWD' | 'RWD' | 'LHD' | 'RHD' | 'STDBRK' | 'PERFBRK';

export interface MajorSectionWords {
  name: string;
  /** Eight components, one per minor section. */
  components: Tuple<8>;
}

export interface CatalogueVocabulary {
  /** The ten major sections, in catalogue order. */
  majorSections: readonly [
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
    MajorSectionWords,
  ];
  /** The six page sections of every minor section: assembly, front, rear, mounting, seals and gaskets, service parts. */
  pageViews: Tuple<6>;
  /** Where a part sits: none (''), front, rear, left-hand, right-hand, upper, lower. */
  partPositions: Tuple<7>;
  /** Bolt, nut, washer, clip, seal, gasket, bracket, screw. */
  fixings: Tuple<8>;
  features: Readonly<Record<FeatureCode, string>>;
  documentTitles: Readonly<{ commonPreface: string; mainPreface: string; overlayRepair: string }>;
  /** A bulletin's title, naming the major section it is about: '{{section}}'. */
  bulletinTitle: string;
  /** A name with a page view or position: '{{name}}' and '{{qualifier}}'. */
  qualified: string;
}
