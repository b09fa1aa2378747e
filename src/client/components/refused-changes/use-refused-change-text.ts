/**
 * The words for a refused change, in the user's language: what the change was (from the
 * operation itself) and why the server refused it (by its stable code, with the server's own
 * English detail after it where the line checks have no translation of it).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncOperation, SyncRefusal } from '../../../domain/sync/sync-contracts';
import { useFieldMessage } from './use-field-message';

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function useRefusedChangeText(): {
  what: (operation: SyncOperation) => string;
  why: (refusal: SyncRefusal) => string;
} {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();

  const what = useCallback(
    (operation: SyncOperation): string => {
      // Refused changes are untrusted shapes (the server said so): read them defensively.
      const change = operation.change as unknown as Record<string, unknown>;
      const action = String(change['action']);
      const field = (name: string, member: string) =>
        String((change[name] as Record<string, unknown> | undefined)?.[member] ?? '');
      switch (operation.entity) {
        case 'shoppingList':
          if (action === 'add') {
            return t('sync.refused.what.listAdd', 'Shopping list: add {{partNumber}}, quantity {{quantity}}', {
              partNumber: field('line', 'partNumber'),
              quantity: field('line', 'quantity'),
            });
          }
          if (action === 'update') {
            return t('sync.refused.what.listUpdate', 'Shopping list: change {{productId}}', {
              productId: String(change['productId']),
            });
          }
          if (action === 'remove') {
            return t('sync.refused.what.listRemove', 'Shopping list: remove {{productId}}', {
              productId: String(change['productId']),
            });
          }
          if (action === 'receive') return t('sync.refused.what.listReceive', 'Shopping list: add received lines');
          if (action === 'reset') return t('sync.refused.what.listReset', 'Shopping list: empty the list');
          return t('sync.refused.what.listOther', 'Shopping list: {{action}}', { action });
        case 'note':
          if (action === 'save')
            return t('sync.refused.what.noteSave', 'Note: "{{text}}"', { text: excerpt(field('note', 'text')) });
          return t('sync.refused.what.noteDelete', 'Note: delete a note');
        case 'bookmark':
          if (action === 'save')
            return t('sync.refused.what.bookmarkSave', 'Bookmark: save "{{name}}"', {
              name: excerpt(field('bookmark', 'bookmarkName')),
            });
          if (action === 'rename') {
            return t('sync.refused.what.bookmarkRename', 'Bookmark: rename to "{{name}}"', {
              name: excerpt(String(change['bookmarkName'])),
            });
          }
          if (action === 'delete') return t('sync.refused.what.bookmarkDelete', 'Bookmark: delete a bookmark');
          return t('sync.refused.what.bookmarkOther', 'Bookmarks: {{action}}', { action });
        case 'profile':
          return t('sync.refused.what.profile', 'Profile: {{action}}', { action });
        default:
          return t('sync.refused.what.other', 'A change this version of the app does not know');
      }
    },
    [t],
  );

  const why = useCallback(
    (refusal: SyncRefusal): string => {
      const detail = fieldMessage(refusal.detail);
      switch (refusal.code) {
        case 'invalid-field':
          return t('sync.refused.why.invalidField', 'A value is not allowed: {{detail}}', { detail });
        case 'invalid-text':
          return t('sync.refused.why.invalidText', 'The text holds a character that cannot be stored.');
        case 'unknown-action':
        case 'unknown-entity':
          return t('sync.refused.why.unknown', 'The server does not know this kind of change.');
        case 'rule-violated':
          return t(
            'sync.refused.why.ruleViolated',
            'It clashes with a change that reached the server first: {{detail}}',
            { detail },
          );
        case 'not-storable':
          return t('sync.refused.why.notStorable', 'The server could not store this change.');
        default:
          return t('sync.refused.why.malformed', 'The change is damaged and cannot be applied.');
      }
    },
    [t, fieldMessage],
  );

  return { what, why };
}
