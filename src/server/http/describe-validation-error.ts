/**
 * Turns a schema validation failure into one sentence that names the field and the problem,
 * since the client shows the detail as it is. A pattern failure reads "fileName must look
 * like en-GB.json" when the schema gives an example.
 */
import type { FastifyRequest, FastifySchema } from 'fastify';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function describeValidationError(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  request: FastifyRequest,
): string {
  const [issue] = issues;
  if (issue === undefined) return 'The request is not valid.';
  const field = fieldName(issue, context);
  if (issue.keyword === 'required') return `${field} is required.`;
  if (issue.keyword === 'pattern') {
    const example = exampleOf(request.routeOptions.schema, context, field);
    return example === undefined ? `${field} is not in the expected format.` : `${field} must look like ${example}.`;
  }
  return `${field} ${issue.message ?? 'is not valid'}.`;
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params['missingProperty'];
  const path = issue.instancePath.slice(1).replaceAll('/', '.');
  if (typeof missing === 'string') return path === '' ? missing : `${path}.${missing}`;
  return path === '' ? (context ?? 'request') : path;
}

function exampleOf(schema: FastifySchema | undefined, context: string | undefined, field: string): string | undefined {
  if (schema === undefined || context === undefined) return undefined;
  const part = (schema as Record<string, unknown>)[context];
  const properties = (part as { properties?: Record<string, { examples?: unknown[] }> } | undefined)?.properties;
  const example = properties?.[field]?.examples?.[0];
  return typeof example === 'string' ? example : undefined;
}
