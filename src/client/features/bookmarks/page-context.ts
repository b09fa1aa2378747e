/**
 * What a bookmark keeps of the page on screen besides its path, and putting it back in the
 * window that opens it (shell spec, section 2): the browsing context from session storage
 * (breadcrumb, type, vin, shared-catalogue flag, car details, section and page ids and
 * descriptions, page data, the non-applicable setting, bookmark features) and the search type
 * from local storage. Read and written through the store, which checks every field.
 */
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { parseBrowsingContext, serializeBrowsingContext } from '../../../domain/catalogue/browsing-context';
import { isSearchCategory } from '../../../domain/catalogue/catalogue-contracts';
import { readBrowsingContext, writeBrowsingContext } from '../../store/browsing-context-storage';
import { readSearchType, saveSearchType } from '../../store/search-history-storage';
import { writeShowNonApplicable } from '../../store/show-non-applicable-cookie';

const searchTypeKey = 'searchType';

export function currentPageContext(): Pick<Bookmark, 'session' | 'local'> {
  const context = readBrowsingContext();
  const entries = context ? Object.entries(serializeBrowsingContext(context)) : [];
  return {
    session: Object.fromEntries(entries.filter(([, value]) => value !== '')),
    local: { [searchTypeKey]: readSearchType() },
  };
}

/** Writes the bookmark's context into this window; anything malformed is left out. */
export function restorePageContext(bookmark: Pick<Bookmark, 'session' | 'local'>): void {
  const context = parseBrowsingContext(bookmark.session);
  if (context) {
    writeBrowsingContext(context);
    // The parts table reads the toggle from its cookie, which would otherwise overwrite the restored one.
    writeShowNonApplicable(context.showNonApplicable);
  }
  const searchType = bookmark.local[searchTypeKey];
  if (searchType !== undefined && isSearchCategory(searchType)) saveSearchType(searchType);
}
