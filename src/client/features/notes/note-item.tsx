/** One note as the user reads and edits it, with its date and sync state (catalogue spec, section 1). */
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../domain/sync/sync-contracts';
import { useFormatters } from '../../components/use-formatters';
import { DeleteNoteButton } from './delete-note-button';
import { NoteTargetLabel } from './note-target-label';
import { NoteTextForm } from './note-text-form';
import { useNoteChanges } from './use-note-changes';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface NoteItemProps {
  note: Note;
  /** A change to it waits on this device for the server. */
  pending: boolean;
  /** A change to it was refused by the server (My Notes lists why). */
  refused?: boolean;
  /** Shows what the note is on (left out where that is the page on screen). */
  showTarget: boolean;
  onDeleted: () => void;
}

/** One note: its text, when it was last edited and whether it waits to sync; edited in place, deleted after a confirmation. */
export function NoteItem({ note, pending, refused = false, showTarget, onDeleted }: NoteItemProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { dateTime } = useFormatters();
  const { save } = useNoteChanges();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    // Back to where the user started, once the button is on screen again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li className={styles.item} data-testid="note">
      {showTarget && <NoteTargetLabel target={note.target} />}
      {editing ? (
        <NoteTextForm
          label={t('notes.editLabel', 'Edit note')}
          submitLabel={t('notes.save', 'Save')}
          initialText={note.text}
          autoFocus
          onCancel={stopEditing}
          onSave={async (text) => {
            const failure = await save({ ...note, text, updatedAt: new Date().toISOString() });
            if (failure === null) stopEditing();
            return failure;
          }}
        />
      ) : (
        <Text as="p" className={styles.text}>
          {note.text}
        </Text>
      )}
      <div className={styles.meta}>
        <Text size={200}>{t('notes.lastEdited', 'Last edited {{date}}', { date: dateTime(note.updatedAt) })}</Text>
        {pending && (
          <Badge appearance="tint" color="warning" data-testid="note-pending">
            {t('notes.pending', 'Waiting to sync')}
          </Badge>
        )}
        {refused && (
          <Badge appearance="tint" color="danger" data-testid="note-refused">
            {t('sync.refused.mark', 'Refused by the server')}
          </Badge>
        )}
      </div>
      {!editing && (
        <div className={styles.actions}>
          <Button ref={editButton} onClick={() => setEditing(true)}>
            {t('notes.edit', 'Edit')}
          </Button>
          <DeleteNoteButton note={note} onDeleted={onDeleted} />
        </div>
      )}
    </li>
  );
}
