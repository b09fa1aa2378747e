/**
 * The bookmark rules the schema cannot express (shell spec, section 5): a name is required
 * after trimming, at most 150 characters, and unique without regard to case. Names are kept
 * trimmed. The messages are the spec's own, prefixed with the field they are about.
 */
import { ClientError } from '../client-error';
import { maxBookmarkNameLength, type Bookmark } from './customer-schema';

export function checkedBookmarks(bookmarks: readonly Bookmark[]): Bookmark[] {
  const seen = new Set<string>();
  return bookmarks.map((bookmark, index) => {
    const field = `c_epcBookmarks.${index}.bookmarkName`;
    const name = bookmark.bookmarkName.trim();
    if (name === '') throw new ClientError(400, `${field}: Enter a valid bookmark name.`);
    if (name.length > maxBookmarkNameLength) {
      throw new ClientError(400, `${field} must not be longer than ${maxBookmarkNameLength} characters.`);
    }
    const folded = name.toLocaleLowerCase('en-GB');
    if (seen.has(folded)) throw new ClientError(400, `${field}: Bookmark name already exists.`);
    seen.add(folded);
    return { ...bookmark, bookmarkName: name };
  });
}
