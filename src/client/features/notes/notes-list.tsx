/** The list of a user's notes, shared by My Notes and a page's notes dialog (catalogue spec, sections 1-2). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import type { Note } from '../../../domain/sync/sync-contracts';
import { NoteItem } from './note-item';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
});

/** Notes in the order given, each marked when a change to it waits to sync or was refused. */
export function NotesList(props: {
  notes: readonly Note[];
  pendingNoteIds: ReadonlySet<string>;
  refusedNoteIds: ReadonlySet<string>;
  showTarget: boolean;
  label: string;
}) {
  const styles = useStyles();
  const list = useRef<HTMLUListElement>(null);
  // A deleted note takes its focused button with it: keyboard users carry on from the list.
  const focusList = () => requestAnimationFrame(() => list.current?.focus());
  return (
    <ul ref={list} tabIndex={-1} className={styles.list} aria-label={props.label}>
      {props.notes.map((note) => (
        <NoteItem
          key={note.id}
          note={note}
          pending={props.pendingNoteIds.has(note.id)}
          refused={props.refusedNoteIds.has(note.id)}
          showTarget={props.showTarget}
          onDeleted={focusList}
        />
      ))}
    </ul>
  );
}
