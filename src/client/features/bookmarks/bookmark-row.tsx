/** One bookmark in the drawer, with its open, rename-in-place and delete steps (shell spec, sections 2 and 4). */
import { Badge, Button, Field, Input, TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '../../../domain/bookmarks/bookmark-contracts';
import { isAppPath } from '../../../domain/bookmarks/bookmark-rules';
import { ConfirmPopover } from './confirm-popover';
import { useBookmarkChanges } from './use-bookmark-changes';
import { useBookmarkNameMessages } from './use-bookmark-name-messages';

const useStyles = makeStyles({
  name: {
    overflowWrap: 'anywhere',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  date: { whiteSpace: 'nowrap' },
});

export interface BookmarkRowProps {
  bookmark: Bookmark;
  /** All bookmarks, for the name rules while editing. */
  bookmarks: readonly Bookmark[];
  /** A change to it waits on this device for the server. */
  pending: boolean;
  /** A change to it was refused by the server (the drawer lists why). */
  refused?: boolean;
  onOpen: (bookmark: Bookmark) => void;
  /** Deletes it, once the user has confirmed. */
  onRemove: (bookmark: Bookmark) => void;
}

/**
 * One bookmark: when it was saved and its name, opened in a new window, renamed in place
 * (Enter saves, Escape cancels) or deleted after the spec's question.
 */
export function BookmarkRow({ bookmark, bookmarks, pending, refused = false, onOpen, onRemove }: BookmarkRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { rename } = useBookmarkChanges();
  const { problemWith } = useBookmarkNameMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const name = bookmark.bookmarkName;

  const stopEditing = () => {
    setDraft(null);
    setProblem(null);
    // Back to where the user started, once the button is on screen again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const saveDraft = async (value: string) => {
    const found = problemWith(value, bookmarks, bookmark.id);
    setProblem(found);
    if (found !== null) return;
    setSaving(true);
    const failure = await rename(bookmark.id, value.trim());
    setSaving(false);
    if (failure === null) stopEditing();
    else setProblem(failure);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft !== null && !saving) {
      event.preventDefault();
      void saveDraft(draft);
    } else if (event.key === 'Escape') {
      // Cancels the edit only: the drawer around it stays open.
      event.preventDefault();
      event.stopPropagation();
      stopEditing();
    }
  };

  return (
    <TableRow data-testid="bookmark-row">
      <TableCell className={styles.date}>{bookmark.timeStamp}</TableCell>
      <TableCell>
        {draft === null ? (
          <span className={styles.name}>
            <Text data-testid="bookmark-name-text">{name}</Text>
            {pending && (
              <Badge appearance="tint" color="warning" data-testid="bookmark-pending">
                {t('bookmarks.pending', 'Waiting to sync')}
              </Badge>
            )}
            {refused && (
              <Badge appearance="tint" color="danger" data-testid="bookmark-refused">
                {t('sync.refused.mark', 'Refused by the server')}
              </Badge>
            )}
          </span>
        ) : (
          <Field
            label={t('bookmarks.editLabel', 'New name for {{name}}', { name })}
            validationMessage={problem ?? undefined}
            validationState={problem ? 'error' : 'none'}
            hint={t('bookmarks.editHint', 'Enter saves, Escape cancels.')}
          >
            <Input
              value={draft}
              autoFocus
              onChange={(_, data) => {
                setDraft(data.value);
                if (problem !== null) setProblem(problemWith(data.value, bookmarks, bookmark.id));
              }}
              onKeyDown={onKeyDown}
            />
          </Field>
        )}
      </TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button
            appearance="subtle"
            icon={<OpenRegular />}
            aria-label={t('bookmarks.open', 'Open {{name}} in a new window', { name })}
            disabled={!isAppPath(bookmark.url)}
            onClick={() => onOpen(bookmark)}
          />
          <Button
            ref={editButton}
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={t('bookmarks.edit', 'Edit {{name}}', { name })}
            disabled={draft !== null}
            onClick={() => {
              setDraft(name);
              setProblem(null);
            }}
          />
          <ConfirmPopover
            trigger={
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('bookmarks.delete', 'Delete {{name}}', { name })}
              />
            }
            question={t('bookmarks.deleteQuestion', 'Are you sure you want to delete the bookmark?')}
            confirmLabel={t('bookmarks.yesDelete', 'Yes, delete')}
            onConfirm={() => onRemove(bookmark)}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
