/**
 * A button that opens a dialog whose code loads on first use (lazyWithPreload): pointing at the
 * button or focusing it fetches the code, a press opens the dialog once it is here. Keeps
 * Fluent's dialog machinery out of the pages that merely show such a button (issue 19).
 */
import { Fragment, cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { DeferredControl } from './deferred-control';
import { restoreFocusTargetAttribute, returnFocusOnceReleased } from './return-focus';

/** What the opener adds to its button. */
interface TriggerProps {
  'aria-haspopup'?: 'dialog';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** A button element (a JSX element is one). */
export type DialogTriggerElement = ReactElement<TriggerProps>;

export interface DialogOnFirstUseProps {
  /** The button; focus returns to it when the dialog closes, as with Fluent's DialogTrigger. */
  trigger: DialogTriggerElement;
  /** Fetches the dialog's code (the lazyWithPreload's preload). */
  preload: () => Promise<void>;
  /** The dialog, controlled: drawn from the first press on, so that closing it animates. */
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}

export function DialogOnFirstUse({ trigger, preload, children }: DialogOnFirstUseProps) {
  const [open, setOpen] = useState(false);
  // Each press is a new attempt (a load that failed offline is tried again) and a fresh dialog,
  // so that each opening starts from its defaults.
  const [presses, setPresses] = useState(0);
  // The button pressed last, to give the focus back to when its dialog closes.
  const [pressed, setPressed] = useState<HTMLElement | null>(null);
  const opener = cloneElement(trigger, {
    ...restoreFocusTargetAttribute,
    'aria-haspopup': 'dialog',
    // A disabled Fluent button never calls this; the trigger's own handler may still refuse.
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (event.isDefaultPrevented()) return;
      setPressed(event.currentTarget);
      setPresses((count) => count + 1);
      setOpen(true);
    },
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
  });
  const setOpenAndReturnFocus = (next: boolean) => {
    setOpen(next);
    if (!next) returnFocusOnceReleased(pressed);
  };
  return (
    <>
      {opener}
      {presses > 0 && (
        <DeferredControl attempt={presses}>
          <Fragment key={presses}>{children(open, setOpenAndReturnFocus)}</Fragment>
        </DeferredControl>
      )}
    </>
  );
}
