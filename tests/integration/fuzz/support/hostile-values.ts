/**
 * fast-check arbitraries of hostile request values, shaped by a route's own JSON schema: most
 * values fit the schema's shape (so requests get past validation and reach the handlers and
 * the database), and any of them may instead be a value built to break a server: NUL, lone
 * surrogates, numbers past every integer range, deep nesting, giant arrays, wrong types,
 * prototype-pollution keys.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  examples?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** Values a route expects for common names, so a generated request can reach the handler. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

/** Strings PostgreSQL cannot store: NUL, and UTF-16 surrogates without their other half. */
const unstorableStrings = ['\u0000', 'part\u0000number', '\ud800', 'a\udfffb', '\udc00\ud800'] as const;

const hostileStrings = [
  '',
  ' ',
  'x'.repeat(70_000),
  '__proto__',
  'constructor',
  'prototype',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '-9223372036854775809',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30T25:61:00Z',
  '{"$ne":null}',
] as const;

const hostileNumbers = [
  1e308,
  -1e308,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
] as const;

/** JSON text nested this deep: past any depth a parser or a recursive check should allow. */
export const deepJson = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { c_nested: value };
  return value;
}

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...unstorableStrings), weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(...hostileStrings), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(...hostileNumbers), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, { __proto__: { polluted: true } }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
);

/** A value of the right shape with a character PostgreSQL cannot store slipped into it. */
function poisoned(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(shaped, fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.nat()).map(([value, bad, at]) => {
    if (typeof value !== 'string') return value;
    const index = value.length === 0 ? 0 : at % (value.length + 1);
    return `${value.slice(0, index)}${bad}${value.slice(index)}`;
  });
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileScalar, weight: 6 },
  { arbitrary: fc.constantFrom(70, 200, 1500).map(nested), weight: 1 },
  { arbitrary: fc.constantFrom(70_000).map((size) => Array.from({ length: size }, (_, index) => index)), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace(/^#\/definitions\//, '');
  return name === undefined ? schema : (root.definitions?.[name] ?? {});
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value of the schema's own shape (as far as a generator can tell), or a hostile one. */
export function valueFor(
  schema: JsonSchema,
  root: JsonSchema,
  known: KnownValues,
  name: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, root);
  const shaped = shapedValue(resolved, root, known, name, depth);
  // Mostly the right shape, so a request gets past its schema to the handler and the database.
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: poisoned(shaped), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

function shapedValue(
  schema: JsonSchema,
  root: JsonSchema,
  known: KnownValues,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  const knownValues = known[name];
  if (knownValues !== undefined && knownValues.length > 0) return fc.constantFrom(...knownValues);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.examples !== undefined && schema.examples.length > 0) return fc.constantFrom(...schema.examples);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(
      ...alternatives.map((alternative) => shapedValue(resolve(alternative, root), root, known, name, depth)),
    );
  }
  if (depth > 6) return hostileScalar;
  const [type] = typesOf(schema);
  switch (type ?? (schema.properties === undefined ? undefined : 'object')) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        {
          arbitrary: fc.integer({
            min: schema.minimum ?? -5,
            max: Math.min(schema.maximum ?? 50, (schema.minimum ?? -5) + 1000),
          }),
          weight: 4,
        },
        { arbitrary: fc.constantFrom(...hostileNumbers), weight: 1 },
      );
    case 'number':
      return fc.oneof(
        { arbitrary: fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }), weight: 4 },
        { arbitrary: fc.constantFrom(...hostileNumbers), weight: 1 },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items === undefined ? hostileScalar : valueFor(schema.items, root, known, name, depth + 1);
      const minLength = Math.min(schema.minItems ?? 0, 4);
      return fc.array(item, { minLength, maxLength: Math.max(minLength, 4) });
    }
    case 'object':
      return objectFor(schema, root, known, depth);
    default:
      return hostileValue;
  }
}

/** A string the schema accepts where a generator can tell how (pattern, format, length). */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    const minLength = Math.min(schema.minLength ?? 0, 40);
    const length = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 40)) });
    try {
      return fc.oneof(
        { arbitrary: fc.stringMatching(new RegExp(schema.pattern)), weight: 4 },
        { arbitrary: length, weight: 1 },
      );
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): strings of the right length.
      return length;
    }
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const minLength = Math.min(schema.minLength ?? 0, 200);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)) });
}

function objectFor(schema: JsonSchema, root: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const patternNames =
    Object.keys(schema.patternProperties ?? {}).length > 0 ? ['c_name', 'c_shoplistJSON', 'c_epcUserMarket'] : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [property, propertySchema] of properties)
    model[property] = valueFor(propertySchema, root, known, property, depth + 1);
  for (const property of patternNames) model[property] = hostileValue;
  const required = (schema.required ?? []).filter((property) => property in model);
  const record = fc.record(model, { requiredKeys: required });
  // Sometimes a required field goes missing, or a prototype key or an unknown field comes along.
  return fc
    .tuple(
      record,
      fc.constantFrom<string | undefined>(
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
        '__proto__',
        'constructor',
        'c_unknown',
      ),
      fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
    )
    .map(([value, extraKey, dropRequired]) => {
      const result: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (dropRequired && required[0] !== undefined) delete result[required[0]];
      if (extraKey !== undefined)
        Object.defineProperty(result, extraKey, {
          value: { polluted: true },
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return result;
    });
}
