import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PagePart } from '../../api/catalogue/next-level-hierarchies';

/** A page section's parts list (catalogue spec, section 2): callout, part, description, quantity. */
export function PartsTable({ parts }: { parts: PagePart[] }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('catalogue.parts.label', 'Parts on this page')} data-testid="parts-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('catalogue.parts.callout', 'Callout')}</TableHeaderCell>
          <TableHeaderCell>{t('catalogue.parts.partNumber', 'Part number')}</TableHeaderCell>
          <TableHeaderCell>{t('catalogue.parts.description', 'Description')}</TableHeaderCell>
          <TableHeaderCell>{t('catalogue.parts.quantity', 'Quantity')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {parts.map((part) => (
          <TableRow key={`${part.callOutCode}-${part.partNumber}`}>
            <TableCell>{part.callOutCode}</TableCell>
            <TableCell>{part.partNumber}</TableCell>
            <TableCell>{part.description}</TableCell>
            <TableCell>{part.quantity}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
