/** The markets and languages the form offers, from the drawer's lookups (/api/markets, /api/languages). */
import { useEffect, useState } from 'react';
import type { Market } from '../../../domain/shell/market-choices';
import type { Language } from '../../../domain/shell/market-display';
import { fetchLanguages, fetchMarkets } from '../../api/shell/markets';

export interface RegistrationChoices {
  markets: Market[];
  languages: Language[];
  /** True once both lists came; offline (and never opened before) they may not. */
  loaded: boolean;
}

/** Asks again when the network comes back (offline), until both lists came. */
export function useRegistrationChoices(offline: boolean): RegistrationChoices {
  const [choices, setChoices] = useState<RegistrationChoices>({ markets: [], languages: [], loaded: false });
  useEffect(() => {
    if (offline || choices.loaded) return;
    let current = true;
    Promise.all([fetchMarkets(), fetchLanguages()])
      .then(([markets, languages]) => {
        if (current) setChoices({ markets, languages, loaded: true });
      })
      .catch(() => {
        // Offline: the lists stay empty and the form says registering needs a network.
      });
    return () => {
      current = false;
    };
  }, [offline, choices.loaded]);
  return choices;
}
