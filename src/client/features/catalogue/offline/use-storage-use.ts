/** The site's storage use and quota, shown beside the kept vehicles (catalogue spec, section 1, our addition). */
import { useEffect, useState } from 'react';
import { storageUse, type StorageUse } from '../../../store/offline-catalogue/storage-persistence';

/** The browser's estimate of what this site stores and may store; undefined until, or unless, it says. */
export function useStorageUse(watch: unknown): StorageUse | undefined {
  const [use, setUse] = useState<StorageUse>();
  useEffect(() => {
    let current = true;
    void storageUse().then((answer) => {
      if (current) setUse(answer);
    });
    return () => {
      current = false;
    };
  }, [watch]);
  return use;
}
