/** The page section's notes in a dialog, loaded when first opened (page-notes-button.tsx; catalogue spec, section 1). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbEntry, CatalogueNode } from '../../../domain/catalogue/catalogue-contracts';
import type { Note } from '../../../domain/sync/sync-contracts';
import { pageNoteTarget } from '../../../domain/sync/note-targets';
import { useNotes } from '../../store/user-db/use-notes';
import { AppLink } from '../../components/app-link';
import { NoteTextForm } from './note-text-form';
import { NotesList } from './notes-list';
import { useNoteChanges } from './use-note-changes';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface PageNotesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  node: CatalogueNode;
  breadcrumb: readonly BreadcrumbEntry[];
  /** The user's notes on this page, as the button counts them. */
  pageNotes: readonly Note[];
}

/** Add a note to the page, and edit or delete the page's notes; works offline. */
export function PageNotesDialog({ open, onOpenChange, node, breadcrumb, pageNotes }: PageNotesDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pendingNoteIds, refusedNoteIds, loaded } = useNotes();
  const { save } = useNoteChanges();

  const add = (text: string) =>
    save({
      id: crypto.randomUUID(),
      target: pageNoteTarget(node, breadcrumb),
      text,
      updatedAt: new Date().toISOString(),
    });

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('notes.pageTitle', 'Notes on {{page}}', { page: node.description })}</DialogTitle>
          <DialogContent className={styles.content}>
            <NoteTextForm
              label={t('notes.newNote', 'New note')}
              submitLabel={t('notes.add', 'Add note')}
              onSave={add}
              clearOnSave
            />
            {loaded && pageNotes.length === 0 ? (
              <Text as="p">{t('notes.noneOnPage', 'You have no notes on this page yet.')}</Text>
            ) : (
              <NotesList
                notes={pageNotes}
                pendingNoteIds={pendingNoteIds}
                refusedNoteIds={refusedNoteIds}
                showTarget={false}
                label={t('notes.pageListLabel', 'Your notes on this page')}
              />
            )}
            <Text as="p" size={200}>
              {t(
                'notes.offlineShort',
                'Works offline: notes are kept on this device and sent to your account when the network returns.',
              )}
            </Text>
            <AppLink to="/notes">{t('notes.allNotes', 'All my notes')}</AppLink>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('notes.close', 'Close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
