/** The one quantity popover a parts list shares among its rows (catalogue spec, section 4). */
import { Popover, PopoverSurface, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { AddToListForm } from './add-to-list-form';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '20rem' },
});

/** What an 'Add to list' button asks for: the part, and the button to point at and return focus to. */
export interface AddToListRequest {
  partNumber: string;
  description: string;
  quantityInList: string | undefined;
  target: HTMLElement;
}

// The popover is rendered elsewhere in the page but its events bubble through the React tree,
// into whatever list it is rendered in: keep its clicks and keys to itself.
const stayInPopover = (event: SyntheticEvent) => event.stopPropagation();

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
  const styles = useStyles();
  // The request stays while the popover animates out, so its content does not vanish first.
  const [request, setRequest] = useState<AddToListRequest | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const openAddToList = useCallback((next: AddToListRequest) => {
    setRequest(next);
    setOpen(true);
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

  const addToListPopover = (
    <Popover
      open={open}
      positioning={{ target: request?.target ?? null }}
      // Escape gives the focus back to the button; a click elsewhere leaves it where it went.
      onOpenChange={(event, data) => {
        if (!data.open) close(event.type === 'keydown');
      }}
      trapFocus
      withArrow
    >
      <PopoverSurface className={styles.surface} onClick={stayInPopover} onKeyDown={stayInPopover}>
        {request && (
          <AddToListForm
            key={request.partNumber}
            partNumber={request.partNumber}
            description={request.description}
            quantityInList={request.quantityInList}
            onDone={() => close(true)}
          />
        )}
      </PopoverSurface>
    </Popover>
  );
  return { openAddToList, openFor: open && request ? request.partNumber : null, addToListPopover };
}
