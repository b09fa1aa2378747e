/**
 * In a window opened from a bookmark (restoreBookmark=<id>, see open-bookmark.ts): finds the
 * bookmark among the user's bookmarks on this device, puts its browsing context and search
 * type into this window's storage, then loads the bookmark's path afresh, so every part of the
 * page starts from the restored context. A bookmark that is not there (deleted meanwhile) or
 * whose url is not an app path restores nothing: the parameter is just dropped. Works offline.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { withoutRestoreParam } from '../../../domain/bookmarks/bookmark-links';
import { isAppPath } from '../../../domain/bookmarks/bookmark-rules';
import { findBookmark } from '../../store/user-db/bookmarks-repository';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { restorePageContext } from './page-context';

export default function BookmarkRestorer({ bookmarkId }: { bookmarkId: string }) {
  const db = useCurrentUserDb();
  const { appPath, hrefFor } = useSiteLocale();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!db || started.current) return;
    started.current = true;
    findBookmark(db, bookmarkId)
      .then((bookmark) => {
        if (bookmark && isAppPath(bookmark.url)) {
          restorePageContext(bookmark);
          window.location.replace(hrefFor(bookmark.url));
        } else {
          void navigate(hrefFor(withoutRestoreParam(appPath)), { replace: true });
        }
      })
      .catch((error: unknown) => console.warn('Could not read the bookmark to restore', error));
  }, [db, bookmarkId, appPath, hrefFor, navigate]);

  return null;
}
