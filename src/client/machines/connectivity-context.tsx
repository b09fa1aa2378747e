/**
 * Gives the whole app the connectivity actor (started in app-actors.ts) and feeds it what the
 * browser and the server say about the network.
 */
import { useEffect, type ReactNode } from 'react';
import { onServerReachability } from '../api/http-client';
import type { ConnectivityActor } from './app-actors';
import { createStartedActorContext } from './started-actor-context';

export const ConnectivityContext = createStartedActorContext<ConnectivityActor>('ConnectivityContext');

function NetworkSignals({ children }: { children: ReactNode }) {
  const connectivity = ConnectivityContext.useActorRef();

  useEffect(() => {
    const lost = () => connectivity.send({ type: 'network.lost' });
    const maybeRestored = () => connectivity.send({ type: 'network.maybe-restored' });
    if (!navigator.onLine) lost();
    window.addEventListener('offline', lost);
    window.addEventListener('online', maybeRestored);
    const stopReachability = onServerReachability((reachable) =>
      connectivity.send({ type: reachable ? 'request.succeeded' : 'request.failed' }),
    );
    return () => {
      window.removeEventListener('offline', lost);
      window.removeEventListener('online', maybeRestored);
      stopReachability();
    };
  }, [connectivity]);

  return children;
}

export function ConnectivityProvider({ actor, children }: { actor: ConnectivityActor; children: ReactNode }) {
  return (
    <ConnectivityContext.Provider actor={actor}>
      <NetworkSignals>{children}</NetworkSignals>
    </ConnectivityContext.Provider>
  );
}

export function useIsOffline(): boolean {
  return ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('offline'));
}
