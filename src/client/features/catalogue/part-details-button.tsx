/** A parts row's 'Part details' button (catalogue spec, sections 3 and 9). */
import { Button, makeStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { Info20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { partDetailsDialog } from './lazy-part-details-dialog';

const useStyles = makeStyles({
  trigger: { '@media print': { display: 'none' } },
});

/**
 * Focus comes back to it when the dialog closes. Pointing at it or focusing it fetches the
 * dialog's code, so that a press seldom waits for it.
 */
export function PartDetailsButton({
  partNumber,
  onOpen,
}: {
  partNumber: string;
  onOpen: (partNumber: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      {...restoreFocusTarget}
      className={styles.trigger}
      size="small"
      icon={<Info20Regular />}
      aria-haspopup="dialog"
      aria-label={t('partDetails.openFor', 'Part details, {{partNumber}}', { partNumber })}
      onClick={() => onOpen(partNumber)}
      onPointerEnter={() => void partDetailsDialog.preload()}
      onFocus={() => void partDetailsDialog.preload()}
    >
      {t('partDetails.open', 'Part details')}
    </Button>
  );
}
