/**
 * An order's receipt as a PDF in the customer's language: the rows the app's receipt dialog
 * shows (src/domain/commerce/receipt.ts), worded from the same translation files and set with
 * the fonts of every script (src/server/pdf), so a receipt in Japanese or Thai keeps its words.
 */
import type { Order } from '../../../domain/commerce/basket';
import { composeReceipt, receiptLines } from '../../../domain/commerce/receipt';
import { moneyFormatter } from '../../../domain/shopping-list/display-amounts';
import type { DocumentBlock } from '../../pdf/document-block';
import { renderTextPdf } from '../../pdf/render-text-pdf';
import type { LocaleTranslator } from '../../i18n/locale-translator';

export interface ReceiptPdfOptions {
  translator: LocaleTranslator;
  /** An IANA time zone, already checked: the customer's, for the order's date and time. */
  timeZone: string;
}

export function drawReceiptPdf(order: Order, { translator, timeZone }: ReceiptPdfOptions): Promise<Buffer> {
  const { locale, t } = translator;
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const receipt = composeReceipt(order, t, {
    moment: (at) => moment.format(new Date(at)),
    // The shop API answers numbers with two decimals; String keeps them as they are.
    money: (amount, currency) => moneyFormatter(locale, currency)(String(amount)),
  });
  const blocks = receiptLines(receipt, t).map((line, index): DocumentBlock => ({
    kind: line.heading === true ? (index === 0 ? 'title' : 'heading') : 'paragraph',
    text: line.text,
  }));
  return renderTextPdf({ title: receipt.title, language: locale, blocks, footer: receipt.title });
}

/** Whether Intl knows the time zone (an unknown one makes DateTimeFormat throw). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
