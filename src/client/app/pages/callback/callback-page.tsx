/** Finishes a provider sign-in where the provider sends the user back (shell spec, section 2 and 4). */
import { MessageBar, MessageBarBody, Spinner, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { waitFor } from 'xstate';
import { registrationTicketParameter } from '../../../../domain/registration/registration-ticket';
import { getCustomer } from '../../../api/commerce/customer';
import { redirectUriFor } from '../../../api/shopper-login/shopper-login-client';
import { SessionContext } from '../../../machines/session/session-context';
import { forgetRefusedSignIn, rememberRefusedSignIn } from '../../../store/refused-sign-in';
import { keepRegistrationTicket } from '../../../store/registration-storage';
import { flagUserNotFound, takeCodeVerifier, wipeDevice } from '../../../store/sign-in-storage';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { confirmSignedInCustomer, CustomerFetchFailed } from './confirm-signed-in-customer';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
});

type Problem = 'user-not-found' | 'pending' | 'expired-link' | 'customer-fetch' | 'failed';

class SignInExpired extends Error {}

/** Codes already being exchanged: a code is single use, and React may run an effect twice. */
const exchangedCodes = new Set<string>();

/**
 * Where an identity provider sends the user back (shell spec, section 2): the code is exchanged
 * for a registered session; the login rules' outcomes each lead where the spec says.
 */
export default function CallbackPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { hrefFor, site, locale } = useSiteLocale();
  const { kind = 'guest' } = useParams();
  const [searchParams] = useSearchParams();
  const session = SessionContext.useActorRef();
  const [exchangeProblem, setExchangeProblem] = useState<{ kind: Problem; message?: string } | null>(null);
  const error = searchParams.get('error');
  const code = searchParams.get('code');
  const usid = searchParams.get('usid');

  // What the provider's answer itself says went wrong; nothing to wait for.
  const answerProblem = useMemo<{ kind: Problem; message?: string } | null>(() => {
    if (error === 'user_not_found') return { kind: 'user-not-found' };
    if (error === 'user_pending') return { kind: 'pending' };
    if (error === 'registration_required' || error === 'user_rejected') return null;
    if (error || !code || !usid) return { kind: 'failed', message: searchParams.get('error_description') ?? undefined };
    return null;
  }, [error, code, usid, searchParams]);

  useEffect(() => {
    if (error === 'registration_required') {
      // The signed ticket of this sign-in carries the identity to the registration form.
      const ticket = searchParams.get(registrationTicketParameter);
      if (ticket) keepRegistrationTicket(ticket);
      navigate(hrefFor('/registration'), { replace: true });
    }
    if (error === 'user_rejected') {
      // The spec's wipe comes first; the note written after it is all that is kept, so home
      // says the registration was rejected instead of quietly showing a guest.
      wipeDevice();
      rememberRefusedSignIn('rejected');
      window.location.assign(hrefFor('/home'));
    }
    // Still a guest: protected pages say that approval is awaited, not just "sign in".
    if (error === 'user_pending') rememberRefusedSignIn('pending');
    if (error === 'user_not_found') flagUserNotFound();
  }, [error, navigate, hrefFor, searchParams]);

  useEffect(() => {
    if (error || !code || !usid || exchangedCodes.has(code)) return;
    exchangedCodes.add(code);
    const completeSignIn = async () => {
      const codeVerifier = takeCodeVerifier(kind);
      if (!codeVerifier) throw new SignInExpired();
      session.send({
        type: 'login.code',
        credentials: { code, usid, codeVerifier, redirectUri: redirectUriFor(`/callback/${kind}`) },
      });
      const snapshot = await waitFor(session, (s) => s.hasTag('settled') || s.hasTag('failed'));
      if (!snapshot.hasTag('registered')) throw new Error(snapshot.context.error ?? 'sign-in failed');
      const { customerId } = snapshot.context.auth;
      await confirmSignedInCustomer(() =>
        getCustomer({ siteId: site.id, locale: locale.id, customerId: customerId ?? '' }),
      );
      forgetRefusedSignIn();
      navigate(hrefFor('/home'), { replace: true });
    };
    completeSignIn().catch((failure: unknown) =>
      setExchangeProblem(
        failure instanceof SignInExpired
          ? { kind: 'expired-link' }
          : failure instanceof CustomerFetchFailed
            ? { kind: 'customer-fetch' }
            : { kind: 'failed', message: (failure as Error).message },
      ),
    );
  }, [error, code, usid, kind, session, navigate, hrefFor, site.id, locale.id]);

  const problem = answerProblem ?? exchangeProblem;

  const messages: Record<Problem, string> = {
    'user-not-found': t('callback.userNotFound', 'User not found'),
    pending: t(
      'callback.pending',
      'Your registration is waiting for approval. You can sign in once it has been approved.',
    ),
    'expired-link': t('callback.expiredLink', 'This sign-in has expired. Please sign in again.'),
    'customer-fetch': t('callback.customerFetch', 'Error fetching customer'),
    failed: t('callback.failed', 'Something went wrong. Try again!'),
  };

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.callback.title', 'Signing you in')}</Title1>
      {problem ? (
        <MessageBar intent="error" data-testid="sign-in-problem">
          <MessageBarBody>
            {messages[problem.kind]}
            {problem.message && problem.kind === 'failed' ? ` (${problem.message})` : ''}{' '}
            <AppLink to="/">{t('callback.backToSignIn', 'Back to sign-in')}</AppLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={t('callback.working', 'Completing your sign-in…')} />
      )}
      <OfflineNote>
        {t(
          'callback.offlineNote',
          'Offline: completing a sign-in needs a network, so this page cannot do it offline; sign in again once the network is back.',
        )}
      </OfflineNote>
    </article>
  );
}
