/**
 * Reads the error-loading flag a failed logout leaves (shell spec, sections 4 and 8: "The
 * error-loading flag is checked before [the error page] is displayed"). What it changes is
 * docs/decisions.md's choice: the first page after a failed logout is the error page, saying
 * the sign-out did not reach the server; the flag is then cleared, so Back Home and Refresh
 * lead to the ordinary page.
 */
import { useEffect, useState } from 'react';
import { clearErrorLoadingFlag, hasErrorLoadingFlag } from '../../store/sign-in-storage';

/** True on the page this tab lands on after a failed logout, until the user moves on from it. */
export function useErrorLoadingFlag(pathname: string): boolean {
  // Read in the initialiser and cleared in an effect, so a second render (StrictMode, a
  // retry) still sees what the first one saw.
  const [flagged] = useState(hasErrorLoadingFlag);
  const [landedOn] = useState(pathname);
  const [movedOn, setMovedOn] = useState(false);
  if (flagged && !movedOn && pathname !== landedOn) setMovedOn(true);
  useEffect(() => {
    if (flagged) clearErrorLoadingFlag();
  }, [flagged]);
  return flagged && !movedOn;
}
