// The receipt's PDF writer: a well-formed file (offsets that point at their objects), text
// escaped, characters outside WinAnsi replaced, long text over several pages.
import { describe, expect, it } from 'vitest';
import { pdfStringContent, textPdf } from '../../../../src/domain/text/text-pdf';

/** Each xref entry's offset must point at "n 0 obj". */
function xrefPointsAtObjects(file: string): boolean {
  const start = Number(/startxref\n(\d+)/.exec(file)?.[1]);
  const table = file.slice(start).split('\n');
  const count = Number(table[1]?.split(' ')[1]);
  for (let id = 1; id < count; id += 1) {
    const offset = Number(table[2 + id]?.slice(0, 10));
    if (!file.startsWith(`${id} 0 obj`, offset)) return false;
  }
  return file.startsWith('xref', start);
}

describe('a text PDF', () => {
  it('is a PDF whose cross-reference table points at its objects, in plain ASCII', () => {
    const file = textPdf(
      [{ text: 'Receipt for order 00000001', heading: true }, { text: 'Total paid: £4.00' }],
      'Receipt',
    );
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(xrefPointsAtObjects(file)).toBe(true);
    expect([...file].every((character) => character.charCodeAt(0) < 128)).toBe(true);
    expect(file).toContain('(Total paid: \\2434.00) Tj');
    expect(file).toContain('/Count 1');
  });

  it('escapes brackets and backslashes; the euro is WinAnsi 0x80; what WinAnsi lacks becomes ?', () => {
    expect(pdfStringContent('a (b) \\ c')).toBe('a \\(b\\) \\\\ c');
    expect(pdfStringContent('4,00 €')).toBe('4,00 \\200');
    expect(pdfStringContent('¥ 400 円')).toBe('\\245 400 ?');
    // Intl puts narrow no-break spaces in dates and money.
    expect(pdfStringContent('25 Nov 2026, 20:40\u202fPM')).toBe('25 Nov 2026, 20:40 PM');
  });

  it('runs onto further pages when the lines do not fit one', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Line ${index}` }));
    const file = textPdf(lines, 'Long');
    expect(file).toContain('/Count 3');
    expect(xrefPointsAtObjects(file)).toBe(true);
    expect(file).toContain('(Line 119) Tj');
  });
});
