/**
 * The parts-list file a signed-in user uploads into the shopping list (/upload-csv-xml;
 * catalogue spec, sections 1 and 4; issue 16). It is the shopping list's own export format
 * (export-list.ts) read back: a CSV whose first line names the columns, or an XML document
 * <shoppingList> of <line> elements, with the columns below; other columns (the export's
 * prices, the description) are allowed and ignored, so an exported list uploads as it is.
 * The page documents these columns and offers the example files made here.
 */
import { escapeMarkup } from '../text/escape-markup';

export const partsListColumns = [
  { name: 'partNumber', required: true },
  { name: 'quantity', required: true },
  { name: 'priceAmmend', required: false },
] as const;
export type PartsListColumn = (typeof partsListColumns)[number]['name'];

/** The XML element of one row (the export's). */
export const partsListRecordElement = 'line';
export const partsListRootElement = 'shoppingList';

/**
 * Rows per file. The shopping list is priced in one request of at most 1,000 lines
 * (POST /api/shopping-list/price), so a longer upload would make a list that cannot be priced.
 */
export const maxPartsListRows = 1000;
/** The list after an upload holds at most this many lines, for the same reason. */
export const maxListLinesAfterUpload = 1000;

const exampleRows: readonly Record<PartsListColumn, string>[] = [
  { partNumber: 'LR012345', quantity: '2', priceAmmend: '0' },
  { partNumber: 'W500000', quantity: 'A/R', priceAmmend: '' },
  { partNumber: 'C2D12345', quantity: '1', priceAmmend: '12.5' },
];

/** An example CSV: the header line, then one row per example, CRLF after each as the export writes. */
export function examplePartsListCsv(): string {
  const names = partsListColumns.map((column) => column.name);
  const rows = exampleRows.map((row) => names.map((name) => row[name]).join(','));
  return [names.join(','), ...rows].map((record) => `${record}\r\n`).join('');
}

/** An example XML in the export's shape. */
export function examplePartsListXml(): string {
  const lines = exampleRows.map((row) => {
    const fields = partsListColumns.map(({ name }) => `    <${name}>${escapeMarkup(row[name])}</${name}>\n`);
    return `  <${partsListRecordElement}>\n${fields.join('')}  </${partsListRecordElement}>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${partsListRootElement}>\n${lines.join('')}</${partsListRootElement}>\n`;
}
