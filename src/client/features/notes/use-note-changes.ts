/**
 * Saving and deleting the signed-in user's notes from the screens. Online or offline the
 * change is made on this device at once and waits in the outbox until the server has it
 * (store/user-db/notes-repository.ts); these answer, in the user's language, why a change
 * could not be made, or null.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, NoteAction } from '../../../domain/sync/sync-contracts';
import { isQuotaError } from '../../store/storage-errors';
import { useCurrentUserDb } from '../../store/user-db/current-user-db';
import { changeNote } from '../../store/user-db/notes-repository';

export interface NoteChanges {
  save: (note: Note) => Promise<string | null>;
  remove: (id: string) => Promise<string | null>;
}

export function useNoteChanges(): NoteChanges {
  const { t } = useTranslation();
  const db = useCurrentUserDb();
  return useMemo(() => {
    const change = async (action: NoteAction): Promise<string | null> => {
      if (!db)
        return t(
          'notes.signInToKeep',
          'Sign in to keep notes: they are kept for your account, on this device and on the server.',
        );
      try {
        const outcome = await changeNote(db, action);
        return outcome.ok ? null : outcome.message;
      } catch (error) {
        console.warn('Could not store the note change', error);
        return isQuotaError(error)
          ? t(
              'notes.quotaExceeded',
              'This device has no room left to store the note, so nothing was changed. Free some space and try again.',
            )
          : t('notes.storeFailed', 'The note could not be stored on this device, so nothing was changed. Try again.');
      }
    };
    return { save: (note) => change({ action: 'save', note }), remove: (id) => change({ action: 'delete', id }) };
  }, [db, t]);
}
