/**
 * The profile details a user may change (catalogue spec, section 3: first and last name,
 * phone, company, company address), each checked beside its field (section 5: 'ch not allow'
 * for a phone with other characters). Saving queues the change, so it works offline and
 * reaches the account when the network returns.
 */
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileDetails } from '../../../../domain/sync/sync-contracts';
import { detailsFieldOf, detailsProblems } from './details-problems';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '36rem' },
  names: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export type SaveOutcome = { ok: true } | { ok: false; message: string; field?: string };

type Messages = Partial<Record<keyof ProfileDetails, string>>;

export function DetailsForm({
  saved,
  onSave,
}: {
  /** The details as the profile holds them (queued changes included). */
  saved: ProfileDetails;
  onSave: (details: ProfileDetails) => Promise<SaveOutcome>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [draft, setDraft] = useState<ProfileDetails>(saved);
  const [messages, setMessages] = useState<Messages>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const edit = (field: keyof ProfileDetails, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFailure(undefined);
    const problems = detailsProblems(draft);
    const found: Messages = {};
    for (const [field, problem] of Object.entries(problems) as [keyof ProfileDetails, (typeof problems)['phone']][]) {
      if (!problem) continue;
      found[field] =
        problem.kind === 'rule'
          ? problem.message
          : field === 'firstName'
            ? t('settings.details.firstNameRequired', 'Enter your first name.')
            : t('settings.details.lastNameRequired', 'Enter your last name.');
    }
    setMessages(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const outcome = await onSave({
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        phone: draft.phone.trim(),
        companyName: draft.companyName.trim(),
        companyAddress: draft.companyAddress.trim(),
      });
      if (outcome.ok) {
        setDone(true);
        return;
      }
      const field = detailsFieldOf(outcome.field);
      if (field) setMessages({ [field]: outcome.message });
      else setFailure(outcome.message);
    } catch (error) {
      console.warn('Could not keep the details on this device', error);
      setFailure(t('settings.details.notKept', 'This device could not keep the change. Try again!'));
    } finally {
      setSaving(false);
    }
  };

  const field = (
    name: keyof ProfileDetails,
    label: string,
    options: { required?: boolean; autoComplete: string; type?: 'tel' },
  ) => (
    <Field
      label={label}
      required={options.required}
      validationMessage={messages[name]}
      validationState={messages[name] ? 'error' : 'none'}
    >
      <Input
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        value={draft[name]}
        onChange={(_, data) => edit(name, data.value)}
        data-testid={`details-${name}`}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.names}>
        {field('firstName', t('settings.details.firstName', 'First name'), {
          required: true,
          autoComplete: 'given-name',
        })}
        {field('lastName', t('settings.details.lastName', 'Last name'), {
          required: true,
          autoComplete: 'family-name',
        })}
      </div>
      {field('phone', t('settings.details.phone', 'Phone'), { autoComplete: 'tel', type: 'tel' })}
      {field('companyName', t('settings.details.company', 'Company'), { autoComplete: 'organization' })}
      <Field
        label={t('settings.details.companyAddress', 'Company address')}
        validationMessage={messages.companyAddress}
        validationState={messages.companyAddress ? 'error' : 'none'}
      >
        <Textarea
          value={draft.companyAddress}
          autoComplete="street-address"
          resize="vertical"
          onChange={(_, data) => edit('companyAddress', data.value)}
          data-testid="details-companyAddress"
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabledFocusable={saving}>
          {t('settings.details.save', 'Save details')}
        </Button>
      </div>
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody data-testid="details-saved">
            {t('settings.details.saved', 'Details saved. They reach your account with your other changes.')}
          </MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
