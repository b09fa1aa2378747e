/**
 * The demo parts catalogue, deterministic for a seed: for each model year a vehicle
 * catalogue of 10 major x 8 minor x 6 page sections with 10 to 13 callouts a page. Some
 * callouts list alternative parts for different feature codes (engine, brakes...), and a few
 * lines repeat a part already on the page (isDuplicate), as real catalogues do.
 */
import { mulberry32, pickOne, type RandomSource } from '../mulberry32';
import type {
  CatalogueNodeColumns,
  DemoCatalogue,
  DemoVehicle,
  PagePartColumns,
  PartColumns,
} from './demo-catalogue-types';
import { CatalogueTextRegistry, qualify } from './catalogue-text-registry';
import { features, fixings, majorSections, pageViews, partPositions } from './catalogue-vocabulary';
import { demoModels, modelYearsAtScale } from './demo-models';
import { makeDemoDocuments, type DocumentedCatalogue } from './demo-documents';
import { makeDemoSupersessions, type PartFamily } from './demo-supersessions';
import { makeDemoVehicles } from './demo-vehicles';

export interface DemoCatalogueOptions {
  /** 1 (default) seeds about 137,000 page parts; 8 about a million, for benchmarks. */
  scale?: number;
}

const vehiclesPerCatalogue = 8;
const alternativeFamilies = ['engine', 'transmission', 'drive', 'brakes'] as const;

export const modelImageUrl = (modelCode: string) => `/catalogue-assets/models/${modelCode}.svg`;
export const illustrationUrl = (pageId: string) => `/catalogue-assets/illustrations/${pageId}.svg`;

interface PartLine {
  partNumber: string;
  quantity: string;
  requiredFeatures: string;
}

