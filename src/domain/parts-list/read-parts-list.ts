/**
 * Reads an uploaded parts list (parts-list-format.ts) into rows for the preview: each row
 * keeps its line in the file and what it says, and is either a shopping-list line or the
 * problems that keep it out, by the same rules as a line typed on the list
 * (shopping-list/line-validation.ts), so what the preview accepts the server accepts too.
 * A problem with the file itself (too large, not UTF-8, too many rows, a DOCTYPE, missing
 * columns...) answers that problem alone and no row.
 */
import { maxIdLength } from '../shopping-list/check-shopping-list-action';
import { checkPriceAmmend, checkQuantity, type FieldCheck } from '../shopping-list/line-validation';
import type { ShoppingListLine } from '../shopping-list/shopping-list-contracts';
import { maxPartsListRows, partsListColumns, partsListRecordElement, type PartsListColumn } from './parts-list-format';
import { readCsvRecords } from './read-csv-records';
import { readXmlRecords } from './read-xml-records';
import {
  decodeUtf8,
  formatOf,
  maxUploadBytes,
  type TabularFileProblem,
  type TabularFormat,
  type TabularRecord,
} from './tabular-file';

export interface RowProblem {
  field: PartsListColumn;
  /** The line rules' English sentence (the screen translates the known ones). */
  message: string;
}

export interface PartsListRow {
  /** The file's line the row starts on (1-based; a CSV's header is line 1). */
  line: number;
  /** What the row says, as written (trimmed), for the preview. */
  given: Record<PartsListColumn, string>;
  problems: RowProblem[];
  /** The line to add, when the row has no problem. */
  listLine: ShoppingListLine | undefined;
}

export type PartsListRead =
  { ok: true; format: TabularFormat; rows: PartsListRow[] } | { ok: false; problem: TabularFileProblem };

/** Reads the file's bytes: the size is checked before anything else. */
export function readPartsListFile(fileName: string, bytes: Uint8Array): PartsListRead {
  if (bytes.length > maxUploadBytes) return { ok: false, problem: { code: 'too-large', maxBytes: maxUploadBytes } };
  if (bytes.length === 0) return { ok: false, problem: { code: 'empty' } };
  const text = decodeUtf8(bytes);
  if (text === undefined) return { ok: false, problem: { code: 'not-utf8' } };
  return readPartsListText(fileName, text);
}

export function readPartsListText(fileName: string, text: string): PartsListRead {
  const format = formatOf(fileName, text);
  const read =
    format === 'xml'
      ? readXmlRecords(text, partsListRecordElement, maxPartsListRows)
      : readCsvRecords(text, maxPartsListRows);
  if (!read.ok) return read;
  if (format === 'csv') {
    const missing = partsListColumns
      .filter((column) => column.required && columnIn(read.columns, column.name) === undefined)
      .map((column) => column.name);
    if (missing.length > 0) return { ok: false, problem: { code: 'missing-columns', columns: missing } };
    if (read.records.length === 0) return { ok: false, problem: { code: 'no-rows' } };
  }
  return { ok: true, format, rows: read.records.map(checkRecord) };
}

function checkRecord(record: TabularRecord): PartsListRow {
  const value = (name: PartsListColumn) => {
    const column = columnIn([...record.values.keys()], name);
    return (column === undefined ? '' : (record.values.get(column) ?? '')).trim();
  };
  const given = {
    partNumber: withoutFormulaGuard(value('partNumber')),
    quantity: value('quantity'),
    priceAmmend: value('priceAmmend'),
  };
  const partNumber = checkPartNumber(given.partNumber);
  const quantity = checkQuantity(given.quantity);
  const priceAmmend = checkPriceAmmend(given.priceAmmend);
  const problems: RowProblem[] = [];
  if (!partNumber.ok) problems.push({ field: 'partNumber', message: partNumber.message });
  if (!quantity.ok) problems.push({ field: 'quantity', message: quantity.message });
  if (!priceAmmend.ok) problems.push({ field: 'priceAmmend', message: priceAmmend.message });
  const listLine =
    partNumber.ok && quantity.ok && priceAmmend.ok
      ? {
          productId: partNumber.value,
          partNumber: partNumber.value,
          // The list fills it in from the catalogue's price lookup (apnDesc) when it is priced.
          partDescription: '',
          quantity: quantity.value,
          priceAmmend: priceAmmend.value,
        }
      : undefined;
  return { line: record.line, given, problems, listLine };
}

/** The file's own spelling of a column, matched without regard to case. */
function columnIn(columns: readonly string[], name: string): string | undefined {
  return columns.find((column) => column.toLowerCase() === name.toLowerCase());
}

/** The export's guard against spreadsheet formulas (an apostrophe before = + - @) taken off again. */
function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export const partNumberMessages = {
  missing: 'Enter a part number.',
  tooLong: `The part number can be at most ${maxIdLength} characters.`,
  unprintable: 'The part number can only hold printable characters.',
} as const;

// Control characters and lone surrogates cannot be stored (the server refuses them at sync).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unprintable = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function checkPartNumber(text: string): FieldCheck<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: partNumberMessages.missing };
  if (trimmed.length > maxIdLength) return { ok: false, message: partNumberMessages.tooLong };
  if (unprintable.test(trimmed)) return { ok: false, message: partNumberMessages.unprintable };
  return { ok: true, value: trimmed };
}
