/**
 * Fastify's Ajv is set to drop properties a schema does not list (removeAdditional), so a
 * misspelt field would vanish silently and the write would "succeed" without it. This
 * preValidation hook runs first and answers 400 naming the first field that the route's body
 * schema closes out (additionalProperties: false), in the dotted form the schema errors use.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../http/problem-details';

interface BodySchema {
  type?: string | string[];
  properties?: Record<string, BodySchema>;
  patternProperties?: Record<string, BodySchema>;
  additionalProperties?: boolean | BodySchema;
  items?: BodySchema;
  $ref?: string;
  definitions?: Record<string, BodySchema>;
}

export async function rejectUnknownFields(request: FastifyRequest, reply: FastifyReply) {
  const schema = request.routeOptions.schema?.body as BodySchema | undefined;
  if (schema === undefined || request.body === undefined) return undefined;
  const field = findUnknownField(request.body, schema, schema, '');
  if (field === undefined) return undefined;
  return sendProblem(reply, 400, `${field} is not a known field.`);
}

export function findUnknownField(
  value: unknown,
  schema: BodySchema,
  root: BodySchema,
  path: string,
): string | undefined {
  const resolved = resolveRef(schema, root);
  if (Array.isArray(value)) {
    if (resolved.items === undefined) return undefined;
    for (const [index, item] of value.entries()) {
      const found = findUnknownField(item, resolved.items, root, join(path, String(index)));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childSchema = schemaForKey(resolved, key);
    if (childSchema === false) return join(path, key);
    if (childSchema === undefined) continue;
    const found = findUnknownField(child, childSchema, root, join(path, key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The schema a property must meet; false when the object allows no such property. */
function schemaForKey(schema: BodySchema, key: string): BodySchema | false | undefined {
  const listed = schema.properties?.[key];
  if (listed !== undefined) return listed;
  for (const [pattern, patternSchema] of Object.entries(schema.patternProperties ?? {})) {
    if (new RegExp(pattern, 'u').test(key)) return patternSchema;
  }
  if (schema.additionalProperties === false) return false;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

function resolveRef(schema: BodySchema, root: BodySchema): BodySchema {
  const name = schema.$ref?.replace('#/definitions/', '');
  return name === undefined ? schema : (root.definitions?.[name] ?? schema);
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
