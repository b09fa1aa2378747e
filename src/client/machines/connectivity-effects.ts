/** The connectivity machine's effects in the browser: the health probe. */
import { fromPromise } from 'xstate';
import { probeHealth } from '../api/probe-health';

export const connectivityEffects = {
  actors: {
    probeHealth: fromPromise<boolean>(() => probeHealth()),
  },
};