export function generateDemoCatalogue(seed: number, options: DemoCatalogueOptions = {}): DemoCatalogue {
  // A stream of its own, so the rest of the demo data does not change with the catalogue.
  const random = mulberry32(seed ^ 0x5eed_ca7a);
  const texts = new CatalogueTextRegistry();
  const nodes = emptyNodes();
  const pageParts = emptyPageParts();
  const parts: PartColumns = { partNumber: [], searchKey: [], textId: [], brand: [] };
  const knownParts = new Set<string>();
  const componentCodes = makeComponentCodes(random);
  const vehicles: DemoVehicle[] = [];
  const usedRegistrations = new Set<string>();
  const documentedCatalogues: DocumentedCatalogue[] = [];
  const families = new Map<string, PartFamily & { textIds: Map<string, number> }>();

  const addPart = (partNumber: string, textId: number, brand: string) => {
    if (knownParts.has(partNumber)) return;
    knownParts.add(partNumber);
    parts.partNumber.push(partNumber);
    parts.searchKey.push(partNumber.replaceAll('-', ''));
    parts.textId.push(textId);
    parts.brand.push(brand);
  };

  for (const model of demoModels) {
    for (const modelYear of modelYearsAtScale(model, options.scale ?? 1)) {
      const catalogueId = `${model.brand}-${model.modelCode.toLowerCase()}-${modelYear}`;
      const base = { catalogueId, brand: model.brand, modelCode: model.modelCode, modelYear };
      documentedCatalogues.push({ catalogueId, index: documentedCatalogues.length });
      pushNode(nodes, {
        ...base,
        catHieId: catalogueId,
        nodeKind: 'vehicle',
        parentTree: [model.brand],
        sortOrder: modelYear,
        textId: null,
        sectionNumber: '',
        pageIds: [],
        imageUrl: modelImageUrl(model.modelCode),
      });
      majorSections.forEach((major, majorIndex) => {
        const majorId = `${catalogueId}-m${pad(majorIndex + 1)}`;
        const majorTree = [model.brand, catalogueId];
        pushNode(nodes, {
          ...base,
          catHieId: majorId,
          nodeKind: 'major',
          parentTree: majorTree,
          sortOrder: majorIndex + 1,
          textId: texts.idOf(`major:${majorIndex}`, () => major.name),
          sectionNumber: `${majorIndex + 1}`,
          pageIds: [],
          imageUrl: null,
        });
        major.components.forEach((component, minorIndex) => {
          const minorId = `${majorId}-n${pad(minorIndex + 1)}`;
          const pageIds = pageViews.map((_, viewIndex) => `${minorId}-p${viewIndex + 1}`);
          const minorTree = [...majorTree, majorId];
          pushNode(nodes, {
            ...base,
            catHieId: minorId,
            nodeKind: 'minor',
            parentTree: minorTree,
            sortOrder: minorIndex + 1,
            textId: texts.idOf(`component:${majorIndex}:${minorIndex}`, () => component),
            sectionNumber: `${majorIndex + 1}.${minorIndex + 1}`,
            pageIds,
            imageUrl: null,
          });
          pageViews.forEach((view, viewIndex) => {
            const pageId = pageIds[viewIndex] ?? '';
            const sectionNumber = `${majorIndex + 1}.${minorIndex + 1}.${viewIndex + 1}`;
            const textId = texts.idOf(`page:${majorIndex}:${minorIndex}:${viewIndex}`, () => qualify(component, view));
            pushNode(nodes, {
              ...base,
              catHieId: pageId,
              nodeKind: 'page',
              parentTree: [...minorTree, minorId],
              sortOrder: viewIndex + 1,
              textId,
              sectionNumber,
              pageIds: [pageId],
              imageUrl: illustrationUrl(pageId),
            });
            const makeLine = (partIndex: number, variant: number, requiredFeatures: string): PartLine => {
              if (partIndex < 0) {
                const fixing = -partIndex - 1;
                const partNumber = `W${500_000 + fixing * 1000 + variant * 37}-S${String(400 + variant * 3).padStart(3, '0')}`;
                addPart(
                  partNumber,
                  texts.idOf(`fixing:${fixing}`, () => fixings[fixing] ?? fixings[0]!),
                  model.brand,
                );
                return { partNumber, quantity: pickOne(random, ['2', '4', '6', 'A/R']), requiredFeatures };
              }
              const position = viewIndex === 1 ? 1 : viewIndex === 2 ? 2 : Math.floor(random() * partPositions.length);
              const componentName = major.components[partIndex] ?? component;
              const partNumber = `${model.modelCode}-${componentCodes[majorIndex * 8 + partIndex]}${position}-A${'ABCD'.charAt(variant % 4)}`;
              const partText = texts.idOf(`part:${majorIndex}:${partIndex}:${position}`, () =>
                qualify(componentName, partPositions[position] ?? partPositions[0]!),
              );
              addPart(partNumber, partText, model.brand);
              addToFamily(families, {
                key: `${model.modelCode}-${componentCodes[majorIndex * 8 + partIndex]}`,
                brand: model.brand,
                partNumber,
                textId: partText,
                kitTextKey: `component:${majorIndex}:${partIndex}`,
                texts,
              });
              return { partNumber, quantity: random() < 0.8 ? '1' : '2', requiredFeatures };
            };
            addPageLines(random, pageParts, {
              pageId,
              catalogueId,
              sectionNumber,
              mainComponent: minorIndex,
              makeLine,
            });
          });
        });
      });
      vehicles.push(...makeDemoVehicles(random, base, vehiclesPerCatalogue, vehicles.length + 1, usedRegistrations));
    }
  }

  const featureCodes = features.map((feature) => ({
    code: feature.code,
    family: feature.family,
    textId: texts.idOf(`feature:${feature.code}`, () => feature.description),
  }));
  // Registered after every other text, so the older texts kept their ids.
  const documents = makeDemoDocuments(texts, documentedCatalogues);
  const models = demoModels.map(({ modelYears: _years, ...model }) => ({
    ...model,
    imageUrl: modelImageUrl(model.modelCode),
  }));
  // Last, from a stream of their own: the parts and texts above kept their order and ids.
  const supersessions = makeDemoSupersessions(mulberry32(seed ^ 0x5b5e_dede), [...families.values()], addPart);
  return { models, texts: texts.columns, nodes, parts, pageParts, featureCodes, vehicles, documents, supersessions };
}

interface FamilyMember {
  key: string;
  brand: string;
  partNumber: string;
  textId: number;
  /** The key of the component's own text (a minor section's), which every component has. */
  kitTextKey: string;
  texts: CatalogueTextRegistry;
}

function addToFamily(
  families: Map<string, PartFamily & { textIds: Map<string, number> }>,
  { key, brand, partNumber, textId, kitTextKey, texts }: FamilyMember,
): void {
  let family = families.get(key);
  if (family === undefined) {
    const textIds = new Map<string, number>();
    family = {
      key,
      brand,
      partNumbers: [],
      textIds,
      textIdOf: (number) => textIds.get(number) ?? textId,
      kitTextId: () =>
        texts.idOf(kitTextKey, () => {
          throw new Error(`The component text ${kitTextKey} is not registered.`);
        }),
    };
    families.set(key, family);
  }
  if (family.textIds.has(partNumber)) return;
  family.textIds.set(partNumber, textId);
  family.partNumbers.push(partNumber);
}

