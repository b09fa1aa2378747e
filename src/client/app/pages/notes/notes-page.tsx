/** My Notes, the user's notes gathered in one place, also offline (catalogue spec, section 2). */
import { Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notesNewestFirst } from '../../../../domain/sync/note-lists';
import { useServerCopyOnOpen } from '../../../machines/sync/use-server-copy-on-open';
import { useCurrentUserDb } from '../../../store/user-db/current-user-db';
import { useNotes } from '../../../store/user-db/use-notes';
import { OfflineNote } from '../../../components/offline-note';
import { NotesList } from '../../../features/notes/notes-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { RefusedChangesList } from '../../../components/refused-changes/refused-changes-list';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

/**
 * My Notes: the signed-in user's notes on catalogue pages and parts, newest first, each
 * editable in place. They are read from this device, so the page works the same offline;
 * changes made offline say they wait to sync until the server has them. Only an approved
 * user gets here (the route guard, src/client/app/routing/page-guard.tsx).
 */
export default function NotesPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useServerCopyOnOpen();
  const db = useCurrentUserDb();
  const { notes, pendingNoteIds, refusedNoteIds, loaded } = useNotes();
  const sorted = useMemo(() => notesNewestFirst(notes), [notes]);

  // A registered session names its database a moment after it settles.
  const waiting = !db || !loaded;
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.notes.title', 'My Notes')}</Title1>
      <Text as="p">
        {t(
          'notes.purpose',
          'Your notes on catalogue pages and parts. To add one, open a page section and choose Notes.',
        )}
      </Text>
      <RefusedChangesList entity="note" />
      {waiting ? (
        <PageSkeleton />
      ) : sorted.length === 0 ? (
        <Text as="p" data-testid="notes-empty">
          {t('notes.none', 'You have no notes yet.')}
        </Text>
      ) : (
        <NotesList
          notes={sorted}
          pendingNoteIds={pendingNoteIds}
          refusedNoteIds={refusedNoteIds}
          showTarget
          label={t('notes.listLabel', 'Your notes, newest first')}
        />
      )}
      <OfflineNote>
        {t(
          'notes.offline',
          'Offline: your notes are kept on this device, so you can read, write, edit and delete them without a network. Changes made offline show "Waiting to sync" until they reach your account, which happens by itself when the network returns. A page a note links to opens offline if it was opened on this device before.',
        )}
      </OfflineNote>
    </article>
  );
}
