/**
 * A CSV table read with papaparse (a maintained parser: quotes, doubled quotes, line breaks
 * inside quotes). The first non-empty line names the columns; every later non-empty line is a
 * record that keeps the line it starts on (a line of delimiters alone is blank too). The delimiter is found from the file: a comma,
 * a semicolon (spreadsheets in languages with a decimal comma save that), a tab or a bar.
 * Reading stops past maxRows records, so a huge file costs no more than that.
 */
import Papa from 'papaparse';
import { fileProblem, lineFinder, withoutByteOrderMark, type TabularRead, type TabularRecord } from './tabular-file';

export const csvDelimiters = [',', ';', '\t', '|'];

export function readCsvRecords(fileText: string, maxRows: number): TabularRead {
  const text = withoutByteOrderMark(fileText);
  if (text.trim() === '') return fileProblem({ code: 'empty' });
  const lineAt = lineFinder(text);
  let columns: string[] | undefined;
  const records: TabularRecord[] = [];
  let unclosedQuoteLine: number | undefined;
  let tooMany = false;
  let rowEnd = 0;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step: (result, parser) => {
      // Every line comes here, blank ones too, so a row starts where the one before ended.
      const line = lineAt(rowEnd);
      rowEnd = result.meta.cursor;
      if (result.errors.some((error) => error.type === 'Quotes')) {
        unclosedQuoteLine = line;
        parser.abort();
        return;
      }
      // A spreadsheet saves rows it once formatted as bare delimiters (',,'): not a row.
      if (result.data.every((value) => value.trim() === '')) return;
      if (columns === undefined) {
        columns = result.data.map((name) => name.trim());
        return;
      }
      if (records.length === maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      const values = new Map<string, string>();
      columns.forEach((column, index) => {
        if (column !== '' && !values.has(column)) values.set(column, result.data[index] ?? '');
      });
      records.push({ line, values });
    },
  });
  if (unclosedQuoteLine !== undefined) return fileProblem({ code: 'unclosed-quote', line: unclosedQuoteLine });
  if (tooMany) return fileProblem({ code: 'too-many-rows', maxRows });
  return { ok: true, columns: columns ?? [], records };
}

/** The delimiter papaparse finds in the first rows, blank lines left out (they would spoil its count). */
function delimiterOf(text: string): string {
  const sample = Papa.parse<string[]>(text, {
    preview: 20,
    skipEmptyLines: 'greedy',
    delimitersToGuess: csvDelimiters,
  });
  return sample.meta.delimiter;
}