interface PageLineContext {
  pageId: string;
  catalogueId: string;
  sectionNumber: string;
  mainComponent: number;
  /** partIndex >= 0: a component of the major section; < 0: fixing -partIndex - 1. */
  makeLine: (partIndex: number, variant: number, requiredFeatures: string) => PartLine;
}

function addPageLines(random: RandomSource, columns: PagePartColumns, page: PageLineContext): void {
  const callouts = 10 + Math.floor(random() * 4);
  let lineNumber = 0;
  const push = (callOutCode: number, line: PartLine, isDuplicate: boolean) => {
    lineNumber += 1;
    columns.pageId.push(page.pageId);
    columns.lineNumber.push(lineNumber);
    columns.catalogueId.push(page.catalogueId);
    columns.callOutCode.push(String(callOutCode));
    columns.partNumber.push(line.partNumber);
    columns.quantity.push(line.quantity);
    columns.sectionNumber.push(page.sectionNumber);
    columns.requiredFeatures.push(line.requiredFeatures);
    columns.isDuplicate.push(isDuplicate);
  };
  const firstLines: PartLine[] = [];
  for (let callout = 1; callout <= callouts; callout += 1) {
    const partIndex =
      callout === 1
        ? page.mainComponent
        : random() < 0.5
          ? Math.floor(random() * 8)
          : -1 - Math.floor(random() * fixings.length);
    const variant = Math.floor(random() * (partIndex < 0 ? 40 : 2));
    if (partIndex >= 0 && random() < 0.3) {
      // Alternatives: one line per feature of a family, each with its own variant.
      const family = pickOne(random, alternativeFamilies);
      features
        .filter((feature) => feature.family === family)
        .forEach((feature, index) => {
          const line = page.makeLine(partIndex, variant + index, feature.code);
          if (index === 0) firstLines.push(line);
          push(callout, line, false);
        });
    } else {
      const line = page.makeLine(partIndex, variant, '');
      firstLines.push(line);
      push(callout, line, false);
    }
    if (callout > 2 && random() < 0.05) {
      const repeated = pickOne(random, firstLines);
      const repeatedCallout = firstLines.indexOf(repeated) + 1;
      push(repeatedCallout, repeated, true);
    }
  }
}

/** Four characters per component, like the '2B12' of a brake caliper: a digit, a letter, two digits. */
function makeComponentCodes(random: RandomSource): string[] {
  const codes = new Set<string>();
  while (codes.size < 80) {
    codes.add(
      `${1 + Math.floor(random() * 9)}${pickOne(random, [...'ABCDEFGHJKLMNPRSTUVWXYZ'])}${String(Math.floor(random() * 100)).padStart(2, '0')}`,
    );
  }
  return [...codes];
}

interface NodeRow {
  catHieId: string;
  nodeKind: 'vehicle' | 'major' | 'minor' | 'page';
  catalogueId: string;
  brand: string;
  parentTree: string[];
  sortOrder: number;
  textId: number | null;
  modelCode: string;
  modelYear: number;
  sectionNumber: string;
  pageIds: string[];
  imageUrl: string | null;
}

function pushNode(columns: CatalogueNodeColumns, row: NodeRow): void {
  columns.catHieId.push(row.catHieId);
  columns.nodeKind.push(row.nodeKind);
  columns.parentId.push(row.parentTree.at(-1) ?? row.brand);
  columns.catalogueId.push(row.catalogueId);
  columns.brand.push(row.brand);
  columns.parentTree.push(row.parentTree.join('/'));
  columns.sortOrder.push(row.sortOrder);
  columns.textId.push(row.textId);
  columns.modelCode.push(row.modelCode);
  columns.modelYear.push(row.modelYear);
  columns.sectionNumber.push(row.sectionNumber);
  columns.pageIds.push(row.pageIds.join('/'));
  columns.imageUrl.push(row.imageUrl);
}

function emptyNodes(): CatalogueNodeColumns {
  return {
    catHieId: [],
    nodeKind: [],
    parentId: [],
    catalogueId: [],
    brand: [],
    parentTree: [],
    sortOrder: [],
    textId: [],
    modelCode: [],
    modelYear: [],
    sectionNumber: [],
    pageIds: [],
    imageUrl: [],
  };
}

function emptyPageParts(): PagePartColumns {
  return {
    pageId: [],
    lineNumber: [],
    catalogueId: [],
    callOutCode: [],
    partNumber: [],
    quantity: [],
    sectionNumber: [],
    requiredFeatures: [],
    isDuplicate: [],
  };
}

function pad(index: number): string {
  return String(index).padStart(2, '0');
}
