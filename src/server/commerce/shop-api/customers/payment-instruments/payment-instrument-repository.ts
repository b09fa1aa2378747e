/** The customer_payment_instruments table (migration 004): masked cards only. */
import type { Queryable } from '../../../../db/database';
import { isoTime } from '../../iso-time';

interface PaymentInstrumentRow {
  payment_instrument_id: string;
  payment_method_id: string;
  card_type: string;
  masked_number: string;
  number_last_digits: string;
  holder: string;
  expiration_month: number;
  expiration_year: number;
  created_at: Date | string;
  last_modified: Date | string;
}

export interface NewPaymentInstrument {
  paymentInstrumentId: string;
  paymentMethodId: string;
  cardType: string;
  maskedNumber: string;
  numberLastDigits: string;
  holder: string;
  expirationMonth: number;
  expirationYear: number;
}

const columns = `payment_instrument_id, payment_method_id, card_type, masked_number, number_last_digits, holder,
  expiration_month, expiration_year, created_at, last_modified`;

export async function listPaymentInstruments(db: Queryable, customerId: string) {
  const rows = await db.query<PaymentInstrumentRow>(
    `select ${columns} from customer_payment_instruments where customer_id = $1 order by created_at, payment_instrument_id`,
    [customerId],
  );
  return rows.map(paymentInstrumentDocument);
}

export async function insertPaymentInstrument(db: Queryable, customerId: string, card: NewPaymentInstrument) {
  const [row] = await db.query<PaymentInstrumentRow>(
    `insert into customer_payment_instruments (payment_instrument_id, customer_id, payment_method_id, card_type,
       masked_number, number_last_digits, holder, expiration_month, expiration_year)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     returning ${columns}`,
    [
      card.paymentInstrumentId,
      customerId,
      card.paymentMethodId,
      card.cardType,
      card.maskedNumber,
      card.numberLastDigits,
      card.holder,
      card.expirationMonth,
      card.expirationYear,
    ],
  );
  if (row === undefined) throw new Error('The new payment instrument row was not returned.');
  return paymentInstrumentDocument(row);
}

export async function deletePaymentInstrument(db: Queryable, customerId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `delete from customer_payment_instruments where customer_id = $1 and payment_instrument_id = $2
     returning payment_instrument_id`,
    [customerId, id],
  );
  return rows.length > 0;
}

function paymentInstrumentDocument(row: PaymentInstrumentRow) {
  return {
    payment_instrument_id: row.payment_instrument_id,
    payment_method_id: row.payment_method_id,
    payment_card: {
      card_type: row.card_type,
      holder: row.holder,
      masked_number: row.masked_number,
      number_last_digits: row.number_last_digits,
      expiration_month: row.expiration_month,
      expiration_year: row.expiration_year,
    },
    creation_date: isoTime(row.created_at),
    last_modified: isoTime(row.last_modified),
  };
}
