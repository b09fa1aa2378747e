/** The one quantity popover a parts list shares among its rows (catalogue spec, section 4). */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { DeferredControl } from '../../components/deferred-control';
import { lazyWithPreload } from '../../components/lazy-with-preload';

// The popover and its positioning load when an 'Add to list' is first pointed at, focused or
// pressed, not with every parts list (issue 19).
const surface = lazyWithPreload(() =>
  import('./add-to-list-popover-surface').then((module) => module.AddToListPopoverSurface),
);

/** Fetches the popover's code ahead of a press (an 'Add to list' pointed at or focused). */
export const preloadAddToListPopover = surface.preload;

/** What an 'Add to list' button asks for: the part, and the button to point at and return focus to. */
export interface AddToListRequest {
  partNumber: string;
  description: string;
  quantityInList: string | undefined;
  target: HTMLElement;
}

/**
 * One quantity popover for a whole list of parts, opened at whichever 'Add to list' asked.
 * Returns the opener for the buttons and the popover to render once, inside the list.
 */
export function useAddToListPopover(): {
  openAddToList: (request: AddToListRequest) => void;
  /** The part whose popover is open, for its button's aria-expanded; null when closed. */
  openFor: string | null;
  addToListPopover: ReactNode;
} {
  // The request stays while the popover animates out, so its content does not vanish first.
  const [request, setRequest] = useState<AddToListRequest | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening is a new attempt at the code, should it have failed to load offline.
  const [openings, setOpenings] = useState(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openAddToList = useCallback((next: AddToListRequest) => {
    setRequest(next);
    setOpen(true);
    setOpenings((count) => count + 1);
  }, []);
  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) returnFocusTo.current = request?.target ?? null;
    },
    [request],
  );

  // Back to the button once the popover has let go of the focus, as a popover with its own
  // trigger would do. A button gone meanwhile (its part left the list) is skipped.
  useEffect(() => {
    const target = returnFocusTo.current;
    if (open || !target) return;
    returnFocusTo.current = null;
    if (target.isConnected) target.focus();
  }, [open]);

  const addToListPopover = request && (
    <DeferredControl attempt={openings}>
      <surface.Component open={open} request={request} onClose={close} />
    </DeferredControl>
  );
  return { openAddToList, openFor: open && request ? request.partNumber : null, addToListPopover };
}
