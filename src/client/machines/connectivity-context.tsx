/**
 * Runs the connectivity machine for the whole app and feeds it what the browser and the
 * server say about the network.
 */
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { onServerReachability } from '../api/http-client';
import { connectivityEffects } from './connectivity-effects';
import { connectivityMachine } from './connectivity-machine';

export const ConnectivityContext = createActorContext(connectivityMachine.provide(connectivityEffects));

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

export function ConnectivityProvider({ children }: { children: ReactNode }) {
  return (
    <ConnectivityContext.Provider>
      <NetworkSignals>{children}</NetworkSignals>
    </ConnectivityContext.Provider>
  );
}

export function useIsOffline(): boolean {
  return ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('offline'));
}
