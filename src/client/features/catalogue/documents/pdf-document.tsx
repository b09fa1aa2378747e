/**
 * A PDF rendered with react-pdf, a page at a time with previous/next. Loaded lazily (pdf.js is
 * large), and precached by the service worker so documents kept on the device open offline.
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';

pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const useStyles = makeStyles({
  viewer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'center' },
  pager: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  page: { boxShadow: tokens.shadow4, maxWidth: '100%', overflow: 'auto' },
});

export interface PdfDocumentProps {
  data: ArrayBuffer;
  width: number;
  /** Shown instead of the document when pdf.js cannot read it. */
  notFoundText: string;
}

export default function PdfDocument({ data, width, notFoundText }: PdfDocumentProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [pageCount, setPageCount] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  // react-pdf takes ownership of the buffer it is given, so hand it a copy it may detach.
  const [file] = useState(() => ({ data: new Uint8Array(data.slice(0)) }));

  return (
    <div className={styles.viewer} data-testid="pdf-document">
      <Document
        file={file}
        onLoadSuccess={({ numPages }) => setPageCount(numPages)}
        loading={<Spinner label={t('pdf.loading', 'Opening the document…')} />}
        error={<Text role="alert">{notFoundText}</Text>}
      >
        <Page className={styles.page} pageNumber={pageNumber} width={width} />
      </Document>
      {pageCount > 1 && (
        <div className={styles.pager}>
          <Button disabled={pageNumber <= 1} onClick={() => setPageNumber(pageNumber - 1)}>
            {t('pdf.previous', 'Previous page')}
          </Button>
          <Text aria-live="polite">
            {t('pdf.pageOf', 'Page {{page}} of {{count}}', { page: pageNumber, count: pageCount })}
          </Text>
          <Button disabled={pageNumber >= pageCount} onClick={() => setPageNumber(pageNumber + 1)}>
            {t('pdf.next', 'Next page')}
          </Button>
        </div>
      )}
    </div>
  );
}
