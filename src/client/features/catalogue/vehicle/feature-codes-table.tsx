/** Shows a decoded vehicle's feature codes, which decide which parts fit (catalogue spec, section 7). */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FeatureCode } from '../../../api/catalogue/vin-decode';

/** The decoded vehicle's feature codes, which decide which parts fit it. */
export function FeatureCodesTable({ featureCodes }: { featureCodes: readonly FeatureCode[] }) {
  const { t } = useTranslation();
  return (
    <Table
      aria-label={t('vin.featureCodes.label', 'Feature codes of this vehicle')}
      data-testid="feature-codes"
      size="small"
    >
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('vin.featureCodes.code', 'Feature code')}</TableHeaderCell>
          <TableHeaderCell>{t('vin.featureCodes.description', 'Description')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {featureCodes.map((feature) => (
          <TableRow key={feature.code}>
            <TableCell>{feature.code}</TableCell>
            <TableCell>{feature.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
