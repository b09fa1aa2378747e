/** Whether the app's providers have started their actors (issue 19: pages preloaded at start). */
import { startTransition, useLayoutEffect, useState } from 'react';
import { codeComesFromDevice } from '../../pwa/code-from-device';

/**
 * False in the first commit only. The session and connectivity actors start, and the access
 * token is wired to the API clients, in their providers' effects, which React runs after the
 * effects of everything inside them: a page or the full header in that first commit (their code
 * preloaded at start, so they do not suspend) would send to actors not yet running. The update
 * renders again after the first commit's effects have run, so the second commit finds every
 * provider started.
 *
 * The header's render always comes before the first paint: drawn a frame later, a header
 * taller than its stand-in would push the page down. So does the page's when the app starts
 * from the device (the service worker), so the app is drawn whole, never a skeleton for a
 * frame. On a first visit the page's render is a transition instead: the page the server sent
 * is on screen already, and a transition draws the page in slices that leave a slow phone free
 * in between, not in one long task behind the first commit.
 */
export function useProvidersStarted(part: 'header' | 'page'): boolean {
  const [started, setStarted] = useState(false);
  // The one cascading render is the point: it comes after the first commit's effects.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (part === 'header' || codeComesFromDevice()) setStarted(true);
    else startTransition(() => setStarted(true));
  }, [part]);
  return started;
}
