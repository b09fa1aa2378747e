/** Lets the user settle one change the server refused (catalogue spec, section 4; our sync addition). */
import { Button, Field, Input, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editableValue, type EditableField } from '../../../domain/sync/refused-change-edit';
import { currentUserDb } from '../../store/user-db/current-user-db';
import { discardRefusedChange, editRefusedChange } from '../../store/user-db/refused-changes';
import type { OutboxEntry } from '../../store/user-db/user-db-entities';
import { useFieldMessage } from './use-field-message';
import { useRefusedChangeText } from './use-refused-change-text';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * One change the server refused: what it was, why, and what the user can do: Discard (the
 * device goes back to the server's copy) or, where one value is at fault, Edit it into a new
 * change (Enter saves, Escape cancels; the same checks as the server, so a value refused again
 * says why beside the field and changes nothing).
 */
export function RefusedChangeItem({
  entry,
  onSettled,
}: {
  entry: OutboxEntry & { refused: NonNullable<OutboxEntry['refused']> };
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { what, why } = useRefusedChangeText();
  const fieldMessage = useFieldMessage();
  const editable = editableValue(entry.operation);
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const whyId = useId();
  const labels: Record<EditableField, string> = {
    quantity: t('sync.refused.edit.quantity', 'Quantity'),
    text: t('sync.refused.edit.text', 'Note text'),
    bookmarkName: t('sync.refused.edit.bookmarkName', 'Bookmark name'),
  };

  const discard = async () => {
    const db = currentUserDb();
    if (db) await discardRefusedChange(db, entry.seq);
    onSettled();
  };
  const save = async () => {
    const db = currentUserDb();
    if (!db || draft === null) return;
    const outcome = await editRefusedChange(db, entry.seq, draft);
    if (!outcome.ok) {
      setMessage(fieldMessage(outcome.message));
      return;
    }
    setDraft(null);
    onSettled();
  };
  const cancel = () => {
    setDraft(null);
    setMessage(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    }
    if (event.key === 'Enter' && editable?.field !== 'text') void save();
  };

  return (
    <li className={styles.item} data-testid="refused-change" aria-describedby={whyId}>
      <Text weight="semibold">{what(entry.operation)}</Text>
      <Text size={200} id={whyId} data-testid="refused-change-reason">
        {why(entry.refused)}
      </Text>
      {draft !== null && editable ? (
        <Field label={labels[editable.field]} validationMessage={message} validationState={message ? 'error' : 'none'}>
          {editable.field === 'text' ? (
            <Textarea
              value={draft}
              onChange={(_, data) => setDraft(data.value)}
              onKeyDown={onKeyDown}
              autoFocus
              resize="vertical"
            />
          ) : (
            <Input value={draft} onChange={(_, data) => setDraft(data.value)} onKeyDown={onKeyDown} autoFocus />
          )}
        </Field>
      ) : null}
      <div className={styles.actions}>
        {draft !== null ? (
          <>
            <Button appearance="primary" size="small" onClick={() => void save()}>
              {t('sync.refused.save', 'Save and sync')}
            </Button>
            <Button size="small" onClick={cancel}>
              {t('sync.refused.cancel', 'Cancel')}
            </Button>
          </>
        ) : (
          <>
            {editable && (
              <Button size="small" onClick={() => setDraft(editable.value.replaceAll('\u0000', ''))}>
                {t('sync.refused.editButton', 'Edit')}
              </Button>
            )}
            <Button size="small" onClick={() => void discard()}>
              {t('sync.refused.discard', 'Discard')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
