/**
 * A failed query's error as the rest of the server sees it: PGlite hangs the statement's
 * parameters on the error (params, queryOptions) and PostgreSQL's detail and where fields
 * quote row data ('Key (login)=(ada) already exists', 'Failing row contains (...)'). Any of
 * them would reach the log with the error (a password hash, a customer record), so they are
 * removed where the error is thrown. What remains (SQLSTATE code, severity, constraint,
 * table, column, message) is enough to tell what failed, and is what callers test.
 */
const dataCarryingFields = ['params', 'queryOptions', 'detail', 'where', 'internalQuery'] as const;

export function withoutQueryData(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  for (const field of dataCarryingFields) {
    if (field in error) Reflect.deleteProperty(error, field);
  }
  return error;
}
