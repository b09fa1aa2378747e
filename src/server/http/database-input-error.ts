/**
 * A database error the request caused rather than the server: PostgreSQL's SQLSTATE classes
 * 22 (data exception: a number out of range, text in the wrong format, a character the
 * database cannot store, a value too long), 23 (integrity constraint: a duplicate, a missing
 * reference) and 54 (program limit: too many values, too deep an expression). Both PGlite and
 * node-postgres errors carry the SQLSTATE as `code` and a `severity`. The answer names the
 * kind of problem only: the message, the SQL and its parameters stay on the server.
 */

export interface DatabaseInputProblem {
  status: 400 | 409 | 413;
  detail: string;
  sqlState: string;
}

const sqlStatePattern = /^(22|23|54)[0-9A-Z]{3}$/;

const dataExceptionDetails: Readonly<Record<string, string>> = {
  '22001': 'A text in the request is longer than the database can store.',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date or time in the request is not valid.',
  '22008': 'A date or time in the request is out of range.',
  '22021': 'A text in the request holds a character the database cannot store.',
  '22P02': 'A value in the request is not in the expected format.',
  '22P05': 'A text in the request holds a character the database cannot store.',
};

export function databaseInputProblem(error: unknown): DatabaseInputProblem | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !sqlStatePattern.test(code)) return undefined;
  if (code.startsWith('22')) {
    return {
      status: 400,
      sqlState: code,
      detail: dataExceptionDetails[code] ?? 'A value in the request is not valid.',
    };
  }
  if (code.startsWith('23')) {
    return { status: 409, sqlState: code, detail: 'The request conflicts with data already stored.' };
  }
  return { status: 413, sqlState: code, detail: 'The request is too large or too complex to process.' };
}
