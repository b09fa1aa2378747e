/**
 * What an error answer says, read once for every caller. The product's server answers errors
 * with problem details (RFC 9457, formerly 7807: application/problem+json with a detail), the
 * login service with { status_code, message } and the shop API with a fault document; the
 * beforeError hook on every service client reads the body as JSON, whatever its content type,
 * and keeps the result with the HTTPError, so callers ask problemOf(error) instead of each
 * parsing the body again (a body can be read only once).
 *
 * The hook reads a clone, so error.response stays readable for anyone who still wants it.
 */
import { HTTPError, type BeforeErrorHook } from 'ky';

export interface Problem {
  /** The body parsed as JSON; undefined when it was empty or not JSON (e.g. a proxy's HTML page). */
  readonly body: unknown;
  /** The problem document's detail, when it is a string. */
  readonly detail: string | undefined;
  /** The login service's message, when it is a string. */
  readonly message: string | undefined;
  /** The login service's status_code (e.g. invalid_grant), when it is a string. */
  readonly statusCode: string | undefined;
}

const problems = new WeakMap<HTTPError, Problem>();

const stringField = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/** Reads an error answer's body; never throws. For answers ky does not throw for (throwHttpErrors: false). */
export async function readProblem(response: Response): Promise<Problem> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    // Empty, not JSON, or cut off: there is no problem document, only the status.
    body = undefined;
  }
  return {
    body,
    detail: stringField(body, 'detail'),
    message: stringField(body, 'message'),
    statusCode: stringField(body, 'status_code'),
  };
}

/** The ky hook: keeps the parsed body with the error it is thrown with. */
export const attachProblem: BeforeErrorHook = async (error) => {
  problems.set(error, await readProblem(error.response));
  return error;
};

/** The parsed error body of an HTTPError a service client threw; undefined for any other error. */
export function problemOf(error: unknown): Problem | undefined {
  return error instanceof HTTPError ? problems.get(error) : undefined;
}
