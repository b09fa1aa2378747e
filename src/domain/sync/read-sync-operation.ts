/**
 * Reads one operation of a sync request as it arrived (untrusted JSON), on its own: what is
 * wrong with one operation refuses that operation only, never the request, so the device's
 * other changes still apply (issue 12). Checks the envelope of the operation (a usable
 * idempotency key, an entity, a change object, a createdAt text), its size and depth, and
 * that every text in it can be stored (PostgreSQL refuses NUL in text and jsonb, and a lone
 * UTF-16 surrogate has no UTF-8 form). What the change says is checked when it is applied
 * (apply-sync-operation.ts).
 */
import type { SyncRefusal } from './sync-contracts';

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
export const maxEntityLength = 40;
export const maxCreatedAtLength = 40;
/** A change is a few levels deep (a bookmark's context is the deepest: change.bookmark.session.key). */
export const maxChangeDepth = 16;
/** The largest operation is a bookmark with its browsing context (20,000 characters) or a received list. */
export const maxOperationCharacters = 200_000;

export type ReadOperation =
  | { ok: true; idempotencyKey: string; entity: string; change: Record<string, unknown> }
  | ({ ok: false; idempotencyKey: string | null } & SyncRefusal);

export function readSyncOperation(raw: unknown, index: number): ReadOperation {
  const at = `operations[${index}]`;
  if (!isRecord(raw)) return malformed(null, `${at} must be an object.`);
  const key = raw['idempotencyKey'];
  const idempotencyKey = typeof key === 'string' && idempotencyKeyPattern.test(key) ? key : null;
  if (idempotencyKey === null) {
    return malformed(null, `${at}.idempotencyKey must be 8 to 100 letters, digits, '-' or '_'.`);
  }
  const unstorable = findUnstorableText(raw, at);
  if (unstorable !== undefined) return { ok: false, idempotencyKey, ...unstorable };
  const { entity, createdAt, change } = raw;
  if (typeof entity !== 'string' || entity === '' || entity.length > maxEntityLength) {
    return malformed(idempotencyKey, `${at}.entity must be a text of 1 to ${maxEntityLength} characters.`);
  }
  if (typeof createdAt !== 'string' || createdAt === '' || createdAt.length > maxCreatedAtLength) {
    return malformed(idempotencyKey, `${at}.createdAt must be a text of 1 to ${maxCreatedAtLength} characters.`);
  }
  if (!isRecord(change)) return malformed(idempotencyKey, `${at}.change must be an object.`);
  if (JSON.stringify(raw).length > maxOperationCharacters) {
    return malformed(idempotencyKey, `${at} is larger than ${maxOperationCharacters} characters.`);
  }
  return { ok: true, idempotencyKey, entity, change };
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first text (value or member name) that cannot be stored, or nesting past
 * maxChangeDepth, as a refusal naming its path. One iterative walk: a hostile operation
 * cannot overflow the stack.
 */
export function findUnstorableText(root: unknown, rootPath: string): SyncRefusal | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem !== undefined) return { code: 'invalid-text', detail: `${path} ${problem}` };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > maxChangeDepth)
      return { code: 'malformed-operation', detail: `${path} is nested more than ${maxChangeDepth} levels deep.` };
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index): [string, unknown] => [`[${index}]`, item])
      : Object.entries(value).map(([name, item]): [string, unknown] => [`.${name}`, item]);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [member, item] = entries[index] as [string, unknown];
      const problem = member.startsWith('.') ? textProblem(member) : undefined;
      // The member's name is the problem: the path names its parent, never the bad text itself.
      if (problem !== undefined) return { code: 'invalid-text', detail: `A member name in ${path} ${problem}` };
      pending.push({ value: item, path: `${path}${member}`, depth: depth + 1 });
    }
  }
  return undefined;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000), which cannot be stored.';
  return loneSurrogate.test(text)
    ? 'contains an unpaired surrogate (invalid Unicode), which cannot be stored.'
    : undefined;
}

function malformed(idempotencyKey: string | null, detail: string): ReadOperation {
  return { ok: false, idempotencyKey, code: 'malformed-operation', detail };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
