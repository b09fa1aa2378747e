/**
 * The header's bookmarks icon and drawer (shell spec, section 2), for registered users only:
 * guests keep no bookmarks. The drawer and the restorer of a window opened from a bookmark are
 * loaded on demand, so the user's database (Dexie) stays out of pages that do not need it.
 */
import { Button } from '@fluentui/react-components';
import { BookmarkMultipleRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { bookmarkToRestore } from '../../../domain/bookmarks/bookmark-links';
import { useSessionKind } from '../../machines/session/session-context';

const BookmarksDrawer = lazy(() => import('./bookmarks-drawer'));
const BookmarkRestorer = lazy(() => import('./bookmark-restorer'));

export function BookmarksButton() {
  const { t } = useTranslation();
  const kind = useSessionKind();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  // Loaded on the first opening, then kept, so it can play its closing animation.
  const [wanted, setWanted] = useState(false);
  if (kind !== 'registered') return null;
  const restoreId = bookmarkToRestore(search);

  return (
    <>
      <Button
        appearance="subtle"
        icon={<BookmarkMultipleRegular />}
        aria-label={t('bookmarks.button', 'Bookmarks')}
        aria-haspopup="dialog"
        data-testid="bookmarks-button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <BookmarksDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
      {restoreId !== undefined && (
        <Suspense fallback={null}>
          <BookmarkRestorer bookmarkId={restoreId} />
        </Suspense>
      )}
    </>
  );
}
