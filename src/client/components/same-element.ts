/** Whether two rendered cells draw the same, for a memoised row given cells made by its parent. */
import { isValidElement, type ReactNode } from 'react';

/**
 * The same node, or elements of one type and key whose props are the same values. A slot that
 * hands a row its cell as an element makes a new element on every render; compared this way,
 * a row whose cells did not change is not drawn again.
 */
export function sameElement(previous: ReactNode, next: ReactNode): boolean {
  if (Object.is(previous, next)) return true;
  if (!isValidElement(previous) || !isValidElement(next)) return false;
  if (previous.type !== next.type || previous.key !== next.key) return false;
  const before = previous.props as Record<string, unknown>;
  const after = next.props as Record<string, unknown>;
  const keys = Object.keys(after);
  return keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], after[key]));
}
