/**
 * GET /api/receipts/:orderNo: the receipt of one of the caller's own orders as a PDF, drawn
 * from the stored order (never from what a client sends), in the caller's language. Another
 * customer's order is answered as one that does not exist.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../../domain/commerce/basket';
import { toCamelCase } from '../../../domain/commerce/case-conversion';
import { sendProblem } from '../../http/problem-details';
import { localeTranslator } from '../../i18n/locale-translator';
import { findOrder } from '../shop-api/orders/order-repository';
import { drawReceiptPdf, isTimeZone } from './draw-receipt-pdf';
import { receiptPdfSchema } from './receipt-pdf-schema';

export default async function receiptPdfRoute(app: FastifyInstance, { localesDir }: { localesDir: string }) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/receipts/:orderNo', { schema: receiptPdfSchema }, async (request, reply) => {
      const { orderNo } = request.params;
      const { langCode = 'en-GB', timeZone = 'UTC' } = request.query;
      if (!isTimeZone(timeZone)) return sendProblem(reply, 400, `timeZone: ${timeZone} is not a time zone.`);
      const stored = await findOrder(app.database, orderNo);
      if (stored === undefined || stored.customer_info.customer_id !== request.shopper?.sub) {
        return sendProblem(reply, 404, `There is no order ${orderNo}.`);
      }
      const order = toCamelCase(stored) as Order;
      const pdf = await drawReceiptPdf(order, { translator: await localeTranslator(localesDir, langCode), timeZone });
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="receipt-${orderNo}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    });
}
