/** A price file's preview: how many rows, its first rows with prices in the market's currency, and each row error with its line. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricePreview, PriceRowError } from '../../../api/admin/admin-rates';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function PriceErrors({ errors, total }: { errors: readonly PriceRowError[]; total: number }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <>
      <Text as="p" weight="semibold">
        {total > errors.length
          ? t('admin.prices.errorsShown', '{{total}} rows have errors; the first {{shown}}:', {
              total,
              shown: errors.length,
            })
          : t('admin.prices.errors', '{{count}} rows have errors:', { count: total })}
      </Text>
      <Table size="small" aria-label={t('admin.prices.errorsTable', 'Rows with errors')} data-testid="price-errors">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('admin.prices.line', 'Line')}</TableHeaderCell>
            <TableHeaderCell>{t('admin.prices.problem', 'Problem')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {errors.map((error, index) => (
            <TableRow key={`${error.line}-${index}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function PricePreviewView({ preview }: { preview: PricePreview }) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const money = useMemo(
    () => new Intl.NumberFormat(locale.id, { style: 'currency', currency: preview.currency, minimumFractionDigits: 2 }),
    [locale.id, preview.currency],
  );
  return (
    <>
      <Text as="p" data-testid="price-preview-summary">
        {t(
          'admin.prices.summary',
          '{{rows}} rows read for {{market}}: {{valid}} ready to load, {{errors}} with errors.',
          {
            rows: preview.rowCount,
            market: preview.marketCode,
            valid: preview.validRowCount,
            errors: preview.errorCount,
          },
        )}
      </Text>
      {preview.rows.length > 0 && (
        <Table size="small" aria-label={t('admin.prices.rowsTable', 'First rows of the file')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('admin.prices.line', 'Line')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.prices.partNumber', 'Part number')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.prices.unitPrice', 'Unit price')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.prices.taxCode', 'Tax code')}</TableHeaderCell>
              <TableHeaderCell>{t('admin.prices.discountCode', 'Discount code')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.partNumber}</TableCell>
                <TableCell>{money.format(Number(row.unitPrice))}</TableCell>
                <TableCell>{row.taxCode}</TableCell>
                <TableCell>{row.discountCode}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <PriceErrors errors={preview.errors} total={preview.errorCount} />
    </>
  );
}
