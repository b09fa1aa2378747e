/** Asks before a change the user cannot take back, the same way everywhere (catalogue spec, section 4). */
import type { ConfirmQuestion } from './confirm-dialog-surface';
import { DialogOnFirstUse, type DialogTriggerElement } from './dialog-on-first-use';
import { lazyWithPreload } from './lazy-with-preload';

// Most pages with such a button are never asked: the dialog's code loads on first use (issue 19).
const surface = lazyWithPreload(() => import('./confirm-dialog-surface').then((module) => module.ConfirmDialogSurface));

export interface ConfirmDialogProps extends ConfirmQuestion {
  /** The button that opens the dialog; focus returns to it when the user keeps things as they are. */
  trigger: DialogTriggerElement;
}

/** A question in a modal dialog before a change that cannot be undone (reset the list, delete a note). */
export function ConfirmDialog({ trigger, ...question }: ConfirmDialogProps) {
  return (
    <DialogOnFirstUse trigger={trigger} preload={surface.preload}>
      {(open, setOpen) => <surface.Component open={open} onOpenChange={setOpen} {...question} />}
    </DialogOnFirstUse>
  );
}
