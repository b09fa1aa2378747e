/**
 * Runs the session for the whole app: starts it, lets every API request wait for a valid
 * token, tells it when the network is back, and exposes who the user is to the UI.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { provideAccessToken } from '../../api/access-token-provider';
import { browserAuthStorage } from '../../store/auth-storage';
import { ConnectivityContext } from '../connectivity-context';
import { keepEndedSession, readEndedSession } from './ended-session-storage';
import { ensureAccessToken } from './ensure-access-token';
import { sessionMachine } from './session-machine';
import { sessionServices } from './session-services';

export const SessionContext = createActorContext(sessionMachine.provide({ actors: sessionServices }));

function SessionWiring({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const offline = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('offline'));
  const endedCustomerId = SessionContext.useSelector((snapshot) => snapshot.context.endedSession?.customerId);

  useEffect(() => provideAccessToken(() => ensureAccessToken(session)), [session]);

  useEffect(() => {
    if (!offline) session.send({ type: 'network.restored' });
  }, [offline, session]);

  useEffect(() => keepEndedSession(endedCustomerId === undefined ? null : { customerId: endedCustomerId }), [endedCustomerId]);

  return children;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider options={{ input: { storage: browserAuthStorage, endedSession: readEndedSession() } }}>
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
    if (snapshot.matches('refreshing')) return snapshot.context.auth.registeredRefreshToken === undefined ? 'guest' : 'registered';
    return 'starting';
  });
}
