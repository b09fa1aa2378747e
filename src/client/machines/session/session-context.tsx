/**
 * Runs the session for the whole app: starts it, lets every API request wait for a valid
 * token, tells it when the network is back, and exposes who the user is to the UI.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { provideAccessToken } from '../../api/access-token-provider';
import { browserAuthStorage } from '../../store/auth-storage';
import { ConnectivityContext } from '../connectivity-context';
import { readEndedSession } from './ended-session-storage';
import { ensureAccessToken } from './ensure-access-token';
import { sessionEffects } from './session-effects';
import { sessionMachine } from './session-machine';

export const SessionContext = createActorContext(sessionMachine.provide(sessionEffects));

function SessionWiring({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const offline = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('offline'));

  useEffect(() => provideAccessToken(() => ensureAccessToken(session)), [session]);

  useEffect(() => {
    if (!offline) session.send({ type: 'network.restored' });
  }, [offline, session]);

  return children;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider options={{ input: { auth: browserAuthStorage.read(), endedSession: readEndedSession() } }}>
      <SessionWiring>{children}</SessionWiring>
    </SessionContext.Provider>
  );
}

export type SessionKind = 'starting' | 'guest' | 'registered' | 'failed';

export function useSessionKind(): SessionKind {
  return SessionContext.useSelector((snapshot) => {
    if (snapshot.hasTag('registered')) return 'registered';
    if (snapshot.hasTag('settled')) return 'guest';
    if (snapshot.hasTag('failed')) return 'failed';
    // Refreshing the token keeps the session what it was: screens must not swap themselves for
    // a spinner (closing popovers, losing focus) each time the access token is renewed.
    if (snapshot.matches('refreshing'))
      return snapshot.context.auth.registeredRefreshToken === undefined ? 'guest' : 'registered';
    return 'starting';
  });
}
