/**
 * Reads a price file (issue 16, load_price) into checked rows and row errors with their line
 * numbers. CSV through papaparse: a header row naming partNumber, unitPrice, taxCode and
 * discountCode (any order, any case; other columns ignored), one price a line. XML through
 * fast-xml-parser with entities off, and any DTD refused before parsing (no entity expansion,
 * no external references): <prices><price><partNumber/><unitPrice/><taxCode/><discountCode/>
 * </price>...</prices>. A problem with the file as a whole (too large, too many rows, not
 * well formed, missing columns) is a 400 naming `content`; a problem in a row is listed.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import { ClientError } from '../../commerce/shop-api/client-error';
import { priceFileLimits } from './price-file-limits';
import {
  checkPriceRow,
  isRowError,
  priceColumns,
  type PriceColumn,
  type PriceRow,
  type RowError,
} from './price-row-rules';

export type PriceFileFormat = 'csv' | 'xml';

export interface ParsedPriceFile {
  rows: PriceRow[];
  errors: RowError[];
  /** Data rows read, good and bad. */
  rowCount: number;
}

const refuse = (message: string): never => {
  throw new ClientError(400, `content: ${message}`);
};

export function parsePriceFile(format: PriceFileFormat, content: string): ParsedPriceFile {
  if (content.length > priceFileLimits.maxCharacters) {
    refuse(`the file is larger than ${priceFileLimits.maxCharacters / 1024 / 1024} MB; split it into smaller files.`);
  }
  if (content.trim() === '') refuse('the file is empty.');
  const raw = format === 'csv' ? readCsv(content) : readXml(content);
  return checkRows(raw.rows, raw.errors);
}

interface RawRows {
  rows: { line: number; values: Record<PriceColumn, string> }[];
  errors: RowError[];
}

function tooManyRows(count: number) {
  if (count > priceFileLimits.maxRows) {
    refuse(`the file has ${count} rows; at most ${priceFileLimits.maxRows} can be loaded at once.`);
  }
}

function readCsv(content: string): RawRows {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...lines] = parsed.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const indexes = Object.fromEntries(priceColumns.map((column) => [column, names.indexOf(column.toLowerCase())]));
  const missing = priceColumns.filter((column) => indexes[column] === -1);
  if (missing.length > 0) {
    refuse(`the first line must name the columns ${priceColumns.join(', ')} (missing: ${missing.join(', ')}).`);
  }
  tooManyRows(lines.length);
  // One line of the file per row: part numbers and codes never hold a line break.
  const quoteErrors = new Map(parsed.errors.map((error) => [(error.row ?? 0) + 1, error.message]));
  const rows: RawRows['rows'] = [];
  const errors: RowError[] = [];
  lines.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const quoteError = quoteErrors.get(index + 1);
    if (quoteError !== undefined) {
      errors.push({ line, message: `The line cannot be read as CSV: ${quoteError}.` });
      return;
    }
    const values = Object.fromEntries(
      priceColumns.map((column) => [column, cells[indexes[column] ?? -1] ?? '']),
    ) as Record<PriceColumn, string>;
    rows.push({ line, values });
  });
  return { rows, errors };
}

const xmlParser = new XMLParser({
  processEntities: false,
  ignoreDeclaration: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'price',
});

function readXml(content: string): RawRows {
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) {
    refuse('an XML price file may not declare a DTD or entities (<!DOCTYPE>, <!ENTITY>); remove the declaration.');
  }
  const validation = XMLValidator.validate(content);
  if (validation !== true) {
    refuse(`the XML is not well formed: ${validation.err.msg} (line ${validation.err.line}).`);
  }
  const document = xmlParser.parse(content) as { prices?: { price?: unknown[] } | string };
  if (document.prices === undefined) refuse('the XML must have a <prices> root element holding <price> elements.');
  const prices = typeof document.prices === 'object' ? (document.prices.price ?? []) : [];
  tooManyRows(prices.length);
  // The parser keeps no positions, so each <price> element's line comes from where it opens.
  const lines = openingLines(content, /<price[\s/>]/g);
  const rows: RawRows['rows'] = [];
  const errors: RowError[] = [];
  prices.forEach((price, index) => {
    const line = lines[index] ?? 0;
    if (price === null || typeof price !== 'object') {
      errors.push({ line, message: 'A <price> element must hold partNumber, unitPrice, taxCode and discountCode.' });
      return;
    }
    const fields = price as Record<string, unknown>;
    const values = Object.fromEntries(
      priceColumns.map((column) => {
        const value = fields[column];
        return [column, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
      }),
    ) as Record<PriceColumn, string>;
    rows.push({ line, values });
  });
  return { rows, errors };
}

function openingLines(content: string, pattern: RegExp): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const match of content.matchAll(pattern)) {
    for (let at = content.indexOf('\n', from); at !== -1 && at < match.index; at = content.indexOf('\n', at + 1)) {
      line += 1;
    }
    from = match.index;
    lines.push(line);
  }
  return lines;
}

function checkRows(raw: RawRows['rows'], readErrors: RowError[]): ParsedPriceFile {
  const rows: PriceRow[] = [];
  const errors = [...readErrors];
  const firstLineOf = new Map<string, number>();
  for (const { line, values } of raw) {
    const checked = checkPriceRow(line, values);
    if (isRowError(checked)) {
      errors.push(checked);
      continue;
    }
    const first = firstLineOf.get(checked.partNumber);
    if (first !== undefined) {
      errors.push({
        line,
        field: 'partNumber',
        message: `partNumber ${checked.partNumber} is already on line ${first}.`,
      });
      continue;
    }
    firstLineOf.set(checked.partNumber, line);
    rows.push(checked);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors, rowCount: raw.length + readErrors.length };
}
