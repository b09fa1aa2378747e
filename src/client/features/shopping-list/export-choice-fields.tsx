/**
 * The export's columns and file format (catalogue spec, sections 2-3: export formats csv and
 * xml; export columns, all selected by default), as one group of fields. The export dialog
 * uses it for one export, the settings page for the user's defaults (ShoppingExportConfig).
 */
import { Checkbox, Field, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { exportColumns, type ExportColumn } from '../../../domain/shopping-list/shopping-list-contracts';
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
  error: { color: tokens.colorPaletteRedForeground1 },
});

export type ExportFormat = 'csv' | 'xml';

/** A format and the columns chosen, in the spec's order. */
export interface ExportChoice {
  format: ExportFormat;
  columns: readonly ExportColumn[];
}

export const allColumnsAsCsv: ExportChoice = { format: 'csv', columns: exportColumns };

/** The columns toggled, kept in the spec's order whatever order they were ticked in. */
function toggled(columns: readonly ExportColumn[], column: ExportColumn, checked: boolean): ExportColumn[] {
  const chosen = new Set(columns);
  if (checked) chosen.add(column);
  else chosen.delete(column);
  return exportColumns.filter((each) => chosen.has(each));
}

/** Columns (at least one: the message beside them says so while none is ticked) and the format. */
export function ExportChoiceFields({
  value,
  onChange,
}: {
  value: ExportChoice;
  onChange: (next: ExportChoice) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const labels = useLineFieldLabels();
  const messageId = useId();
  const none = value.columns.length === 0;
  return (
    <>
      <fieldset className={styles.columns} aria-describedby={none ? messageId : undefined}>
        <legend className={styles.legend}>{t('shoppingList.export.columns', 'Columns')}</legend>
        {exportColumns.map((column) => (
          <Checkbox
            key={column}
            label={labels[column]}
            checked={value.columns.includes(column)}
            onChange={(_, data) =>
              onChange({ ...value, columns: toggled(value.columns, column, data.checked === true) })
            }
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
          value={value.format}
          onChange={(_, data) => onChange({ ...value, format: data.value === 'xml' ? 'xml' : 'csv' })}
          layout="horizontal"
        >
          <Radio value="csv" label={t('shoppingList.export.csv', 'CSV (spreadsheet)')} />
          <Radio value="xml" label={t('shoppingList.export.xml', 'XML')} />
        </RadioGroup>
      </Field>
    </>
  );
}
