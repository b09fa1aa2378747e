/**
 * An order's receipt as a PDF (GET /api/receipts/:orderNo): drawn by the server from the
 * stored order in the user's language, with the fonts every script needs, and dated in the
 * user's time zone.
 */
import { authorisedServiceClient } from '../authorised-client';

const ownApi = authorisedServiceClient('/api/');

export function fetchReceiptPdf(orderNo: string, langCode: string): Promise<Blob> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ownApi
    .get(`receipts/${encodeURIComponent(orderNo)}`, { searchParams: { langCode, timeZone }, timeout: 60_000 })
    .blob();
}
