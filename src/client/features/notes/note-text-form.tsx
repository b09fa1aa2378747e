/** Writing or editing a note's text, checked as the server checks it (catalogue spec, section 1). */
import { Button, Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNoteText, maxNoteLength } from '../../../domain/sync/notes';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface NoteTextFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Gets the checked, trimmed text; answers why it could not be kept, or null. */
  onSave: (text: string) => Promise<string | null>;
  /** Shows Cancel; Escape in the field cancels too (and does not close a dialog around it). */
  onCancel?: () => void;
  /** Empties the field after a save, ready for the next note. */
  clearOnSave?: boolean;
  autoFocus?: boolean;
}

/**
 * The text of a note, with the same checks the server makes (domain/sync/notes.ts) shown next
 * to the field. Ctrl+Enter (Cmd+Enter) saves.
 */
export function NoteTextForm({
  label,
  submitLabel,
  initialText = '',
  onSave,
  onCancel,
  clearOnSave,
  autoFocus,
}: NoteTextFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problemWith = (value: string): string | null => {
    if (checkNoteText(value).ok) return null;
    return value.trim() === ''
      ? t('notes.problem.empty', 'Enter the text of the note.')
      : t('notes.problem.tooLong', 'A note can be at most {{max}} characters.', { max: maxNoteLength });
  };

  const save = async () => {
    const checked = checkNoteText(text);
    if (!checked.ok) {
      setProblem(problemWith(text));
      return;
    }
    setSaving(true);
    const failure = await onSave(checked.value);
    setSaving(false);
    setProblem(failure);
    if (failure === null && clearOnSave) setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        label={label}
        validationMessage={problem ?? undefined}
        validationState={problem ? 'error' : 'none'}
        hint={t('notes.hint', 'At most {{max}} characters. Ctrl+Enter saves.', { max: maxNoteLength })}
      >
        <Textarea
          value={text}
          resize="vertical"
          rows={3}
          autoFocus={autoFocus}
          onChange={(_, data) => {
            setText(data.value);
            // A message already shown goes as soon as the text is right.
            if (problem !== null) setProblem(problemWith(data.value));
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {t('notes.cancel', 'Cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
