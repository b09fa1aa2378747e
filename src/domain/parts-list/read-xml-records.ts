/**
 * An XML table read safely with fast-xml-parser (a maintained parser). Any DOCTYPE or ENTITY
 * declaration refuses the file before it is parsed, and the parser runs with entity
 * processing off, so no entity can expand (the "billion laughs") and nothing outside the
 * file is ever read (XXE; OWASP XML External Entity Prevention). The five predefined entities
 * and character references are then decoded here, in plain text. The shape is the one the
 * shopping list exports (export-list.ts): one root element holding record elements, each
 * record's child elements its values by name. Each record keeps the line it starts on.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fileProblem, lineFinder, withoutByteOrderMark, type TabularRead, type TabularRecord } from './tabular-file';

const cdata = '__cdata';
// Typed as the Symbol wrapper object; it is a symbol.
const metadata = XMLParser.getMetaDataSymbol() as unknown as symbol;

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  cdataPropName: cdata,
  captureMetaData: true,
  // Every element as an array: one record looks the same as many.
  isArray: () => true,
});

type XmlNode = Record<string, unknown>;

export function readXmlRecords(fileText: string, recordElement: string, maxRows: number): TabularRead {
  const text = withoutByteOrderMark(fileText);
  if (text.trim() === '') return fileProblem({ code: 'empty' });
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) return fileProblem({ code: 'doctype' });
  const valid = XMLValidator.validate(text);
  if (valid !== true) return fileProblem({ code: 'malformed-xml', line: valid.err.line, detail: valid.err.msg });
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    return fileProblem({
      code: 'malformed-xml',
      line: 1,
      detail: error instanceof Error ? error.message : 'unreadable',
    });
  }
  const roots = Object.keys(document);
  const rootNodes = roots.length === 1 ? asNodes(document[roots[0] ?? '']) : [];
  if (rootNodes.length !== 1) {
    return fileProblem({ code: 'malformed-xml', line: 1, detail: 'the file must have exactly one root element' });
  }
  const recordNodes = asNodes(rootNodes[0]?.[recordElement]);
  if (recordNodes.length === 0) return fileProblem({ code: 'no-records', recordElement });
  if (recordNodes.length > maxRows) return fileProblem({ code: 'too-many-rows', maxRows });
  const lineAt = lineFinder(text);
  const records: TabularRecord[] = recordNodes.map((node) => {
    const values = new Map<string, string>();
    for (const name of Object.keys(node)) values.set(name, textOf(asArray(node[name])[0]));
    const start = (node as Record<symbol, { startIndex?: number } | undefined>)[metadata]?.startIndex;
    return { line: lineAt(start ?? 0), values };
  });
  const columns = [...new Set(records.flatMap((record) => [...record.values.keys()]))];
  return { ok: true, columns, records };
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function asNodes(value: unknown): XmlNode[] {
  return asArray(value).map((item) => (typeof item === 'object' && item !== null ? (item as XmlNode) : {}));
}

/** An element's text: its text decoded, its CDATA as written; an element holding elements reads as ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return decodeReferences(value);
  if (typeof value !== 'object' || value === null) return '';
  const node = value as Record<string, unknown>;
  const text = asArray(node['#text']).map((part) => (typeof part === 'string' ? decodeReferences(part) : ''));
  const raw = asArray(node[cdata]).map((part) => (typeof part === 'string' ? part : textOf(part)));
  return [...text, ...raw].join('').trim();
}

const predefined: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The predefined entities and character references decoded; anything else stays as written. */
export function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (reference, name: string) => {
    if (name.startsWith('#')) {
      const codePoint = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
    }
    return predefined[name] ?? reference;
  });
}
