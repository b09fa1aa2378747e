/** Lets a user take the shopping list away as CSV or XML, choosing the columns (catalogue spec, sections 2-3). */
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
import { ArrowDownload20Regular } from '@fluentui/react-icons';
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

/**
 * Export the list as CSV or XML with the columns the user picks (at least one). Each time it
 * opens it starts from the user's export configuration (set on the settings page; all columns
 * as CSV by default), which one export may change without changing the configuration. The
 * file is made on the device, so export works offline, with the prices the list shows.
 */
export function ExportListDialog({
  lines,
  defaults = allColumnsAsCsv,
}: {
  lines: PricedLine[];
  defaults?: ExportChoice;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ExportChoice>(defaults);
  const none = choice.columns.length === 0;

  const onDownload = () => {
    if (none) return;
    download(lines, [...choice.columns], choice.format);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (data.open) setChoice(defaults);
        setOpen(data.open);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />} disabled={lines.length === 0}>
          {t('shoppingList.export.open', 'Export')}
        </Button>
      </DialogTrigger>
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
