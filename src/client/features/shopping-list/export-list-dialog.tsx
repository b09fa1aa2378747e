/** The export's dialog, loaded when first opened (export-list-button.tsx; catalogue spec, sections 2-3). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportCsv, exportXml } from '../../../domain/shopping-list/export-list';
import type { ExportColumn, PricedLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { downloadFile } from '../../components/download-file';
import { allColumnsAsCsv, ExportChoiceFields, type ExportChoice, type ExportFormat } from './export-choice-fields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const byteOrderMark = '\uFEFF';

function download(lines: PricedLine[], columns: ExportColumn[], format: ExportFormat): void {
  if (format === 'csv')
    downloadFile('shopping-list.csv', 'text/csv;charset=utf-8', byteOrderMark + exportCsv(lines, columns));
  else downloadFile('shopping-list.xml', 'application/xml;charset=utf-8', exportXml(lines, columns));
}

export interface ExportListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: PricedLine[];
  /** Where the choice starts: the user's export configuration. */
  defaults?: ExportChoice;
}

/**
 * Export the list as CSV or XML with the columns the user picks (at least one). It starts from
 * the user's export configuration (set on the settings page; all columns as CSV by default),
 * which one export may change without changing the configuration; the opener draws a fresh one
 * for each opening. The file is made on the device, so export works offline, with the prices
 * the list shows.
 */
export function ExportListDialog({ open, onOpenChange, lines, defaults = allColumnsAsCsv }: ExportListDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [choice, setChoice] = useState<ExportChoice>(defaults);
  const none = choice.columns.length === 0;

  const onDownload = () => {
    if (none) return;
    download(lines, [...choice.columns], choice.format);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shoppingList.export.title', 'Export the shopping list')}</DialogTitle>
          <DialogContent className={styles.content}>
            <ExportChoiceFields value={choice} onChange={setChoice} />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('shoppingList.export.cancel', 'Cancel')}</Button>
            </DialogTrigger>
            <Button appearance="primary" disabledFocusable={none} onClick={onDownload}>
              {t('shoppingList.export.download', 'Download')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
