/** The yes-or-no question before a bookmark, or all of them, is deleted (shell spec, section 2). */
import { Button, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '280px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface ConfirmPopoverProps {
  /** The button that opens the question. */
  trigger: ReactElement;
  question: string;
  confirmLabel: string;
  /**
   * Called once the popover has closed and focus is back on its button. Not before: the
   * popover traps focus and hides the drawer around it from assistive technology until it
   * closes, so removing the row that holds it while open would leave the drawer hidden.
   */
  onConfirm: () => void;
}

/** A question in a popover next to its button (the spec's confirmation popovers); Escape or No keeps things as they are. */
export function ConfirmPopover({ trigger, question, confirmLabel, onConfirm }: ConfirmPopoverProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const questionId = useId();
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  const latestOnConfirm = useRef(onConfirm);
  useEffect(() => {
    latestOnConfirm.current = onConfirm;
  });

  // After the render that closed the popover, and a frame later, once focus is back on the trigger.
  useEffect(() => {
    if (open || !confirmed.current) return;
    confirmed.current = false;
    requestAnimationFrame(() => latestOnConfirm.current());
  }, [open]);

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface className={styles.surface} role="alertdialog" aria-labelledby={questionId}>
        <Text id={questionId} weight="semibold">
          {question}
        </Text>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            onClick={() => {
              confirmed.current = true;
              setOpen(false);
            }}
          >
            {confirmLabel}
          </Button>
          <Button onClick={() => setOpen(false)}>{t('bookmarks.no', 'No')}</Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
