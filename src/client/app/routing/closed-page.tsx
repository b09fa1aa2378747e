/** Tells a user why a page is closed to them and what to do about it (shell spec, section 6). */
import { Link, MessageBar, MessageBarBody, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../../machines/connectivity-context';
import { AppLink } from '../../components/app-link';
import { OfflineNote } from '../../components/offline-note';
import { SignInOptions } from '../../features/session/sign-in-options';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useClosedPageText, type ClosedDecision } from '../../components/use-closed-page-text';
import { useMayOpen } from '../../machines/session/use-may-open';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Shown instead of a page the user may not open: why, and what they can do about it (sign in,
 * wait for approval, renew the subscription, go back). The decision is the client's own, from
 * the profile kept on the device, so it stands offline too; the server refuses the same
 * users whatever the client shows.
 */
export function ClosedPage({ decision }: { decision: ClosedDecision }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const text = useClosedPageText()[decision];
  return (
    <article className={styles.page} data-testid="page-closed" data-reason={decision}>
      <Title1 as="h1">{text.title}</Title1>
      <MessageBar intent={decision === 'rejected' ? 'error' : 'warning'} layout="multiline">
        <MessageBarBody>{text.explanation}</MessageBarBody>
      </MessageBar>
      <ClosedPageActions decision={decision} offline={offline} />
      <OfflineNote>
        {t(
          'access.offline',
          'Offline: this answer comes from the profile kept on this device, so it is the same without a network. Signing in and renewing a subscription need the network; pages you may open that were opened before still work.',
        )}
      </OfflineNote>
    </article>
  );
}

function ClosedPageActions({ decision, offline }: { decision: ClosedDecision; offline: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { hrefFor } = useSiteLocale();
  const mayOpen = useMayOpen();
  switch (decision) {
    case 'sign-in-needed': {
      return (
        <section className={styles.section} aria-labelledby="closed-page-sign-in">
          <Text as="h2" id="closed-page-sign-in" weight="semibold" size={500}>
            {t('access.signIn', 'Sign in')}
          </Text>
          <SignInOptions disabled={offline} />
          {offline && (
            <Text as="p">{t('access.signInOffline', 'Signing in needs the network. Try again once it is back.')}</Text>
          )}
          <Text as="p">
            {t('access.registerPrompt', 'Independent or third-party repairer without an account?')}{' '}
            <AppLink to="/registration">{t('access.register', 'Register')}</AppLink>
          </Text>
        </section>
      );
    }
    case 'subscription-expired': {
      return (
        <Text as="p">
          <AppLink to="/manage-subscription">{t('access.manageSubscription', 'Manage Subscription')}</AppLink>
        </Text>
      );
    }
    case 'approval-awaited': {
      return (
        <Text as="p">
          <AppLink to="/">{t('access.backToSignIn', 'Back to sign-in')}</AppLink>
        </Text>
      );
    }
    case 'rejected':
    case 'no-catalogue-access': {
      return (
        <Text as="p">
          <Link href={hrefFor('/help')} target="_blank" rel="noopener noreferrer">
            {t('access.help', 'Help and Customer Services')}
          </Link>
        </Text>
      );
    }
    case 'admin-only':
    case 'subscription-only':
    case 'data-download-only': {
      return (
        <Text as="p">
          {mayOpen('/home') ? (
            <AppLink to="/home">{t('access.backToCatalogue', 'Back to the catalogue')}</AppLink>
          ) : (
            <AppLink to="/">{t('access.backToStart', 'Back to the start page')}</AppLink>
          )}
        </Text>
      );
    }
  }
}
