/** The vehicle's bulletins and prefaces, one tile each, so a reader can open them (catalogue spec, section 2). */
import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueDocument, CatalogueDocumentType } from '../../../../domain/catalogue/catalogue-contracts';
import { fetchPartPdf } from '../../../api/catalogue/part-pdf';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { PdfDialog } from './pdf-dialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  tile: {
    width: '100%',
    height: '100%',
    minHeight: '72px',
    flexDirection: 'column',
    alignItems: 'flex-start',
    textAlign: 'start',
  },
});

/** The vehicle's document tiles (bulletins, prefaces, overlay repair), each opening its PDF. */
export function DocumentTiles({ documents }: { documents: readonly CatalogueDocument[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [opened, setOpened] = useState<CatalogueDocument | null>(null);
  const { locale } = useSiteLocale();
  const ref = opened?.epcPartFileRef;
  const load = useCallback((signal: AbortSignal) => fetchPartPdf(ref ?? '', locale.id, signal), [ref, locale.id]);
  const typeNames: Record<CatalogueDocumentType, string> = {
    bulletins: t('documents.bulletins', 'Bulletins'),
    commonPreface: t('documents.commonPreface', 'Common preface'),
    mainPreface: t('documents.mainPreface', 'Main preface'),
    overlayRepair: t('documents.overlayRepair', 'Overlay repair'),
  };
  if (documents.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="documents-heading">
      <Title2 as="h2" id="documents-heading">
        {t('documents.title', 'Documents')}
      </Title2>
      <ul className={styles.tiles}>
        {documents.map((document) => (
          <li key={document.epcPartFileRef}>
            <Button className={styles.tile} onClick={() => setOpened(document)}>
              <Text weight="semibold">{document.title}</Text>
              <Text size={200}>{typeNames[document.type]}</Text>
            </Button>
          </li>
        ))}
      </ul>
      <PdfDialog title={opened?.title ?? ''} open={opened !== null} onClose={() => setOpened(null)} load={load} />
    </section>
  );
}
