/**
 * The shopping list export's defaults as the profile keeps them (EPCUsers
 * c_epcShoppingExportConfig, catalogue spec, section 3). The field is a string: new records
 * hold the configuration as JSON text; older ones hold the legacy 'export_csv' (or
 * 'export_xml'), which means that format with every column.
 */
import { isJsonObject, parseJsonText } from '../catalogue/json-text';
import { exportColumns, type ExportColumn } from '../shopping-list/shopping-list-contracts';
import type { ShoppingExportConfig } from '../sync/sync-contracts';

export const defaultShoppingExportConfig: ShoppingExportConfig = { format: 'csv', columns: [...exportColumns] };

export const exportConfigMessage =
  'An export configuration has a format (csv or xml) and at least one of the export columns, each once.';

/** The columns in the spec's order, or undefined when one is unknown, repeated, or none is given. */
export function checkExportColumns(value: unknown): ExportColumn[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const chosen = new Set<unknown>(value);
  if (chosen.size !== value.length) return undefined;
  if (value.some((column) => !(exportColumns as readonly unknown[]).includes(column))) return undefined;
  return exportColumns.filter((column) => chosen.has(column));
}

export function checkExportConfig(value: unknown): ShoppingExportConfig | undefined {
  if (!isJsonObject(value)) return undefined;
  const { format } = value;
  if (format !== 'csv' && format !== 'xml') return undefined;
  const columns = checkExportColumns(value['columns']);
  return columns && { format, columns };
}

/** Whatever the field holds, as a configuration: the legacy values and anything unreadable give the defaults. */
export function readExportConfig(stored: unknown): ShoppingExportConfig {
  if (stored === 'export_xml') return { ...defaultShoppingExportConfig, format: 'xml' };
  if (typeof stored !== 'string') return defaultShoppingExportConfig;
  return checkExportConfig(parseJsonText(stored)) ?? defaultShoppingExportConfig;
}

export function storedExportConfig(config: ShoppingExportConfig): string {
  return JSON.stringify({ format: config.format, columns: config.columns });
}
