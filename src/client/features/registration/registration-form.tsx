/**
 * The registration form (catalogue spec, section 2): prefilled from the third-party sign-in's
 * ticket, checked beside each field by the rules the server runs too, sent with the ticket.
 * Without a ticket, Register keeps what was typed and signs in with the third-party provider
 * first. Offline it keeps what was typed and says registering needs a network.
 */
import {
  Button,
  Checkbox,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emptyRegistrationForm,
  registrationErrorMessages,
  trimmedRegistrationForm,
  validateRegistrationForm,
  type RegistrationErrorCode,
  type RegistrationField,
  type RegistrationForm,
} from '../../../domain/registration/registration-form';
import type { PolicyDocumentName } from '../../../domain/shell/policy-documents';
import { register, RegisterRefused, type Registered } from '../../api/registration/register';
import { isNetworkFailure } from '../../api/http-client';
import { keepRegistrationDraft, registrationDraft } from '../../store/registration-storage';
import { readTicketClaims } from './ticket-claims';
import { RegistrationFields } from './registration-fields';
import { startThirdPartySignIn } from './start-third-party-sign-in';
import { useRegistrationChoices } from './use-registration-reference';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

const formFields = Object.keys(emptyRegistrationForm);

/** Claims fill the fields the user has not typed into; what they typed wins. */
function initialForm(ticket: string | undefined): RegistrationForm {
  const claims = ticket === undefined ? undefined : readTicketClaims(ticket);
  const draft = registrationDraft();
  const typed = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ''));
  return {
    ...emptyRegistrationForm,
    ...(claims === undefined
      ? {}
      : { firstName: claims.firstName, lastName: claims.lastName, email: claims.email, phone: claims.phone }),
    ...typed,
  };
}

export interface RegistrationFormProps {
  /** The ticket of the third-party sign-in, if it is still valid. */
  ticket: string | undefined;
  offline: boolean;
  onOpenPolicy: (name: PolicyDocumentName) => void;
  onRegistered: (registered: Registered) => void;
  /** The ticket was refused (expired, used, forged): the page drops it. */
  onTicketRefused: () => void;
}

export function RegistrationFormView({
  ticket,
  offline,
  onOpenPolicy,
  onRegistered,
  onTicketRefused,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const choices = useRegistrationChoices(offline);
  const [form, setForm] = useState<RegistrationForm>(() => initialForm(ticket));
  const [tried, setTried] = useState(false);
  const [serverMessages, setServerMessages] = useState<Partial<Record<RegistrationField, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const errorText = (code: RegistrationErrorCode) => t(`registration.error.${code}`, registrationErrorMessages[code]);
  const reference = {
    marketCodes: new Set(choices.markets.map((market) => market.code)),
    languageCodes: new Set(choices.languages.map((language) => language.languageCode)),
  };
  const clientErrors = validateRegistrationForm(form, reference);
  // Before the lists came (offline), a kept market or language cannot be checked here yet.
  if (!choices.loaded) {
    for (const field of ['country', 'defaultMarket', 'preferredLanguage'] as const) {
      if (form[field] !== '' && clientErrors[field] !== 'required') delete clientErrors[field];
    }
  }
  const messages: Partial<Record<RegistrationField, string>> = { ...serverMessages };
  if (tried) {
    for (const [field, code] of Object.entries(clientErrors)) {
      messages[field as RegistrationField] = errorText(code);
    }
  }

  const change = (update: Partial<RegistrationForm>) => {
    const next = { ...form, ...update };
    setForm(next);
    keepRegistrationDraft(next);
    // A server refusal stays beside its field until that field changes.
    setServerMessages((current) => {
      const kept = { ...current };
      for (const field of Object.keys(update)) delete kept[field as RegistrationField];
      return kept;
    });
  };

  const translatedServerMessage = (message: string) => {
    const code = (Object.keys(registrationErrorMessages) as RegistrationErrorCode[]).find(
      (candidate) => registrationErrorMessages[candidate] === message,
    );
    return code === undefined ? message : errorText(code);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(undefined);
    if (Object.keys(clientErrors).length > 0 || offline) return;
    keepRegistrationDraft(form);
    if (ticket === undefined) {
      setSending(true);
      await startThirdPartySignIn();
      return;
    }
    setSending(true);
    try {
      onRegistered(await register(trimmedRegistrationForm(form), ticket, formFields));
    } catch (error) {
      if (error instanceof RegisterRefused && error.refusal.kind === 'field') {
        const { field, message } = error.refusal;
        if (field === 'ticket') {
          onTicketRefused();
          setProblem(message);
        } else {
          setServerMessages((current) => ({ ...current, [field]: translatedServerMessage(message) }));
        }
      } else if (isNetworkFailure(error)) {
        setProblem(t('registration.networkFailed', 'The network failed before the registration was sent. Try again.'));
      } else {
        setProblem(
          error instanceof RegisterRefused && error.refusal.kind === 'other' && error.refusal.message
            ? error.refusal.message
            : t('registration.failed', 'Something went wrong. Try again!'),
        );
      }
    } finally {
      setSending(false);
    }
  };

  const policyLink = (name: PolicyDocumentName, label: string) => (
    <Link as="button" type="button" inline onClick={() => onOpenPolicy(name)}>
      {label}
    </Link>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('registration.formLabel', 'Registration')}
    >
      {problem !== undefined && (
        <MessageBar intent="error" data-testid="registration-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <RegistrationFields form={form} messages={messages} choices={choices} onChange={change} disabled={sending} />
      <Field
        validationMessage={messages.acceptAll}
        validationState={messages.acceptAll === undefined ? 'none' : 'error'}
      >
        <Checkbox
          name="acceptAll"
          checked={form.acceptAll}
          disabled={sending}
          onChange={(_event, data) => change({ acceptAll: data.checked === true })}
          label={t('registration.acceptAll', 'I accept all')}
        />
      </Field>
      <Text as="p" size={200}>
        {t('registration.acceptAllCovers', 'This accepts the')}{' '}
        {policyLink('terms-and-conditions', t('registration.terms', 'Terms and Conditions'))},{' '}
        {policyLink('privacy-policy', t('registration.privacy', 'Privacy Policy'))} {t('registration.and', 'and')}{' '}
        {policyLink('cookie-policy', t('registration.cookies', 'Cookie Policy'))}.
      </Text>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          type="submit"
          disabled={offline || sending}
          aria-describedby={offline ? 'registration-offline-reason' : undefined}
        >
          {ticket === undefined
            ? t('registration.registerAndSignIn', 'Register (sign in with your third-party account first)')
            : t('registration.register', 'Register')}
        </Button>
        {offline && (
          <Text id="registration-offline-reason" data-testid="registration-offline-reason">
            {t(
              'registration.offlineReason',
              'Registering needs a network. What you have typed is kept on this device until it is back.',
            )}
          </Text>
        )}
      </div>
    </form>
  );
}
