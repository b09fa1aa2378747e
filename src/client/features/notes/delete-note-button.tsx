/** Removes a user's note once they confirm, from the device and then the server (catalogue spec, section 1). */
import { Button, Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../domain/sync/sync-contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useNoteChanges } from './use-note-changes';

const useStyles = makeStyles({
  quote: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/**
 * Delete, after the user confirms in a dialog that shows the note. Focus returns to the button
 * on Cancel; on Delete the button goes with the note, so `onDeleted` says where focus goes.
 */
export function DeleteNoteButton({ note, onDeleted }: { note: Note; onDeleted: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { remove } = useNoteChanges();

  return (
    <ConfirmDialog
      trigger={<Button>{t('notes.delete', 'Delete')}</Button>}
      title={t('notes.deleteTitle', 'Delete this note?')}
      confirmLabel={t('notes.deleteConfirm', 'Delete note')}
      cancelLabel={t('notes.cancel', 'Cancel')}
      onConfirm={() => remove(note.id)}
      onDone={onDeleted}
    >
      <Text as="p" className={styles.quote}>
        {note.text}
      </Text>
      <Text as="p">
        {t('notes.deleteExplained', 'It is deleted on this device now, and on your other devices when they next sync.')}
      </Text>
    </ConfirmDialog>
  );
}
