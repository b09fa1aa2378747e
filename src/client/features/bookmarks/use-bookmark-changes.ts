/**
 * Changing the signed-in user's bookmarks from the drawer. Online or offline the change is
 * made on this device at once and waits in the outbox until the server has it
 * (store/user-db/bookmarks-repository.ts); these answer, in the user's language, why a change
 * could not be made, or null.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  duplicateBookmarkNameMessage,
  emptyBookmarkNameMessage,
  type Bookmark,
  type BookmarkAction,
} from '../../../domain/bookmarks/bookmark-contracts';
import { isQuotaError } from '../../store/storage-errors';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { changeBookmarks } from '../../store/user-db/bookmarks-repository';
import { useBookmarkNameMessages } from './use-bookmark-name-messages';

export interface BookmarkChanges {
  save: (bookmark: Bookmark) => Promise<string | null>;
  rename: (id: string, bookmarkName: string) => Promise<string | null>;
  remove: (id: string) => Promise<string | null>;
  removeAll: () => Promise<string | null>;
}

export function useBookmarkChanges(): BookmarkChanges {
  const { t } = useTranslation();
  const db = useCurrentUserDb();
  const nameMessages = useBookmarkNameMessages();
  return useMemo(() => {
    const change = async (action: BookmarkAction): Promise<string | null> => {
      if (!db) return t('bookmarks.signInToKeep', 'Sign in to keep bookmarks.');
      try {
        const outcome = await changeBookmarks(db, action);
        if (outcome.ok) return null;
        if (outcome.message === emptyBookmarkNameMessage) return nameMessages.empty;
        if (outcome.message === duplicateBookmarkNameMessage) return nameMessages.duplicate;
        return nameMessages.tooLong;
      } catch (error) {
        console.warn('Could not store the bookmark change', error);
        return isQuotaError(error)
          ? t(
              'bookmarks.quotaExceeded',
              'This device has no room left to store the bookmark, so nothing was changed. Free some space and try again.',
            )
          : t(
              'bookmarks.storeFailed',
              'The bookmark could not be stored on this device, so nothing was changed. Try again.',
            );
      }
    };
    return {
      save: (bookmark) => change({ action: 'save', bookmark }),
      rename: (id, bookmarkName) => change({ action: 'rename', id, bookmarkName }),
      remove: (id) => change({ action: 'delete', id }),
      removeAll: () => change({ action: 'deleteAll' }),
    };
  }, [db, t, nameMessages]);
}
