/**
 * The good rows of an uploaded parts list as shopping-list changes (catalogue spec, section
 * 4): 'receive' actions, which merge by the spec's rule (merge-lines.ts: equal part numbers
 * sum their quantities, A/R overrides a sum, new part numbers are appended). The rows go in
 * several receive actions of at most receiveChunkLines lines each, so every sync operation
 * stays well under the server's size for one operation; the device queues them all in one
 * transaction, so either all are kept or none. Receiving them one after another gives the
 * same list as receiving them at once, since summing is order-free and A/R wins whenever.
 */
import { mergeLines } from '../shopping-list/merge-lines';
import type { ShoppingListAction, ShoppingListLine } from '../shopping-list/shopping-list-contracts';
import { maxListLinesAfterUpload } from './parts-list-format';

/** 250 lines of at most ~300 characters each: about 75,000 characters, under the 200,000 an operation may hold. */
export const receiveChunkLines = 250;

export function receiveActions(lines: readonly ShoppingListLine[]): ShoppingListAction[] {
  const actions: ShoppingListAction[] = [];
  for (let start = 0; start < lines.length; start += receiveChunkLines) {
    actions.push({ action: 'receive', lines: lines.slice(start, start + receiveChunkLines) });
  }
  return actions;
}

export type UploadPlan =
  | { ok: true; after: ShoppingListLine[]; actions: ShoppingListAction[] }
  | { ok: false; code: 'list-too-long'; lineCount: number; maxLines: number };

/** What adding the lines does to the list as it stands: the list after, or why it may not be added. */
export function planUpload(list: readonly ShoppingListLine[], lines: readonly ShoppingListLine[]): UploadPlan {
  const after = mergeLines(list, lines);
  if (after.length > maxListLinesAfterUpload && after.length > list.length) {
    return { ok: false, code: 'list-too-long', lineCount: after.length, maxLines: maxListLinesAfterUpload };
  }
  return { ok: true, after, actions: receiveActions(lines) };
}
