/**
 * Checks a commerce request before it leaves (shell spec, section 5), with the spec's exact
 * messages, spelling included.
 */

export class MissingParametersError extends Error {
  override readonly name = 'MissingParameters';
}

export class MissingBodyError extends Error {
  override readonly name = 'MissingBody';
}

export function checkRequiredParameters(
  parameters: Record<string, unknown> | undefined,
  required: readonly string[],
): void {
  if (required.length === 0) return;
  if (!parameters) throw new MissingParametersError('Parameters are required for this request');
  const missing = required.filter(
    (name) => parameters[name] === undefined || parameters[name] === null || parameters[name] === '',
  );
  if (missing.length > 0) {
    throw new MissingParametersError(`The following parameters were missing from your resquest: ${missing.join(', ')}`);
  }
}

export function checkBody(body: unknown): void {
  if (body === undefined || body === null) throw new MissingBodyError('Body is required for this request');
}
