/**
 * The basket_payment_instruments table (migration 017): the processor's token and the masked
 * card. A basket is paid with one card, so adding one replaces any other.
 */
import type { Queryable } from '../../../db/database';

export interface NewBasketPayment {
  paymentInstrumentId: string;
  paymentMethodId: string;
  amount: string;
  cardType: string;
  holder: string;
  maskedNumber: string;
  numberLastDigits: string;
  expirationMonth: number;
  expirationYear: number;
  processorToken: string;
}

export async function replaceBasketPayment(db: Queryable, basketId: string, card: NewBasketPayment): Promise<void> {
  await db.query('delete from basket_payment_instruments where basket_id = $1', [basketId]);
  await db.query(
    `insert into basket_payment_instruments (payment_instrument_id, basket_id, payment_method_id, amount, card_type,
       holder, masked_number, number_last_digits, expiration_month, expiration_year, processor_token)
     values ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9, $10, $11)`,
    [
      card.paymentInstrumentId,
      basketId,
      card.paymentMethodId,
      card.amount,
      card.cardType,
      card.holder,
      card.maskedNumber,
      card.numberLastDigits,
      card.expirationMonth,
      card.expirationYear,
      card.processorToken,
    ],
  );
}

export async function deleteBasketPayment(db: Queryable, basketId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `delete from basket_payment_instruments where basket_id = $1 and payment_instrument_id = $2
     returning payment_instrument_id`,
    [basketId, id],
  );
  return rows.length > 0;
}
