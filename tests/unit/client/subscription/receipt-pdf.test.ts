// The receipt's PDF: a PDF file whose text (read back from its page content, decoded as the
// font's WinAnsi encoding) has the order number, the total in pounds and euros, and the masked
// card; what the standard fonts cannot print becomes '?' without spoiling the rest of its line;
// a long receipt runs onto a second page.
import { describe, expect, it } from 'vitest';
import { receiptPdf, type ReceiptPdfLine } from '../../../../src/client/features/subscription/receipt-pdf';

/**
 * Windows-1252's characters for bytes 0x80-0x9F (undefined ones as U+FFFD); the rest is
 * Latin-1. Written out because Node's TextDecoder reads 'windows-1252' as Latin-1.
 */
const winAnsiHigh = [
  '€',
  '\ufffd',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '\ufffd',
  'Ž',
  '\ufffd',
  '\ufffd',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '\ufffd',
  'ž',
  'Ÿ',
];

function winAnsi(bytes: string): string {
  return [...bytes]
    .map((byte) => {
      const code = byte.charCodeAt(0);
      return code >= 0x80 && code <= 0x9f ? (winAnsiHigh[code - 0x80] ?? '\ufffd') : byte;
    })
    .join('');
}

/** The text a reader gets: every string shown with Tj, PDF escapes undone, bytes read as WinAnsi. */
function shownText(file: ArrayBuffer): string[] {
  const raw = Buffer.from(file).toString('latin1');
  const shown = [...raw.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/gu)].map((match) => match[1] ?? '');
  return shown.map((literal) => {
    const bytes = literal.replace(/\\([0-7]{1,3}|.)/gu, (_, escaped: string) =>
      /^[0-7]+$/u.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped,
    );
    return winAnsi(bytes);
  });
}

function pageCount(file: ArrayBuffer): number {
  return [
    ...Buffer.from(file)
      .toString('latin1')
      .matchAll(/\/Type \/Page\b(?!s)/gu),
  ].length;
}

const receipt: ReceiptPdfLine[] = [
  { text: 'Receipt for order 00004217', heading: true },
  { text: 'Order number: 00004217' },
  // Intl's narrow no-break space before PM.
  { text: 'Date: 25 November 2026 at 8:40\u202fPM' },
  { text: 'Period: One day' },
  { text: '' },
  { text: 'Items', heading: true },
  { text: '1 x Catalogue access (one day): £4.00' },
  { text: '' },
  { text: 'Subtotal: £4.00' },
  { text: 'Tax: £0.80' },
  { text: 'Total paid: £4.80' },
  { text: '' },
  { text: 'Billed to', heading: true },
  { text: 'Ada Lovelace (Mrs)' },
  { text: '' },
  { text: 'Paid with: Visa ************4242' },
];

describe('a receipt PDF', () => {
  it('is a PDF whose text has the order number, the total and the masked card', async () => {
    const file = await receiptPdf(receipt, 'Receipt for order 00004217');
    expect(Buffer.from(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(file);
    expect(text).toContain('Order number: 00004217');
    expect(text).toContain('Total paid: £4.80');
    expect(text).toContain('Paid with: Visa ************4242');
    expect(text).toContain('Date: 25 November 2026 at 8:40 PM');
    // Brackets in the text survive the PDF's string escapes.
    expect(text).toContain('Ada Lovelace (Mrs)');
    expect(text).toEqual(receipt.filter((line) => line.text !== '').map((line) => line.text.replace('\u202f', ' ')));
    expect(pageCount(file)).toBe(1);
  });

  it('prints the euro; a character the standard fonts lack becomes ? and the line stays readable', async () => {
    const file = await receiptPdf(
      [{ text: 'Total paid: 4,80\u00a0€ – 注文' }, { text: 'Paid with: Visa 😀' }],
      'Receipt',
    );
    expect(shownText(file)).toEqual(['Total paid: 4,80 € – ??', 'Paid with: Visa ?']);
  });

  it('runs onto a further page when the lines do not fit one', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ text: `1 x Part ${index}: £1.00` }));
    const file = await receiptPdf(lines, 'Long receipt');
    expect(pageCount(file)).toBe(2);
    expect(shownText(file)).toContain('1 x Part 59: £1.00');
  });
});
