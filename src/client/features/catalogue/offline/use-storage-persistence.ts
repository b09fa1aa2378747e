/** Asks the browser not to evict kept vehicles, and reports its answer (catalogue spec, section 1, our addition). */
import { useCallback, useEffect, useState } from 'react';
import {
  askToPersist,
  currentPersistence,
  type Persistence,
} from '../../../store/offline-catalogue/storage-persistence';

export interface StoragePersistence {
  /** Undefined until the browser has answered. */
  persistence: Persistence | undefined;
  /** Asks the browser to keep what is stored (when a vehicle is kept), and shows its answer. */
  askToPersist: () => void;
}

export function useStoragePersistence(): StoragePersistence {
  const [persistence, setPersistence] = useState<Persistence>();
  useEffect(() => {
    let current = true;
    void currentPersistence().then((answer) => {
      if (current) setPersistence(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  const ask = useCallback(() => {
    void askToPersist().then(setPersistence);
  }, []);
  return { persistence, askToPersist: ask };
}
