/** Asks for cookie consent until the user answers (shell spec, section 2). */
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredControl } from '../../../components/deferred-control';
import { lazyPolicyDocumentDialog as policyDialog } from '../footer/lazy-policy-document-dialog';
import { acceptCookies, useCookieConsent } from './use-cookie-consent';

const useStyles = makeStyles({
  notice: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground4,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, flexBasis: '320px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * "A cookie notice with a heading and an accept button appears until accepted." It sits in
 * the page flow rather than over it, so it never hides what the user is working on.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const accepted = useCookieConsent();
  const [policyOpen, setPolicyOpen] = useState(false);
  // Kept once opened, so that closing it animates and gives focus back to the link.
  const [policyAsked, setPolicyAsked] = useState(0);
  if (accepted) return null;

  return (
    <section className={styles.notice} aria-labelledby={headingId} data-testid="cookie-notice">
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          {t('cookieNotice.heading', 'This site uses cookies')}
        </h2>
        <Text>
          {t(
            'cookieNotice.body',
            'We use cookies to keep you signed in and to remember your choices on this device, such as your language and whether the footer is hidden.',
          )}{' '}
          <Link
            as="button"
            onClick={() => {
              setPolicyAsked((count) => count + 1);
              setPolicyOpen(true);
            }}
            onPointerEnter={policyDialog.preload}
            onFocus={policyDialog.preload}
          >
            {t('cookieNotice.policy', 'Read our cookie policy')}
          </Link>
        </Text>
      </div>
      <Button appearance="primary" onClick={acceptCookies}>
        {t('cookieNotice.accept', 'Accept cookies')}
      </Button>
      {policyAsked > 0 && (
        <DeferredControl attempt={policyAsked}>
          <policyDialog.Component name={policyOpen ? 'cookie-policy' : null} onClose={() => setPolicyOpen(false)} />
        </DeferredControl>
      )}
    </section>
  );
}
