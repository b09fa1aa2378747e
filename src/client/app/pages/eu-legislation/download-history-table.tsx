/** EuDownloadHistory as a table: date, what, format, rows, size and whether it is billable. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DownloadHistoryEntry } from '../../../../domain/eu-download/eu-download-contract';
import { useFormatters } from '../../../components/use-formatters';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function DownloadHistoryTable({ entries }: { entries: readonly DownloadHistoryEntry[] }) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const { bytes, dateTime } = useFormatters();
  const count = new Intl.NumberFormat(locale.id);
  const datasetName = (entry: DownloadHistoryEntry) =>
    entry.dataset === 'parts' ? t('euDownload.historyParts', 'Parts') : t('euDownload.historyDocuments', 'Documents');
  return (
    <Table aria-label={t('euDownload.historyLabel', 'Your downloads, newest first')} data-testid="download-history">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('euDownload.historyDate', 'Date')}</TableHeaderCell>
          <TableHeaderCell>{t('euDownload.historyWhat', 'What')}</TableHeaderCell>
          <TableHeaderCell>{t('euDownload.historyFormat', 'Format')}</TableHeaderCell>
          <TableHeaderCell>{t('euDownload.historyRows', 'Rows')}</TableHeaderCell>
          <TableHeaderCell>{t('euDownload.historySize', 'Size')}</TableHeaderCell>
          <TableHeaderCell>{t('euDownload.historyBillable', 'Billable')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="download-history-row">
            <TableCell>{dateTime(entry.at)}</TableCell>
            <TableCell>
              {entry.completed
                ? t('euDownload.historyEntry', '{{dataset}}: {{scope}}', {
                    dataset: datasetName(entry),
                    scope: entry.scopeLabel,
                  })
                : t('euDownload.historyEntryCutOff', '{{dataset}}: {{scope}} (not completed)', {
                    dataset: datasetName(entry),
                    scope: entry.scopeLabel,
                  })}
            </TableCell>
            <TableCell>{entry.format.toUpperCase()}</TableCell>
            <TableCell>{count.format(entry.rows)}</TableCell>
            <TableCell>{bytes(entry.bytes)}</TableCell>
            <TableCell>
              {entry.billable ? t('euDownload.billableYes', 'Yes') : t('euDownload.billableNo', 'No')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
