/**
 * What section pages keep in session storage so that a bookmark, a reload or a new window
 * can restore where the user was (catalogue spec, section 2: "Section pages remember vehicle details,
 * breadcrumb, section ids and descriptions"). Storage holds strings only, and whatever is
 * there may be stale, hand-edited or from an older build, so parsing checks every field and
 * gives null rather than a half-valid context. (The search type lives in local storage, not
 * here, because it outlives the session.)
 */
import { isJsonObject, isStringArray, parseJsonText } from './json-text';
import type { JsonObject } from './json-text';
import { checkVin } from './vin';

/** How the catalogue was entered: the :type of /config-selector/:type/:catOrVinId. */
export type CatalogueEntryType = 'model' | 'vin';

export interface BreadcrumbItem {
  label: string;
  path: string;
}

export interface SectionRef {
  id: string;
  description: string;
}

/** The vehicle being browsed, shown in the page header. */
export interface CarDetails {
  modelName: string;
  modelYear: string;
  modelCode: string;
  imageUrl: string | null;
  /** The decoded VIN's feature codes; null when browsing by model (every part applies). */
  featureCodes: readonly string[] | null;
}

export interface BrowsingContext {
  type: CatalogueEntryType;
  vin: string | null;
  isSharedCatalogue: boolean;
  breadcrumb: readonly BreadcrumbItem[];
  carDetails: CarDetails | null;
  majorSection: SectionRef | null;
  minorSection: SectionRef | null;
  pageSection: SectionRef | null;
  /** The page section's own data, opaque to these rules. */
  pageData: JsonObject | null;
  showNonApplicable: boolean;
  /** The feature codes a bookmark was made with, so it restores the same applicability. */
  bookmarkFeatures: readonly string[] | null;
}

export const browsingContextKeys = [
  'type',
  'vin',
  'isSharedCatalogue',
  'breadcrumb',
  'carDetails',
  'majorSectionId',
  'majorSectionDescription',
  'minorSectionId',
  'minorSectionDescription',
  'pageSectionId',
  'pageSectionDescription',
  'pageData',
  'showNonApplicable',
  'bookmarkFeatures',
] as const;

export type BrowsingContextKey = (typeof browsingContextKeys)[number];

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/**
 * Every key, with '' for what is absent, so writing all of them over an older context leaves
 * nothing stale behind (a minor section from the previous vehicle, say).
 */
export function serializeBrowsingContext(ctx: BrowsingContext): Record<BrowsingContextKey, string> {
  return {
    type: ctx.type,
    vin: ctx.vin ?? '',
    isSharedCatalogue: String(ctx.isSharedCatalogue),
    breadcrumb: JSON.stringify(ctx.breadcrumb),
    carDetails: json(ctx.carDetails),
    majorSectionId: ctx.majorSection?.id ?? '',
    majorSectionDescription: ctx.majorSection?.description ?? '',
    minorSectionId: ctx.minorSection?.id ?? '',
    minorSectionDescription: ctx.minorSection?.description ?? '',
    pageSectionId: ctx.pageSection?.id ?? '',
    pageSectionDescription: ctx.pageSection?.description ?? '',
    pageData: json(ctx.pageData),
    showNonApplicable: String(ctx.showNonApplicable),
    bookmarkFeatures: json(ctx.bookmarkFeatures),
  };
}

// Sentinel for "present but malformed", distinct from null, which means "absent".
const malformed = Symbol('malformed');
type Read<T> = T | null | typeof malformed;

/** Parses what serializeBrowsingContext wrote; null when anything is missing or malformed. */
export function parseBrowsingContext(
  entries: Readonly<Record<string, string | null | undefined>>,
): BrowsingContext | null {
  const text = (key: BrowsingContextKey) => (entries[key] ?? '') || null;
  const type = text('type');
  const vin = readVin(text('vin'));
  const isSharedCatalogue = readFlag(text('isSharedCatalogue'));
  const showNonApplicable = readFlag(text('showNonApplicable'));
  const breadcrumb = readJson(text('breadcrumb'), readBreadcrumb);
  const carDetails = readJson(text('carDetails'), readCarDetails);
  const pageData = readJson(text('pageData'), (value) => (isJsonObject(value) ? value : malformed));
  const bookmarkFeatures = readJson(text('bookmarkFeatures'), (value) => (isStringArray(value) ? value : malformed));
  const majorSection = readSection(text('majorSectionId'), text('majorSectionDescription'));
  const minorSection = readSection(text('minorSectionId'), text('minorSectionDescription'));
  const pageSection = readSection(text('pageSectionId'), text('pageSectionDescription'));

  if (type !== 'model' && type !== 'vin') return null;
  if (vin === malformed || (type === 'vin' && vin === null)) return null;
  if (isSharedCatalogue === malformed || showNonApplicable === malformed) return null;
  if (breadcrumb === malformed || breadcrumb === null) return null;
  if (carDetails === malformed || pageData === malformed || bookmarkFeatures === malformed) return null;
  // A section below one that is missing cannot have been reached by browsing.
  if ((minorSection && !majorSection) || (pageSection && !minorSection)) return null;

  return {
    type,
    vin,
    isSharedCatalogue,
    breadcrumb,
    carDetails,
    majorSection,
    minorSection,
    pageSection,
    pageData,
    showNonApplicable,
    bookmarkFeatures,
  };
}

function readVin(value: string | null): Read<string> {
  if (value === null) return null;
  const check = checkVin(value);
  return check.ok ? check.vin : malformed;
}

// Absent flags read as false: a context written before a flag existed still restores.
function readFlag(value: string | null): boolean | typeof malformed {
  if (value === null || value === 'false') return false;
  return value === 'true' ? true : malformed;
}

function readJson<T>(value: string | null, read: (parsed: unknown) => T | typeof malformed): Read<T> {
  if (value === null) return null;
  const parsed = parseJsonText(value);
  return parsed === undefined ? malformed : read(parsed);
}

function readSection(id: string | null, description: string | null): SectionRef | null {
  return id === null ? null : { id, description: description ?? '' };
}

function readBreadcrumb(value: unknown): BreadcrumbItem[] | typeof malformed {
  if (!Array.isArray(value)) return malformed;
  const items: BreadcrumbItem[] = [];
  for (const item of value) {
    if (!isJsonObject(item) || typeof item.label !== 'string' || typeof item.path !== 'string') return malformed;
    items.push({ label: item.label, path: item.path });
  }
  return items;
}

function readCarDetails(value: unknown): CarDetails | typeof malformed {
  if (!isJsonObject(value)) return malformed;
  const { modelName, modelYear, modelCode, imageUrl = null, featureCodes = null } = value;
  if (typeof modelName !== 'string' || typeof modelYear !== 'string' || typeof modelCode !== 'string') return malformed;
  if (imageUrl !== null && typeof imageUrl !== 'string') return malformed;
  if (featureCodes !== null && !isStringArray(featureCodes)) return malformed;
  return { modelName, modelYear, modelCode, imageUrl, featureCodes };
}
