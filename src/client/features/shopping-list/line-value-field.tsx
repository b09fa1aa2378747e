/** Edits one value of a shopping-list line in place, checked as it is typed (catalogue spec, sections 3 and 5). */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { FieldCheck } from '../../../domain/shopping-list/line-validation';
import { useFieldMessage } from '../../components/refused-changes/use-field-message';

const useStyles = makeStyles({
  field: { minWidth: '7rem' },
  input: { width: '7rem' },
});

export interface LineValueFieldProps {
  /** The accessible name, e.g. 'Quantity, LR001'. */
  label: string;
  /** The value as stored. */
  value: string;
  /** How the stored value reads in the field (priceAmmend with two decimals). */
  shown?: (value: string) => string;
  check: (text: string) => FieldCheck<string>;
  /** Keeps the new value; answers null, or why it could not be kept. */
  onSave: (value: string) => Promise<string | null>;
}

/**
 * A list line's editable value, edited in place: Enter or leaving the field saves, Escape puts
 * the stored value back. A value the checks refuse changes nothing and gets its message next to
 * the field until it is corrected or cancelled. The field follows the stored value (a sync, an
 * edit in another tab) whenever it is not being edited.
 */
export function LineValueField({ label, value, shown = (stored) => stored, check, onSave }: LineValueFieldProps) {
  const styles = useStyles();
  const fieldMessage = useFieldMessage();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Enter saves and the blur that may follow must not save the same edit twice.
  const saving = useRef(false);

  const save = async () => {
    if (draft === null || saving.current) return;
    const checked = check(draft);
    if (!checked.ok) {
      setMessage(fieldMessage(checked.message));
      return;
    }
    if (checked.value === value) {
      setDraft(null);
      setMessage(null);
      return;
    }
    saving.current = true;
    const failure = await onSave(checked.value);
    saving.current = false;
    setMessage(failure);
    if (failure === null) setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
    if (event.key === 'Escape' && (draft !== null || message !== null)) {
      event.preventDefault();
      setDraft(null);
      setMessage(null);
    }
  };

  return (
    <Field className={styles.field} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Input
        className={styles.input}
        aria-label={label}
        value={draft ?? shown(value)}
        onChange={(_, data) => setDraft(data.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
        autoComplete="off"
      />
    </Field>
  );
}
