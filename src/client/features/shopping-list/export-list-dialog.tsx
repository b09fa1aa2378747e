/** Lets a user take the shopping list away as CSV or XML, choosing the columns (catalogue spec, sections 2-3). */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportCsv, exportXml } from '../../../domain/shopping-list/export-list';
import {
  exportColumns,
  type ExportColumn,
  type PricedLine,
} from '../../../domain/shopping-list/shopping-list-contracts';
import { downloadFile } from './download-file';
import { useLineFieldLabels } from './line-field-labels';

const useStyles = makeStyles({
  columns: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalXS },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type ExportFormat = 'csv' | 'xml';

// Excel reads a CSV file as UTF-8 only when it starts with a byte order mark.
const byteOrderMark = '\uFEFF';

function download(lines: PricedLine[], columns: ExportColumn[], format: ExportFormat): void {
  if (format === 'csv')
    downloadFile('shopping-list.csv', 'text/csv;charset=utf-8', byteOrderMark + exportCsv(lines, columns));
  else downloadFile('shopping-list.xml', 'application/xml;charset=utf-8', exportXml(lines, columns));
}

/**
 * Export the list as CSV or XML with the columns the user picks (all by default, in the spec's
 * order; at least one). The file is made on the device, so export works offline, with the
 * prices the list shows.
 */
export function ExportListDialog({ lines }: { lines: PricedLine[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useLineFieldLabels();
  const messageId = useId();
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<ReadonlySet<ExportColumn>>(new Set(exportColumns));
  const [format, setFormat] = useState<ExportFormat>('csv');
  const none = columns.size === 0;

  const toggle = (column: ExportColumn, checked: boolean) => {
    const next = new Set(columns);
    if (checked) next.add(column);
    else next.delete(column);
    setColumns(next);
  };

  const onDownload = () => {
    if (none) return;
    download(lines, [...columns], format);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowDownload20Regular />} disabled={lines.length === 0}>
          {t('shoppingList.export.open', 'Export')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shoppingList.export.title', 'Export the shopping list')}</DialogTitle>
          <DialogContent className={styles.content}>
            <fieldset className={styles.columns} aria-describedby={none ? messageId : undefined}>
              <legend className={styles.legend}>{t('shoppingList.export.columns', 'Columns')}</legend>
              {exportColumns.map((column) => (
                <Checkbox
                  key={column}
                  label={labels[column]}
                  checked={columns.has(column)}
                  onChange={(_, data) => toggle(column, data.checked === true)}
                />
              ))}
            </fieldset>
            {none && (
              <Text as="p" id={messageId} role="alert" className={styles.error}>
                {t('shoppingList.export.noColumns', 'Choose at least one column to export.')}
              </Text>
            )}
            <Field label={t('shoppingList.export.format', 'File format')}>
              <RadioGroup
                value={format}
                onChange={(_, data) => setFormat(data.value === 'xml' ? 'xml' : 'csv')}
                layout="horizontal"
              >
                <Radio value="csv" label={t('shoppingList.export.csv', 'CSV (spreadsheet)')} />
                <Radio value="xml" label={t('shoppingList.export.xml', 'XML')} />
              </RadioGroup>
            </Field>
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
