/**
 * Whether a catalogue request failed with 404, e.g. an unknown catHieId. The api clients throw
 * ky's HTTPError, which carries the Response; ui does not import ky, so this reads the shape.
 */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response && error.response.status === 404;
}
