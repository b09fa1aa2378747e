/** Bookmark name problems as translated messages for the fields (shell spec, sections 5 and 8). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxBookmarkNameLength, type Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { checkBookmarkName } from '../../../domain/bookmarks/bookmark-rules';

export interface BookmarkNameMessages {
  empty: string;
  tooLong: string;
  duplicate: string;
  /** The message for a name among `bookmarks` (`ownId`: the one being renamed), or null when it is fine. */
  problemWith: (name: string, bookmarks: readonly Bookmark[], ownId?: string) => string | null;
}

/** The spec's bookmark name messages (section 8) in the user's language, for the fields. */
export function useBookmarkNameMessages(): BookmarkNameMessages {
  const { t } = useTranslation();
  return useMemo(() => {
    const messages = {
      empty: t('bookmarks.problem.empty', 'Enter a valid bookmark name.'),
      tooLong: t('bookmarks.problem.tooLong', 'A bookmark name can be at most {{max}} characters.', {
        max: maxBookmarkNameLength,
      }),
      duplicate: t('bookmarks.problem.duplicate', 'Bookmark name already exists.'),
    };
    return {
      ...messages,
      problemWith: (name, bookmarks, ownId) => {
        const check = checkBookmarkName(name, bookmarks, ownId);
        return check.ok ? null : messages[check.problem];
      },
    };
  }, [t]);
}
