import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../domain/sync/sync-contracts';
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
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const problem = await remove(note.id);
    setFailure(problem);
    if (problem !== null) return;
    setOpen(false);
    onDeleted();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setFailure(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button>{t('notes.delete', 'Delete')}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('notes.deleteTitle', 'Delete this note?')}</DialogTitle>
          <DialogContent>
            <Text as="p" className={styles.quote}>
              {note.text}
            </Text>
            <Text as="p">{t('notes.deleteExplained', 'It is deleted on this device now, and on your other devices when they next sync.')}</Text>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void confirm()}>
              {t('notes.deleteConfirm', 'Delete note')}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('notes.cancel', 'Cancel')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
