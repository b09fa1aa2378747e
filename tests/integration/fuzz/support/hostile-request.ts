/**
 * Builds one app.inject request for a route from generated values: path parameters and the
 * query string percent-encoded by hand (a lone surrogate goes as its WTF-8 bytes, which
 * encodeURIComponent refuses to write), the body as JSON or, where the route reads forms, as a
 * form; sometimes the body is raw text: deep nesting, broken JSON, an empty body.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { deepJson, hostileValue, valueFor, type JsonSchema, type KnownValues } from './hostile-values';
import type { FuzzRoute } from './route-catalogue';

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function encodeCodeUnits(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(character);
    }
  }
  return out;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

function pathArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  const names = paramNames(route.url);
  const schema = route.schema.params ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names)
    model[name] = valueFor(schema.properties?.[name] ?? { type: 'string' }, schema, known, name);
  const wildcard = route.url.endsWith('*') ? valueFor({ type: 'string' }, {}, known, '*') : fc.constant('');
  return fc.tuple(fc.record(model), wildcard).map(([values, rest]) => {
    let path = route.url;
    for (const name of names) path = path.replace(`:${name}`, encodeCodeUnits(asText(values[name])) || 'x');
    return path.endsWith('*') ? `${path.slice(0, -1)}${encodeCodeUnits(asText(rest))}` : path;
  });
}

function queryArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<string> {
  // A route without a query schema still gets a stray parameter now and then.
  const schema: JsonSchema = route.schema.querystring ?? { type: 'object', properties: { stray: { type: 'string' } } };
  return valueFor(schema, schema, known, 'querystring').map((query) => {
    if (query === null || typeof query !== 'object' || Array.isArray(query))
      return `?value=${encodeCodeUnits(asText(query))}`;
    const pairs = Object.entries(query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeCodeUnits(name)}=${encodeCodeUnits(asText(item))}`,
      ),
    );
    return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  });
}

function bodyArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'DELETE') return fc.constant({});
  const schema: JsonSchema = route.schema.body ?? {};
  const value = route.schema.body === undefined ? hostileValue : valueFor(schema, schema, known, 'body');
  const json = value.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' }));
  const form = value.map((body) => {
    const fields =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['value', body]];
    return {
      payload: fields
        .map(([name, item]) => `${encodeCodeUnits(String(name))}=${encodeCodeUnits(asText(item))}`)
        .join('&'),
      contentType: 'application/x-www-form-urlencoded',
    };
  });
  const raw = fc.constantFrom(
    { payload: deepJson(100_000), contentType: 'application/json' },
    {
      payload: deepJson(3_000, '{"bool_query":{"must":[', ']}}').replace(/\[\]/, '[{"match_all_query":{}}]'),
      contentType: 'application/json',
    },
    { payload: '{"a":', contentType: 'application/json' },
    { payload: '"\\ud800"', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'a=1&a=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: '\u0000', contentType: 'text/plain' },
  );
  return fc.oneof(
    { arbitrary: route.takesForms ? form : json, weight: 6 },
    { arbitrary: route.takesForms ? json : form, weight: 1 },
    { arbitrary: raw, weight: 1 },
  );
}

export function requestArbitrary(
  route: FuzzRoute,
  known: KnownValues,
  headers: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  const method = route.method === 'HEAD' ? 'HEAD' : route.method;
  return fc
    .tuple(pathArbitrary(route, known), queryArbitrary(route, known), bodyArbitrary(route, known))
    .map(([path, query, body]) => ({
      method,
      url: `${path}${query}`,
      headers: { ...headers, ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }) },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

export function toInject(request: HostileRequest): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

/** The request as a line for a failure report: long values cut, so the log stays readable. */
export function describeRequest(request: HostileRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text);
  return `${request.method} ${cut(request.url)} ${request.headers['content-type'] ?? ''} ${cut(request.payload ?? '')}`;
}
