/** Lets a synced screen show other devices' changes as it opens (catalogue spec, section 1). */
import { useEffect } from 'react';
import { ConnectivityContext } from '../connectivity-context';
import { requestServerCopy } from './sync-status';

/**
 * A screen of synced data (shopping list, notes) reads the server's copy when it opens online
 * and when the network returns, so what the user's other devices sent shows without waiting
 * for the minute's tick.
 */
export function useServerCopyOnOpen(): void {
  const online = ConnectivityContext.useSelector((snapshot) => snapshot.hasTag('online'));
  useEffect(() => {
    if (online) requestServerCopy();
  }, [online]);
}
