/**
 * An order's receipt in a dialog, with Print (the browser's print of the receipt alone: while
 * the dialog is open, printing leaves the app behind it out) and
 * Download PDF (drawn by the server in the user's language and script, so it needs a network;
 * Print works offline).
 */
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Print20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../domain/commerce/basket';
import { fetchReceiptPdf } from '../../api/commerce/receipt-pdf';
import { downloadBlob } from '../../components/download-file';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useIsOffline } from '../../machines/connectivity-context';
import { useReceipt } from './use-receipt';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  // A dt/dd pair in a div, as HTML allows, laid out by the list's grid.
  group: { display: 'contents' },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  table: { borderCollapse: 'collapse', width: '100%', marginTop: tokens.spacingVerticalM },
  cell: { textAlign: 'start', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  number: { textAlign: 'end', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}` },
  address: { fontStyle: 'normal' },
  // On paper the receipt stands alone: no buttons, no shadow, nothing cut at the window's height.
  surface: { '@media print': { position: 'static', boxShadow: 'none', maxHeight: 'none', overflow: 'visible' } },
  actions: { '@media print': { display: 'none' } },
});

/** While a receipt is open, the app behind it is not printed (the dialog lives outside #root). */
const printReceiptAlone = '@media print { #root { display: none !important; } }';

export function ReceiptDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const receipt = useReceipt()(order);
  const { locale } = useSiteLocale();
  const offline = useIsOffline();

  const [pdfFailed, setPdfFailed] = useState(false);

  const downloadPdf = () => {
    setPdfFailed(false);
    fetchReceiptPdf(order.orderNo, locale.id).then(
      (file) => downloadBlob(`receipt-${order.orderNo}.pdf`, file),
      () => setPdfFailed(true),
    );
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="receipt-dialog" className={styles.surface}>
        <style>{printReceiptAlone}</style>
        <DialogBody>
          <DialogTitle>{receipt.title}</DialogTitle>
          <DialogContent>
            <dl className={styles.facts}>
              {receipt.facts.map((fact) => (
                <div key={fact.label} className={styles.group}>
                  <dt className={styles.term}>{fact.label}</dt>
                  <dd className={styles.value}>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <table className={styles.table}>
              <caption className={styles.cell}>{t('subscription.receipt.items', 'Items')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    {t('subscription.receipt.item', 'Item')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('subscription.receipt.quantity', 'Quantity')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('subscription.receipt.price', 'Price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {receipt.items.map((item, index) => (
                  <tr key={index}>
                    <td className={styles.cell}>{item.name}</td>
                    <td className={styles.number}>{item.quantity}</td>
                    <td className={styles.number}>{item.price}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {receipt.totals.map((total) => (
                  <tr key={total.label}>
                    <th scope="row" colSpan={2} className={styles.number}>
                      {total.label}
                    </th>
                    <td className={styles.number}>{total.value}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
            {receipt.address.length > 0 && (
              <>
                <h3>{t('subscription.receipt.billedTo', 'Billed to')}</h3>
                <address className={styles.address}>
                  {receipt.address.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </address>
              </>
            )}
            {receipt.card !== undefined && (
              <p data-testid="receipt-card">
                {t('subscription.receipt.paidWith', 'Paid with')}: {receipt.card}
              </p>
            )}
            {offline && (
              <MessageBar intent="info" className={styles.actions}>
                <MessageBarBody>
                  {t(
                    'subscription.receipt.pdfOffline',
                    'Downloading the PDF needs a network connection; printing the receipt works offline.',
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
            {pdfFailed && (
              <MessageBar intent="error" role="alert" className={styles.actions}>
                <MessageBarBody>
                  {t('subscription.receipt.pdfFailed', 'The PDF could not be made. Try again, or print the receipt.')}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button icon={<Print20Regular />} onClick={() => window.print()}>
              {t('subscription.receipt.print', 'Print')}
            </Button>
            <Button icon={<ArrowDownload20Regular />} onClick={downloadPdf} disabled={offline}>
              {t('subscription.receipt.downloadPdf', 'Download PDF')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('subscription.receipt.close', 'Close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
