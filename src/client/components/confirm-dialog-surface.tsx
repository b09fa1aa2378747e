/** ConfirmDialog's dialog, loaded when first opened (confirm-dialog.tsx). */
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
import { useState, type ReactNode } from 'react';

export interface ConfirmQuestion {
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

export interface ConfirmDialogSurfaceProps extends ConfirmQuestion {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The question in a modal dialog, with its failure message when the change could not be made. */
export function ConfirmDialogSurface({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onDone,
}: ConfirmDialogSurfaceProps) {
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const problem = await onConfirm();
    setFailure(problem);
    if (problem !== null) return;
    onOpenChange(false);
    onDone?.();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        onOpenChange(data.open);
        setFailure(null);
      }}
    >
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
