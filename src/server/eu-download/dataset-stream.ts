/**
 * A dataset's rows as the bytes of a CSV, JSON or XML file, streamed: rows are pulled from
 * the database batch by batch only as fast as the reply is read (Readable.from and pipeline
 * carry the backpressure from the socket back to the generator), so a million-row download
 * holds one batch in memory. Counts rows and bytes for the history, and says how it ended:
 * completed, or cut off (the caller cancelled or went away, or a read failed).
 */
import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { DownloadFormat } from '../../domain/eu-download/eu-download-contract';
import { xmlAttribute, xmlText } from './xml-text';

type Cell = string | number | boolean | null;
export type DatasetRow = Readonly<Record<string, Cell>>;

export interface DatasetOutcome {
  rows: number;
  bytes: number;
  completed: boolean;
}

export interface DatasetStreamOptions {
  format: DownloadFormat;
  columns: readonly string[];
  /** XML element names: the root and each row ('parts' and 'part'). */
  rootName: string;
  rowName: string;
  /** Attributes of the XML root (what was downloaded); CSV and JSON carry rows only. */
  description: Readonly<Record<string, string>>;
  onEnd: (outcome: DatasetOutcome) => void;
}

async function* rowsOf(batches: AsyncIterable<readonly DatasetRow[]>, counted: { rows: number }) {
  for await (const batch of batches) {
    for (const row of batch) {
      counted.rows += 1;
      yield row;
    }
  }
}

async function* jsonText(rows: AsyncIterable<DatasetRow>, columns: readonly string[]): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    const ordered = Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
    yield `${first ? '\n' : ',\n'}${JSON.stringify(ordered)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* xmlDocument(
  rows: AsyncIterable<DatasetRow>,
  { columns, rootName, rowName, description }: DatasetStreamOptions,
): AsyncGenerator<string> {
  const attributes = Object.entries(description)
    .map(([name, value]) => ` ${name}="${xmlAttribute(value)}"`)
    .join('');
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<${rootName}${attributes}>\n`;
  for await (const row of rows) {
    // A null cell has no element: an empty one would read as an empty string.
    const cells = columns.map((column) => {
      const value = row[column] ?? null;
      return value === null ? '' : `<${column}>${xmlText(String(value))}</${column}>`;
    });
    yield `<${rowName}>${cells.join('')}</${rowName}>\n`;
  }
  yield `</${rootName}>\n`;
}

/**
 * Gathers small writes into chunks of about 64 KB before they go to the socket (one write
 * per row would cost a syscall each), and counts the UTF-8 bytes that pass.
 */
class ByteCounter extends Transform {
  bytes = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.bytes += buffer.length;
    this.pending.push(buffer);
    this.pendingBytes += buffer.length;
    if (this.pendingBytes >= 64 * 1024) this.release();
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    if (this.pendingBytes === 0) return;
    this.push(Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

export function datasetStream(batches: AsyncIterable<readonly DatasetRow[]>, options: DatasetStreamOptions): Transform {
  const counted = { rows: 0 };
  const rows = rowsOf(batches, counted);
  const counter = new ByteCounter();
  let ended = false;
  const report = (completed: boolean) => {
    if (ended) return;
    ended = true;
    options.onEnd({ rows: counted.rows, bytes: counter.bytes, completed });
  };
  const done = (error: Error | null | undefined) => report(error === null || error === undefined);
  if (options.format === 'csv') {
    const csv = stringify({
      header: true,
      columns: [...options.columns],
      // RFC 4180 with CRLF; booleans as words, absent values as empty fields.
      record_delimiter: 'windows',
      cast: { boolean: (value) => (value ? 'true' : 'false') },
    });
    pipeline(Readable.from(rows), csv, counter, done);
  } else {
    const text = options.format === 'json' ? jsonText(rows, options.columns) : xmlDocument(rows, options);
    pipeline(Readable.from(text), counter, done);
  }
  // A caller that goes away destroys the counter before it ends: the download was cut off.
  counter.once('close', () => report(counter.readableEnded));
  return counter;
}
