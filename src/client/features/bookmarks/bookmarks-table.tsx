/** The table of saved bookmarks in the drawer, with each row's sync state (shell spec, section 2). */
import { Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { BookmarkRow } from './bookmark-row';

export interface BookmarksTableProps {
  bookmarks: readonly Bookmark[];
  pendingBookmarkIds: ReadonlySet<string>;
  refusedBookmarkIds: ReadonlySet<string>;
  onOpen: (bookmark: Bookmark) => void;
  /** Deletes a bookmark the user confirmed. */
  onRemove: (id: string) => void;
}

/** The user's bookmarks, newest first: date and name rows, each marked while a change to it waits to sync. */
export function BookmarksTable({
  bookmarks,
  pendingBookmarkIds,
  refusedBookmarkIds,
  onOpen,
  onRemove,
}: BookmarksTableProps) {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const remove = (bookmark: Bookmark) => {
    // A deleted row takes its focused button with it: keyboard users carry on from the table.
    table.current?.focus();
    onRemove(bookmark.id);
  };
  return (
    <Table
      ref={table}
      tabIndex={-1}
      size="small"
      aria-label={t('bookmarks.tableLabel', 'Your bookmarks, newest first')}
    >
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('bookmarks.date', 'Date')}</TableHeaderCell>
          <TableHeaderCell>{t('bookmarks.name', 'Name')}</TableHeaderCell>
          <TableHeaderCell>{t('bookmarks.actions', 'Actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bookmarks.map((bookmark) => (
          <BookmarkRow
            key={bookmark.id}
            bookmark={bookmark}
            bookmarks={bookmarks}
            pending={pendingBookmarkIds.has(bookmark.id)}
            refused={refusedBookmarkIds.has(bookmark.id)}
            onOpen={onOpen}
            onRemove={remove}
          />
        ))}
      </TableBody>
    </Table>
  );
}
