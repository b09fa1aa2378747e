/**
 * The session machine's effects in the browser: its actors wired to the shopper login service,
 * and its actions to the auth storage (local storage and the refresh-token cookies) and to the
 * ended-session record.
 */
import { fromPromise } from 'xstate';
import { guestCallbackPath } from '../../../config/commerce';
import type { TokenResponse } from '../../../domain/session/token-response';
import { freshAnswers } from '../../api/fresh-answers';
import { authorizeGuest } from '../../api/shopper-login/authorize';
import { logoutShopper } from '../../api/shopper-login/logout';
import { createPkcePair } from '../../api/shopper-login/pkce-pair';
import { redirectUriFor } from '../../api/shopper-login/shopper-login-client';
import { exchangeCode } from '../../api/shopper-login/token-grants';
import { browserAuthStorage } from '../../store/auth-storage';
import { keepEndedSession } from './ended-session-storage';
import { refreshAcrossTabs } from './refresh-across-tabs';
import type { CodeCredentials, SessionContext } from './session-machine';

export const sessionEffects = {
  actors: {
    loginAsGuest: fromPromise<TokenResponse>(async () => {
      const redirectUri = redirectUriFor(guestCallbackPath);
      const { codeVerifier, codeChallenge } = await createPkcePair();
      const { code, usid } = await authorizeGuest({ codeChallenge, redirectUri });
      return exchangeCode({ code, usid, codeVerifier, redirectUri });
    }),
    exchangeCode: fromPromise<TokenResponse, CodeCredentials>(({ input }) => exchangeCode(input)),
    refreshTokens: fromPromise<TokenResponse, { refreshToken: string }>(({ input }) =>
      refreshAcrossTabs(input.refreshToken, redirectUriFor(guestCallbackPath)),
    ),
    logout: fromPromise<void, { refreshToken: string; accessToken: string }>(({ input }) => logoutShopper(input)),
  },
  actions: {
    persistAuth: ({ context }: { context: SessionContext }, response: TokenResponse) => {
      browserAuthStorage.save(response, context.auth.tokenLife?.issuedAt ?? Date.now());
    },
    clearAuth: () => {
      browserAuthStorage.clear();
      // What was asked as the user who leaves is not drawn for whoever comes next.
      freshAnswers.forget();
    },
    persistEndedSession: ({ context }: { context: SessionContext }) => keepEndedSession(context.endedSession),
  },
};
