/**
 * Where the focus goes when a dialog opened on first use closes (dialog-on-first-use.tsx).
 * Fluent's dialogs give it back through tabster's restorer, which remembers the buttons marked
 * as restore targets as they are focused, but only from the moment tabster runs on the page:
 * on the landing page nothing else needs tabster, and loading it at the first render for one
 * footer link cost 11.4 KB gzip (issue 19). So the opener carries the restorer's mark as a
 * plain attribute, which tabster honours wherever it already runs, and gives the focus back
 * itself where it did not.
 */
import { RestorerTypes, getTabsterAttribute } from 'tabster';

/** Marks an opener as where the dialog's restorer returns the focus (what useRestoreFocusTarget returns). */
export const restoreFocusTargetAttribute = getTabsterAttribute({ restorer: { type: RestorerTypes.Target } });

/** How long after the dialog's closing began the focus is still given back. */
const releaseWithinMs = 3000;

/**
 * Once the closing dialog has let the focus go (its surface unmounted, the focus left on the
 * page's body), gives it to `opener`. It watches only while the focus stays where it was as the
 * closing began: once anything else has it (tabster's restorer, the user, a dialog opened
 * again), it is left there.
 */
export function returnFocusOnceReleased(opener: HTMLElement | null): void {
  if (!opener) return;
  const heldAtClosing = document.activeElement;
  const until = performance.now() + releaseWithinMs;
  const check = () => {
    const active = document.activeElement;
    if (active === null || active === document.body) {
      if (opener.isConnected) opener.focus();
      return;
    }
    if (active === heldAtClosing && performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
