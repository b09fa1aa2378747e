/**
 * The commerce API speaks snake_case, the app camelCase (shell spec, section 7). Custom
 * attributes (c_...) keep their names both ways, since the platform matches them exactly.
 */

type Json = unknown;

const isPlainObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function convertKeys(value: Json, convertKey: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [convertKey(key), convertKeys(item, convertKey)]),
  );
}

const isCustomAttribute = (key: string) => key.startsWith('c_');

export function camelToSnakeKey(key: string): string {
  return isCustomAttribute(key) ? key : key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function snakeToCamelKey(key: string): string {
  return isCustomAttribute(key) ? key : key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export const toSnakeCase = <T = Json>(value: Json): T => convertKeys(value, camelToSnakeKey) as T;
export const toCamelCase = <T = Json>(value: Json): T => convertKeys(value, snakeToCamelKey) as T;
