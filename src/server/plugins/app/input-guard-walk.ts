/**
 * Finds the first value in a parsed request part that PostgreSQL cannot take or that is too
 * deep to handle safely: a string or object key holding U+0000 (text and jsonb refuse it) or
 * a lone UTF-16 surrogate (it has no UTF-8 form; JSON.parse turns "\ud800" into one), a number
 * that is not finite (JSON.parse reads 1e400 as Infinity, and Ajv's query-string coercion
 * turns a 400-digit integer into Infinity, which then passes a schema's maximum), or nesting
 * past maxInputDepth. One iterative walk, so a hostile body cannot overflow the stack.
 */

export const maxInputDepth = 64;

export interface InputFault {
  kind: 'nul' | 'surrogate' | 'infinite' | 'depth';
  /** The offending string's path; for 'depth', the request part (a 64-level path says little). */
  field: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const plainName = /^[A-Za-z_$][\w$-]*$/;

export function stringFault(text: string): 'nul' | 'surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul';
  return loneSurrogate.test(text) ? 'surrogate' : undefined;
}

/** The path of a member, as JavaScript would write it: body.c_list[2], query["odd key"]. */
export function memberPath(parent: string, member: string | number): string {
  if (typeof member === 'number') return `${parent}[${member}]`;
  // JSON.stringify escapes NUL and lone surrogates, so the detail never carries them itself.
  return plainName.test(member) ? `${parent}.${member}` : `${parent}[${JSON.stringify(member)}]`;
}

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  // Parsed query strings and params have prototypes of their own, so any object is walked
  // except the bodies that are not text: a Buffer or a stream (uploads).
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** A value still to look at, and how it was reached: its path is spelled out only for a fault. */
interface Pending {
  value: unknown;
  parent: Pending | undefined;
  member: string | number | undefined;
  depth: number;
}

function pathOf(entry: Pending, rootName: string): string {
  const members: (string | number)[] = [];
  for (let at: Pending | undefined = entry; at?.member !== undefined; at = at.parent) members.push(at.member);
  return members.reduceRight<string>((path, member) => memberPath(path, member), rootName);
}

export function findInputFault(root: unknown, rootName: string): InputFault | undefined {
  // An explicit stack, never recursion. Every request's headers, query and params pass here,
  // so nothing is built for a value that is fine: no paths, no entry lists.
  const pending: Pending[] = [{ value: root, parent: undefined, member: undefined, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { kind: 'infinite', field: pathOf(next, rootName) };
      continue;
    }
    if (typeof value === 'string') {
      const kind = stringFault(value);
      if (kind !== undefined) return { kind, field: pathOf(next, rootName) };
      continue;
    }
    if (!isWalkable(value)) continue;
    if (depth >= maxInputDepth) return { kind: 'depth', field: rootName };
    // Pushed in reverse so the first fault in document order is the one reported.
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index] as unknown, parent: next, member: index, depth: depth + 1 });
      }
      continue;
    }
    const members = Object.keys(value);
    for (let index = members.length - 1; index >= 0; index -= 1) {
      const member = members[index] as string;
      const entry: Pending = { value: value[member], parent: next, member, depth: depth + 1 };
      const kind = stringFault(member);
      if (kind !== undefined) return { kind, field: pathOf(entry, rootName) };
      pending.push(entry);
    }
  }
  return undefined;
}

export function describeInputFault(fault: InputFault): string {
  switch (fault.kind) {
    case 'nul':
      return `${fault.field} must not contain a NUL character (U+0000).`;
    case 'surrogate':
      return `${fault.field} must not contain an unpaired surrogate (invalid Unicode).`;
    case 'infinite':
      return `${fault.field} must be a finite number.`;
    case 'depth':
      return `${fault.field} is nested more than ${maxInputDepth} levels deep.`;
  }
}
