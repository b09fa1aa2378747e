/**
 * An audit row's detail in a line a reader can follow: each changed field as "field: before →
 * after" (the users area writes { field: { before, after } }), any other value as it is.
 */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
};

const isChange = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' && value !== null && 'after' in value;

export function describeAuditDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([field, value]) =>
      isChange(value) ? `${field}: ${shown(value.before)} → ${shown(value.after)}` : `${field}: ${shown(value)}`,
    )
    .join('; ');
}
