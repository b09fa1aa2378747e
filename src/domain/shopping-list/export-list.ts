/**
 * The shopping list as a file (catalogue spec, section 3, export columns): CSV or XML with the
 * columns the user picked, always in the spec's order whatever order they were picked in.
 * Money and rate fields are written with two decimals, a missing one as 0.00, as on screen.
 *
 * CSV follows RFC 4180 (CRLF after every record, fields with a comma, quote, CR or LF in
 * quotes, quotes doubled) and guards against formula injection: a text field that starts
 * with =, +, -, @, a tab or a CR gets a leading apostrophe, so a spreadsheet shows it as text
 * instead of running it (OWASP, CSV injection). Money and rate fields are never guarded: they
 * are numbers twoDecimals writes (-?digits.dd), which no spreadsheet reads as a formula.
 */
import { twoDecimals } from '../money/decimal';
import { escapeMarkup } from '../text/escape-markup';
import { exportColumns, type ExportColumn, type PricedLine } from './shopping-list-contracts';

export const noExportColumnsMessage = 'Choose at least one column to export.';

const decimalColumns: ReadonlySet<ExportColumn> = new Set([
  'unitPrice',
  'priceAmmend',
  'price',
  'discountedPrice',
  'tax',
  'total',
]);

export function exportCsv(lines: PricedLine[], columns: ExportColumn[]): string {
  const selected = orderedColumns(columns);
  const records = [
    selected.map((column) => csvField(column)),
    ...lines.map((line) =>
      selected.map((column) => {
        const value = cellValue(line, column);
        return csvField(decimalColumns.has(column) ? value : guardFormula(value));
      }),
    ),
  ];
  return records.map((fields) => `${fields.join(',')}\r\n`).join('');
}

export function exportXml(lines: PricedLine[], columns: ExportColumn[]): string {
  const selected = orderedColumns(columns);
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (lines.length === 0) return `${declaration}<shoppingList/>\n`;
  const lineElements = lines.map((line) => {
    const fields = selected.map((column) => `    <${column}>${xmlText(cellValue(line, column))}</${column}>\n`);
    return `  <line>\n${fields.join('')}  </line>\n`;
  });
  return `${declaration}<shoppingList>\n${lineElements.join('')}</shoppingList>\n`;
}

/** The picked columns in the spec's order; throws when none is picked (the UI prevents it). */
function orderedColumns(columns: readonly ExportColumn[]): ExportColumn[] {
  const picked = new Set(columns);
  const selected = exportColumns.filter((column) => picked.has(column));
  if (selected.length === 0) throw new Error(noExportColumnsMessage);
  return selected;
}

function cellValue(line: PricedLine, column: ExportColumn): string {
  // Lines come from storage and the network: a field may be missing whatever the type says.
  const value: unknown = line[column];
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return decimalColumns.has(column) ? twoDecimals(text) : text;
}

function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Text escaped for element content. Characters XML 1.0 cannot hold at all (control
 * characters other than tab, LF and CR, lone surrogates, U+FFFE and U+FFFF) are dropped, so
 * the document is always well-formed.
 */
function xmlText(text: string): string {
  let kept = '';
  for (const char of text) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) kept += char;
  }
  // A parser turns a raw CR into LF; the reference keeps it.
  return escapeMarkup(kept).replaceAll('\r', '&#13;');
}

// for...of walks code points, so a surrogate seen here is a lone one.
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}
