/**
 * Gives the whole app the session (started, with the API clients' token wired to it, in
 * app-actors.ts), tells it when the network is back, and exposes who the user is to the UI.
 */
import { useEffect, type ReactNode } from 'react';
import { ConnectivityContext } from '../connectivity-context';
import { createStartedActorContext } from '../started-actor-context';
import type { SessionActor } from './ensure-access-token';

export const SessionContext = createStartedActorContext<SessionActor>('SessionContext');

function SessionWiring({ children }: { children: ReactNode }) {
  const session = SessionContext.useActorRef();
  const offline = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('offline'));

  useEffect(() => {
    if (!offline) session.send({ type: 'network.restored' });
  }, [offline, session]);

  return children;
}

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return (
    <SessionContext.Provider actor={actor}>
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
