/** Lets a signed-in user keep notes on the page section on screen, offline too (catalogue spec, section 1). */
import { Button, makeStyles } from '@fluentui/react-components';
import { NoteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbEntry, CatalogueNode } from '../../../domain/catalogue/catalogue-contracts';
import { notesOnPage } from '../../../domain/sync/note-lists';
import { useSessionKind } from '../../machines/session/session-context';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { useNotes } from '../../store/user-db/use-notes';
import { DialogOnFirstUse } from '../../components/dialog-on-first-use';
import { lazyWithPreload } from '../../components/lazy-with-preload';

// The dialog, its note form and list load when first wanted, not with every page section (issue 19).
const notesDialog = lazyWithPreload(() => import('./page-notes-dialog').then((module) => module.PageNotesDialog));

const useStyles = makeStyles({
  bar: { '@media print': { display: 'none' } },
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
  const { notes } = useNotes();
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

  return (
    <div className={styles.bar}>
      <DialogOnFirstUse
        trigger={
          <Button icon={<NoteRegular />}>
            {pageNotes.length === 0
              ? t('notes.pageButton', 'Notes')
              : t('notes.pageButtonCount', 'Notes ({{count}})', { count: pageNotes.length })}
          </Button>
        }
        preload={notesDialog.preload}
      >
        {(open, setOpen) => (
          <notesDialog.Component
            open={open}
            onOpenChange={setOpen}
            node={node}
            breadcrumb={breadcrumb}
            pageNotes={pageNotes}
          />
        )}
      </DialogOnFirstUse>
    </div>
  );
}
