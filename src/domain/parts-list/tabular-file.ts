/**
 * What every uploaded table (a user's parts list, an admin's price file) shares, whichever
 * format it came in (issue 16; catalogue spec, section 1 "upload CSV or XML files"): the
 * file is read as UTF-8 text on the device or the server, each record keeps the line of the
 * file it starts on (so a problem can name it), and a problem with the file as a whole stops
 * it before any row is used. Pure: the caller reads the bytes.
 */

/** The largest file taken (2 MB), checked before a byte is parsed (docs/decisions.md, uploads). */
export const maxUploadBytes = 2_000_000;

/** One row of the table: its values by column (CSV header) or element name (XML), as written. */
export interface TabularRecord {
  /** The file's line (1-based) the row starts on. */
  line: number;
  values: ReadonlyMap<string, string>;
}

/** A problem with the whole file: nothing in it is used. */
export type TabularFileProblem =
  | { code: 'too-large'; maxBytes: number }
  | { code: 'empty' }
  | { code: 'not-utf8' }
  | { code: 'too-many-rows'; maxRows: number }
  | { code: 'missing-columns'; columns: string[] }
  | { code: 'no-rows' }
  | { code: 'unclosed-quote'; line: number }
  | { code: 'doctype' }
  | { code: 'malformed-xml'; line: number; detail: string }
  | { code: 'no-records'; recordElement: string };

export type TabularRead =
  { ok: true; columns: string[]; records: TabularRecord[] } | { ok: false; problem: TabularFileProblem };

export type TabularFormat = 'csv' | 'xml';

export const fileProblem = (problem: TabularFileProblem): TabularRead => ({ ok: false, problem });

/**
 * The file's bytes as text: UTF-8 only (a byte order mark is dropped), undefined for bytes
 * that are not UTF-8, so a file saved in another encoding is refused rather than read wrong.
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A text whose first character is a byte order mark, without it (a string may still carry one). */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * Which reader a file needs: its name's ending first (.xml; .csv, .tsv or .txt), else its
 * content (a file whose first character is '<' is XML).
 */
export function formatOf(fileName: string, text: string): TabularFormat {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xml')) return 'xml';
  if (/\.(csv|tsv|txt)$/.test(name)) return 'csv';
  return withoutByteOrderMark(text).trimStart().startsWith('<') ? 'xml' : 'csv';
}

/** Answers the 1-based line of a character offset in the text; built once per file, each answer a binary search. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The problem in English, for logs, the server's problem details, and the screen's fallback. */
export function describeFileProblem(problem: TabularFileProblem): string {
  switch (problem.code) {
    case 'too-large':
      return `The file is larger than ${problem.maxBytes / 1_000_000} MB.`;
    case 'empty':
      return 'The file is empty.';
    case 'not-utf8':
      return 'The file is not UTF-8 text. Save it as CSV UTF-8 or as XML in UTF-8 and try again.';
    case 'too-many-rows':
      return `The file has more than ${problem.maxRows} rows.`;
    case 'missing-columns':
      return `The first line must name the columns; missing: ${problem.columns.join(', ')}.`;
    case 'no-rows':
      return 'The file has no rows under its header line.';
    case 'unclosed-quote':
      return `Line ${problem.line}: a quoted value is not closed.`;
    case 'doctype':
      return 'The XML declares a document type or entities (<!DOCTYPE or <!ENTITY), which are not accepted.';
    case 'malformed-xml':
      return `Line ${problem.line}: the XML is not well-formed (${problem.detail}).`;
    case 'no-records':
      return `The XML has no <${problem.recordElement}> elements.`;
  }
}
