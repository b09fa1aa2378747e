/** Gift certificates (migration 018), found by code; the answer carries only the masked code. */
import type { Queryable } from '../../../db/database';

export type GiftCertificateStatus = 'pending' | 'issued' | 'partially_redeemed' | 'redeemed';

interface GiftCertificateRow {
  code: string;
  merchant_id: string;
  currency: string;
  amount: string | number;
  balance: string | number;
  status: GiftCertificateStatus;
  enabled: boolean;
  description: string;
  message: string;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
}

/** A code as stored: upper case, without the spaces and hyphens a shopper may type. */
export function normaliseGiftCertificateCode(code: string): string {
  return code.replaceAll(/[\s-]/g, '').toUpperCase();
}

/** The code with all but its last four characters replaced by '*', as the platform masks it. */
export function maskGiftCertificateCode(code: string): string {
  return '*'.repeat(Math.max(0, code.length - 4)) + code.slice(-4);
}

export type GiftCertificateDocument = ReturnType<typeof giftCertificateDocument>;

export async function findGiftCertificate(db: Queryable, typedCode: string) {
  const [row] = await db.query<GiftCertificateRow>(
    `select code, merchant_id, currency, amount, balance, status, enabled, description, message,
            recipient_name, recipient_email, sender_name
     from gift_certificates where code = $1`,
    [normaliseGiftCertificateCode(typedCode)],
  );
  return row === undefined ? undefined : giftCertificateDocument(row);
}

function giftCertificateDocument(row: GiftCertificateRow) {
  return {
    amount: Number(row.amount),
    balance: Number(row.balance),
    c_currency: row.currency,
    description: row.description,
    enabled: row.enabled,
    masked_gift_certificate_code: maskGiftCertificateCode(row.code),
    merchant_id: row.merchant_id,
    message: row.message,
    recipient_email: row.recipient_email,
    recipient_name: row.recipient_name,
    sender_name: row.sender_name,
    status: row.status,
  };
}
