/** Whether the app's providers have started their actors (issue 19: pages preloaded at start). */
import { useLayoutEffect, useState } from 'react';

/**
 * False in the first commit only. The session and connectivity actors start, and the access
 * token is wired to the API clients, in their providers' effects, which React runs after the
 * effects of everything inside them: a page or the full header in that first commit (their code
 * preloaded at start, so they do not suspend) would send to actors not yet running. The layout
 * effect's update renders again before the first paint, and React runs the first commit's
 * effects before that render, so the second commit finds every provider started.
 */
export function useProvidersStarted(): boolean {
  const [started, setStarted] = useState(false);
  // The one cascading render is the point: it comes after the first commit's effects.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setStarted(true), []);
  return started;
}
