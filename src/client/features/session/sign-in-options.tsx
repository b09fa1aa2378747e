/** Lets a visitor pick the identity provider that fits who they are (shell spec, sections 1 and 2). */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInKinds, type SignInKind } from '../../../config/commerce';
import { providerSignInUrl } from '../../api/shopper-login/authorize';
import { createPkcePair } from '../../api/shopper-login/pkce-pair';
import { redirectUriFor } from '../../api/shopper-login/shopper-login-client';
import { keepCodeVerifier } from '../../store/sign-in-storage';

const useStyles = makeStyles({
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  option: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The three sign-in kinds, each a full-page redirect to its identity provider. */
export function SignInOptions({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [leaving, setLeaving] = useState<SignInKind | null>(null);

  const labels: Record<SignInKind, { button: string; who: string }> = {
    corporate: {
      button: t('signIn.corporate.button', 'Corporate sign-in'),
      who: t('signIn.corporate.who', 'For internal staff, with your company account.'),
    },
    retailer: {
      button: t('signIn.retailer.button', 'Retailer sign-in'),
      who: t('signIn.retailer.who', 'For dealers and their workshop staff.'),
    },
    'third-party': {
      button: t('signIn.thirdParty.button', 'Third-party sign-in'),
      who: t('signIn.thirdParty.who', 'For third-party and independent repairers.'),
    },
  };

  const signIn = async (kind: SignInKind, hint: string, callbackPath: string) => {
    setLeaving(kind);
    const { codeVerifier, codeChallenge } = await createPkcePair();
    keepCodeVerifier(kind, codeVerifier);
    window.location.assign(providerSignInUrl({ hint, codeChallenge, redirectUri: redirectUriFor(callbackPath) }));
  };

  return (
    <div className={styles.options}>
      {signInKinds.map(({ kind, hint, callbackPath }) => (
        <div key={kind} className={styles.option}>
          <Button
            appearance="primary"
            disabled={disabled || leaving !== null}
            onClick={() => void signIn(kind, hint, callbackPath)}
          >
            {labels[kind].button}
          </Button>
          <Text size={200}>{labels[kind].who}</Text>
        </div>
      ))}
    </div>
  );
}
