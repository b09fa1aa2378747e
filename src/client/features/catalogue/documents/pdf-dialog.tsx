/** Shows a catalogue document in place, or that it cannot be found (catalogue spec, sections 2 and 8). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PdfDocument = lazy(() => import('./pdf-document'));

type Loaded = { status: 'loading' } | { status: 'ready'; data: ArrayBuffer } | { status: 'not-found' };

/**
 * A document in a dialog. `load` fetches the PDF (the caller decides from where); when it
 * cannot be loaded, offline or not, the dialog says 'No document found' (spec).
 */
export function PdfDialog(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  load: (signal: AbortSignal) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const { open, load } = props;
  const [loaded, setLoaded] = useState<Loaded & { for?: unknown }>({ status: 'loading' });
  const current = loaded.for === load && open ? loaded : { status: 'loading' as const };

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    load(controller.signal)
      .then((blob) => blob.arrayBuffer())
      .then(
        (data) => !controller.signal.aborted && setLoaded({ status: 'ready', data, for: load }),
        () => !controller.signal.aborted && setLoaded({ status: 'not-found', for: load }),
      );
    return () => controller.abort();
  }, [open, load]);

  const notFound = t('pdf.notFound', 'No document found');
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: 'min(900px, 95vw)' }}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          {/* The document scrolls inside the dialog: focusable, so keyboard users can scroll it too. */}
          <DialogContent tabIndex={0}>
            {current.status === 'loading' && <Spinner label={t('pdf.loading', 'Opening the document…')} />}
            {current.status === 'not-found' && (
              <MessageBar intent="warning" data-testid="pdf-not-found">
                <MessageBarBody>{notFound}</MessageBarBody>
              </MessageBar>
            )}
            {current.status === 'ready' && (
              <Suspense fallback={<Spinner label={t('pdf.loading', 'Opening the document…')} />}>
                <PdfDocument
                  data={current.data}
                  width={Math.min(820, window.innerWidth - 80)}
                  notFoundText={notFound}
                />
              </Suspense>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose}>
              {t('pdf.close', 'Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
