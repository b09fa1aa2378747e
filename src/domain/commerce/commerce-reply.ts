/**
 * How the app reads a commerce reply (shell spec, section 8): a fault object is an error
 * carrying the fault's message; a reply shaped { title, detail, type } is flagged isError
 * and its detail is the message shown.
 */

export class CommerceFaultError extends Error {
  override readonly name = 'CommerceFaultError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface FlaggedError {
  isError: true;
  message: string;
}

export function readCommerceReply<T>(body: unknown, status: number): T | FlaggedError {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const fault = record['fault'];
    if (fault && typeof fault === 'object') {
      const message = (fault as { message?: unknown }).message;
      throw new CommerceFaultError(typeof message === 'string' ? message : `HTTP error! Status: ${status}`, status);
    }
    if (
      typeof record['title'] === 'string' &&
      typeof record['detail'] === 'string' &&
      typeof record['type'] === 'string'
    ) {
      return { isError: true, message: record['detail'] };
    }
  }
  return body as T;
}

export const isFlaggedError = (value: unknown): value is FlaggedError =>
  typeof value === 'object' && value !== null && (value as { isError?: unknown }).isError === true;
