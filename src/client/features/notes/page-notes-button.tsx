/** Lets a signed-in user keep notes on the page section on screen, offline too (catalogue spec, section 1). */
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
import { NoteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbEntry, CatalogueNode } from '../../../domain/catalogue/catalogue-contracts';
import { notesOnPage } from '../../../domain/sync/note-lists';
import { pageNoteTarget } from '../../../domain/sync/note-targets';
import { useSessionKind } from '../../machines/session/session-context';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { useNotes } from '../../store/user-db/use-notes';
import { AppLink } from '../../components/app-link';
import { NoteTextForm } from './note-text-form';
import { NotesList } from './notes-list';
import { useNoteChanges } from './use-note-changes';

const useStyles = makeStyles({
  bar: { '@media print': { display: 'none' } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Notes on the page section on screen: a button (with how many there are) opening a dialog to
 * add one and to edit or delete the page's notes. Signed-in users only; it works offline, the
 * changes waiting on the device until the network returns.
 */
export function PageNotesButton({ node, breadcrumb }: { node: CatalogueNode; breadcrumb: readonly BreadcrumbEntry[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const db = useCurrentUserDb();
  const { notes, pendingNoteIds, refusedNoteIds, loaded } = useNotes();
  const { save } = useNoteChanges();
  const kind = useSessionKind();
  const pageNotes = useMemo(() => notesOnPage(notes, node.catHieId), [notes, node.catHieId]);
  if (!db) {
    // A registered user's notes open on the device a moment after the page: the button keeps
    // its place meanwhile, so the illustration and parts below it do not move down when they do.
    return kind === 'registered' ? (
      <div className={styles.bar}>
        <Button icon={<NoteRegular />} disabledFocusable>
          {t('notes.pageButton', 'Notes')}
        </Button>
      </div>
    ) : null;
  }

  const add = (text: string) =>
    save({
      id: crypto.randomUUID(),
      target: pageNoteTarget(node, breadcrumb),
      text,
      updatedAt: new Date().toISOString(),
    });

  return (
    <div className={styles.bar}>
      <Dialog>
        <DialogTrigger disableButtonEnhancement>
          <Button icon={<NoteRegular />}>
            {pageNotes.length === 0
              ? t('notes.pageButton', 'Notes')
              : t('notes.pageButtonCount', 'Notes ({{count}})', { count: pageNotes.length })}
          </Button>
        </DialogTrigger>
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
    </div>
  );
}
