/**
 * The accepted files, said on the page (issue 16): the columns, what each takes, the limits,
 * and example files made on the device from the same format the reader uses
 * (domain/parts-list/parts-list-format.ts), so the examples always read back as good rows.
 */
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  examplePartsListCsv,
  examplePartsListXml,
  maxPartsListRows,
  partsListColumns,
  partsListRecordElement,
  partsListRootElement,
  type PartsListColumn,
} from '../../../../domain/parts-list/parts-list-format';
import { maxUploadBytes } from '../../../../domain/parts-list/tabular-file';
import { maxPriceAmmend, maxQuantity } from '../../../../domain/shopping-list/line-validation';
import { useFormatters } from '../../../components/use-formatters';
import { downloadFile } from '../../../components/download-file';
import { useNumberFormat } from '../../../components/use-number-format';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '760px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export function PartsListFormatHelp({ headingLevel }: { headingLevel: 'h2' }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { bytes } = useFormatters();
  const number = useNumberFormat();
  const meaning: Record<PartsListColumn, string> = {
    partNumber: t('uploadList.format.partNumber', 'The part number, up to 100 characters.'),
    quantity: t('uploadList.format.quantity', 'A whole number from 1 to {{max}}, or A/R for as required.', {
      max: maxQuantity,
    }),
    priceAmmend: t(
      'uploadList.format.priceAmmend',
      'Optional price adjustment in percent, 0 to {{max}}, at most two decimals; empty means 0.',
      { max: maxPriceAmmend },
    ),
  };
  return (
    <section className={styles.section} aria-labelledby="upload-format-heading">
      <Text as={headingLevel} size={500} weight="semibold" id="upload-format-heading">
        {t('uploadList.format.title', 'Files you can upload')}
      </Text>
      <Text as="p">
        {t(
          'uploadList.format.csv',
          'CSV: the first line names the columns; each later line is one part. Commas, semicolons or tabs separate the values.',
        )}{' '}
        {t(
          'uploadList.format.xml',
          'XML: a {{root}} element holding one {{line}} element per part, with one element per column.',
          {
            root: `<${partsListRootElement}>`,
            line: `<${partsListRecordElement}>`,
          },
        )}{' '}
        {t(
          'uploadList.format.export',
          'That is the shape the shopping list exports, so an exported list can be uploaded as it is; columns other than these are ignored.',
        )}
      </Text>
      <Table size="small" aria-label={t('uploadList.format.columns', 'Columns')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('uploadList.format.column', 'Column')}</TableHeaderCell>
            <TableHeaderCell>{t('uploadList.format.required', 'Required')}</TableHeaderCell>
            <TableHeaderCell>{t('uploadList.format.meaning', 'What it holds')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {partsListColumns.map((column) => (
            <TableRow key={column.name}>
              <TableCell className={styles.code}>{column.name}</TableCell>
              <TableCell>
                {column.required ? t('uploadList.format.yes', 'Yes') : t('uploadList.format.no', 'No')}
              </TableCell>
              <TableCell>{meaning[column.name]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text as="p">
        {t(
          'uploadList.format.limits',
          'At most {{size}} and {{rows}} rows per file, in UTF-8. Column names may be in any case. Descriptions come from the catalogue when the list is priced.',
          { size: bytes(maxUploadBytes), rows: number(maxPartsListRows) },
        )}
      </Text>
      <div className={styles.actions}>
        <Button
          icon={<ArrowDownload20Regular />}
          onClick={() => downloadFile('parts-list-example.csv', 'text/csv;charset=utf-8', examplePartsListCsv())}
        >
          {t('uploadList.format.exampleCsv', 'Download an example CSV')}
        </Button>
        <Button
          icon={<ArrowDownload20Regular />}
          onClick={() => downloadFile('parts-list-example.xml', 'application/xml;charset=utf-8', examplePartsListXml())}
        >
          {t('uploadList.format.exampleXml', 'Download an example XML')}
        </Button>
      </div>
    </section>
  );
}
