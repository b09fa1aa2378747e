/**
 * A vehicle download as the server streams it (header, numbered records, end), read through
 * the app's own line reader, with a way to cut it after some records the way a lost network
 * cuts a stream: the records before the cut arrive, then reading fails with a TypeError.
 */
import { readJsonLines } from '../../../../src/client/api/catalogue/json-lines';
import type { VehicleDownloadLines } from '../../../../src/client/api/catalogue/vehicle-download';
import type { VehicleRequest } from '../../../../src/client/machines/offline-download/keep-vehicle-offline';
import type { CatalogueNode, Hierarchy } from '../../../../src/domain/catalogue/catalogue-contracts';
import type {
  VehicleDownloadLine,
  VehicleDownloadRecord,
} from '../../../../src/domain/catalogue/vehicle-download-contract';

export function node(catHieId: string, kind: 'vehicle' | 'major' | 'minor' | 'page', tree: string[]): CatalogueNode {
  return {
    catHieId,
    description: `${kind} ${catHieId}`,
    sectionNumber: '',
    parentCategoryId: tree.at(-1) ?? '',
    parentCategoryTree: tree,
    c_aPageIDs: [],
    c_epcExcludeFromDownload: false,
    c_epcIsCatFolder: kind !== 'page',
    c_epcIsVehicleCatalogue: kind === 'vehicle',
    c_epcNoteCount: 0,
    c_imageURL: kind === 'page' ? `/catalogue-assets/illustrations/${catHieId}.svg` : null,
    c_modelCode: 'SB21',
    c_modelName: 'Sable',
    c_modelYear: 2024,
  };
}

const level = (self: CatalogueNode, children: CatalogueNode[] = [], withParts = false): Hierarchy => ({
  node: self,
  breadcrumb: [],
  children,
  documents: [],
  parts: withParts
    ? [
        {
          callOutCode: '1',
          partNumber: `P-${self.catHieId}`,
          description: 'Brake disc',
          quantity: '1',
          applicableInd: true,
          isDuplicate: false,
          sectionNumber: '1',
          requiredFeatureCodes: ['LHD'],
          descriptionLanguage: 'en-GB',
        },
      ]
    : [],
});

/** Vehicle 'cat': two majors, one minor each, two pages each, one document. */
export function sampleVehicle(): Hierarchy[] {
  const vehicleNode = node('cat', 'vehicle', ['arden']);
  const majors = ['cat-m01', 'cat-m02'].map((id) => node(id, 'major', ['arden', 'cat']));
  const levels: Hierarchy[] = [
    {
      ...level(vehicleNode, majors),
      documents: [{ type: 'mainPreface', title: 'Main preface', epcPartFileRef: 'cat-main-preface' }],
    },
  ];
  for (const major of majors) {
    const minor = node(`${major.catHieId}-n01`, 'minor', ['arden', 'cat', major.catHieId]);
    const pages = [1, 2].map((n) =>
      node(`${minor.catHieId}-p${n}`, 'page', ['arden', 'cat', major.catHieId, minor.catHieId]),
    );
    levels.push(level(major, [minor]), level(minor, pages), ...pages.map((page) => level(page, [], true)));
  }
  return levels;
}

/** The records the server would send for these levels: two levels a record, then illustrations, then the documents. */
export function recordsOf(levels: Hierarchy[]): VehicleDownloadRecord[] {
  const records: VehicleDownloadRecord[] = [];
  for (let start = 0; start < levels.length; start += 2)
    records.push({ type: 'levels', n: records.length, hierarchies: levels.slice(start, start + 2) });
  for (const page of levels.filter((candidate) => candidate.node?.c_epcIsCatFolder === false)) {
    const url = page.node?.c_imageURL ?? '';
    records.push({
      type: 'illustration',
      n: records.length,
      url,
      contentType: 'image/svg+xml',
      svg: `<svg>${url}</svg>`,
    });
  }
  for (const document of levels[0]?.documents ?? []) {
    records.push({
      type: 'document',
      n: records.length,
      epcPartFileRef: document.epcPartFileRef,
      contentType: 'application/pdf',
      base64: btoa('%PDF-1.4 demo'),
    });
  }
  return records;
}

const encoder = new TextEncoder();
const lineOf = (line: VehicleDownloadLine) => `${JSON.stringify(line)}\n`;

export interface FakeServer {
  openDownload: (query: VehicleRequest, from: number, signal: AbortSignal) => Promise<VehicleDownloadLines>;
  /** The `from` of every request, in order. */
  froms: number[];
  /** The next request's answer is cut after this many records (then it fails like a lost network). */
  cutNextAfter: (records: number) => void;
  /** The next request hangs after this many records until its signal aborts. */
  hangNextAfter: (records: number) => void;
  /** The next request fails at once, as fetch does with no network. */
  refuseNext: (error: Error) => void;
}

export function fakeServer(records: VehicleDownloadRecord[] = recordsOf(sampleVehicle())): FakeServer {
  const bytes = records.reduce((sum, record) => sum + encoder.encode(lineOf(record)).length, 0);
  let cut: { after: number; hang: boolean } | undefined;
  let refusal: Error | undefined;
  const froms: number[] = [];
  return {
    froms,
    cutNextAfter: (after) => {
      cut = { after, hang: false };
    },
    hangNextAfter: (after) => {
      cut = { after, hang: true };
    },
    refuseNext: (error) => {
      refusal = error;
    },
    openDownload: (query, from, signal) => {
      froms.push(from);
      if (refusal !== undefined) {
        const error = refusal;
        refusal = undefined;
        return Promise.reject(error);
      }
      const thisCut = cut;
      cut = undefined;
      const sent = records.slice(from, thisCut === undefined ? undefined : from + thisCut.after);
      const text = [
        lineOf({
          type: 'header',
          catHieId: query.catHieId,
          langCode: query.langCode,
          modelName: 'Sable',
          modelYear: 2024,
          pageCount: 4,
          records: records.length,
          bytes,
          from,
        }),
        ...sent.map(lineOf),
        ...(thisCut === undefined ? [lineOf({ type: 'end', records: records.length })] : []),
      ].join('');
      const body = encoder.encode(text);
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Odd-sized chunks, so records arrive split across them.
          if (offset < body.length) {
            controller.enqueue(body.slice(offset, offset + 37));
            offset += 37;
          } else if (thisCut === undefined) controller.close();
          else if (thisCut.hang) {
            return new Promise<void>((resolve) =>
              signal.addEventListener('abort', () => {
                controller.error(new DOMException('The download was stopped', 'AbortError'));
                resolve();
              }),
            );
          } else controller.error(new TypeError('network error'));
          return undefined;
        },
      });
      return Promise.resolve(readJsonLines<VehicleDownloadLine>(stream));
    },
  };
}
