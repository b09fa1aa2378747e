/** Asks before a change the user cannot take back, the same way everywhere (catalogue spec, section 4). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState, type ReactElement, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus returns to it when the user keeps things as they are. */
  trigger: ReactElement;
  title: string;
  /** What the change does, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Makes the change: answers null when done (the dialog closes), else the message to show in
   * the dialog, which stays open so the user can try again or cancel.
   */
  onConfirm: () => Promise<string | null>;
  /** After the change is made and the dialog has closed: where focus goes when the trigger went with the change. */
  onDone?: () => void;
}

/** A question in a modal dialog before a change that cannot be undone (reset the list, delete a note). */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onDone,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const problem = await onConfirm();
    setFailure(problem);
    if (problem !== null) return;
    setOpen(false);
    onDone?.();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setFailure(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {failure && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{cancelLabel}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
