/**
 * The bookmark rules the schema cannot express (shell spec, section 5), for the customer
 * update: the domain's own rules (src/domain/bookmarks/bookmark-rules.ts), which the drawer and
 * the sync endpoint apply too. Each name is checked against the ones before it in the list;
 * names are kept trimmed. The messages are the spec's own, prefixed with the field they are about.
 */
import { maxBookmarkNameLength } from '../../../../domain/bookmarks/bookmark-contracts';
import { checkBookmarkName } from '../../../../domain/bookmarks/bookmark-rules';
import { ClientError } from '../client-error';
import type { Bookmark } from './customer-schema';

export function checkedBookmarks(bookmarks: readonly Bookmark[]): Bookmark[] {
  const checked: Bookmark[] = [];
  bookmarks.forEach((bookmark, index) => {
    const field = `c_epcBookmarks.${index}.bookmarkName`;
    const name = checkBookmarkName(bookmark.bookmarkName, checked);
    if (!name.ok && name.problem === 'tooLong') {
      throw new ClientError(400, `${field} must not be longer than ${maxBookmarkNameLength} characters.`);
    }
    if (!name.ok) throw new ClientError(400, `${field}: ${name.message}`);
    checked.push({ ...bookmark, bookmarkName: name.value });
  });
  return checked;
}
