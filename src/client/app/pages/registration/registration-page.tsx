/**
 * /registration (catalogue spec, section 2): the registration form, reached after a
 * third-party sign-in with no profile (the ticket it came back with prefills the form) or
 * directly (Register then signs in with the third-party provider first). The 'I accept all'
 * policies open as PDFs, as the footer's do.
 */
import { MessageBar, MessageBarBody, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyDocumentName } from '../../../../domain/shell/policy-documents';
import { fetchPolicyDocument } from '../../../api/policy-documents';
import type { Registered } from '../../../api/registration/register';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { PdfDialog } from '../../../features/catalogue/documents/pdf-dialog';
import { RegistrationDone } from '../../../features/registration/registration-done';
import { RegistrationFormView } from '../../../features/registration/registration-form';
import { readTicketClaims } from '../../../features/registration/ticket-claims';
import { useIsOffline } from '../../../machines/connectivity-context';
import { rememberRefusedSignIn } from '../../../store/refused-sign-in';
import { forgetRegistration, forgetRegistrationTicket, registrationTicket } from '../../../store/registration-storage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

/** The kept ticket while it can still be used. */
function usableTicket(): string | undefined {
  const ticket = registrationTicket();
  return ticket !== undefined && readTicketClaims(ticket) !== undefined ? ticket : undefined;
}

export default function RegistrationPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const [ticket, setTicket] = useState(usableTicket);
  const [registered, setRegistered] = useState<Registered | undefined>();
  const [policy, setPolicy] = useState<PolicyDocumentName | null>(null);

  const policyTitles: Record<PolicyDocumentName, string> = {
    'terms-and-conditions': t('registration.terms', 'Terms and Conditions'),
    'privacy-policy': t('registration.privacy', 'Privacy Policy'),
    'cookie-policy': t('registration.cookies', 'Cookie Policy'),
  };
  const shownPolicy = policy ?? 'terms-and-conditions';
  const loadPolicy = useCallback((signal: AbortSignal) => fetchPolicyDocument(shownPolicy, signal), [shownPolicy]);

  const onRegistered = (answer: Registered) => {
    forgetRegistration();
    // The user is who they signed in as, now waiting: the landing page says so in words.
    rememberRefusedSignIn('pending');
    setRegistered(answer);
  };

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.registration.title', 'Registration')}</Title1>
      {registered !== undefined ? (
        <RegistrationDone registered={registered} />
      ) : (
        <>
          <Text as="p">
            {t(
              'registration.intro',
              'Register for the Parts Catalogue. An administrator approves each registration before the catalogue opens.',
            )}
          </Text>
          {ticket === undefined && (
            <MessageBar intent="info" layout="multiline" data-testid="registration-needs-sign-in">
              <MessageBarBody>
                {t(
                  'registration.needsSignIn',
                  'Registering needs you to sign in with your third-party account first. Fill in the form and press Register: you will be asked to sign in, and come back here with what you typed.',
                )}
              </MessageBarBody>
            </MessageBar>
          )}
          <RegistrationFormView
            ticket={ticket}
            offline={offline}
            onOpenPolicy={setPolicy}
            onRegistered={onRegistered}
            onTicketRefused={() => {
              forgetRegistrationTicket();
              setTicket(undefined);
            }}
          />
          <Text as="p">
            {t('registration.haveAccount', 'Already have an account?')}{' '}
            <AppLink to="/">{t('registration.logIn', 'Log in')}</AppLink>
          </Text>
        </>
      )}
      <PdfDialog
        title={policyTitles[shownPolicy]}
        open={policy !== null}
        onClose={() => setPolicy(null)}
        load={loadPolicy}
      />
      <OfflineNote>
        {t(
          'registration.offlineNote',
          'Offline: the form can be filled in and what you type is kept on this device, but registering needs a network.',
        )}
      </OfflineNote>
    </article>
  );
}
