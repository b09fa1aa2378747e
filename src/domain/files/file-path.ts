/**
 * The filePath of POST /upload, /uploadFile and /deleteFile (catalogue spec, section 7): a
 * path relative to the file storage, checked and normalised the same way on the device and
 * the server. Only plain segments of letters, digits, dot, dash and underscore are allowed,
 * so there is nothing to normalise away: no '..' or '.' segment, no leading or doubled
 * slash, no backslash, no percent-escape, no control character. A path that fails says
 * why; one that passes is the exact key the storage uses.
 */

export const maxFilePathLength = 200;
export const maxFilePathDepth = 5;

const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export type FilePathCheck = { ok: true; path: string } | { ok: false; problem: string };

export function checkFilePath(raw: string): FilePathCheck {
  const path = raw.trim();
  const refuse = (why: string): FilePathCheck => ({ ok: false, problem: `filePath ${why}` });
  if (path === '') return refuse('is required.');
  if (path.length > maxFilePathLength) return refuse(`must be at most ${maxFilePathLength} characters.`);
  if (path.includes('\\')) return refuse('must use / between folders, not \\.');
  if (path.startsWith('/')) return refuse('must be relative to the file storage (no leading /).');
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return refuse("must not contain '.' or '..' segments.");
  }
  if (segments.length > maxFilePathDepth) return refuse(`must be at most ${maxFilePathDepth} folders deep.`);
  if (!segments.every((segment) => segmentPattern.test(segment) && !segment.endsWith('.'))) {
    return refuse('may only contain letters, digits, dot, dash and underscore in each folder and name.');
  }
  return { ok: true, path };
}

/** The lower-case extension of a checked path ('pdf'), or '' when it has none. */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
