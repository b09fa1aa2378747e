/**
 * Registering needs the third-party identity first (catalogue spec, section 4: a user with no
 * profile is sent to registration from the third-party flow). This starts that sign-in; the
 * provider sends the user back through /callback to /registration with a ticket.
 */
import { signInKinds } from '../../../config/commerce';
import { providerSignInUrl } from '../../api/shopper-login/authorize';
import { createPkcePair } from '../../api/shopper-login/pkce-pair';
import { redirectUriFor } from '../../api/shopper-login/shopper-login-client';
import { keepCodeVerifier } from '../../store/sign-in-storage';

export async function startThirdPartySignIn(): Promise<void> {
  const thirdParty = signInKinds.find((entry) => entry.kind === 'third-party');
  if (thirdParty === undefined) return;
  const { codeVerifier, codeChallenge } = await createPkcePair();
  keepCodeVerifier(thirdParty.kind, codeVerifier);
  window.location.assign(
    providerSignInUrl({ hint: thirdParty.hint, codeChallenge, redirectUri: redirectUriFor(thirdParty.callbackPath) }),
  );
}
