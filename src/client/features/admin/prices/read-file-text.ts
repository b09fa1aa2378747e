/** A chosen file's text and format, refused on the device past the server's size limit. */
export const maxPriceFileBytes = 16 * 1024 * 1024;

export function formatOfFile(file: File): 'csv' | 'xml' | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.xml') || file.type.endsWith('/xml')) return 'xml';
  return undefined;
}
