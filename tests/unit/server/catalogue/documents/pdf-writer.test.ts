import { describe, expect, it } from 'vitest';
import { layoutPdfPages, wrapText } from '../../../../../src/server/catalogue/documents/layout-pdf-pages';
import { pdfString, textWidth } from '../../../../../src/server/catalogue/documents/pdf-text';
import { writePdf, type PdfPage } from '../../../../../src/server/catalogue/documents/pdf-writer';

const page = (text: string): PdfPage => ({
  lines: [{ x: 56, y: 780, size: 12, font: 'regular', text }],
  rules: [{ x1: 56, y1: 770, x2: 539, y2: 770 }],
});

/** The cross-reference entries of a PDF written as latin1 text, and where the table starts. */
function readXref(pdf: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  const [, first = '', count = ''] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  const table = pdf.slice(startxref + `xref\n${first} ${count}\n`.length);
  const entries = Array.from({ length: Number(count) }, (_, index) => table.slice(index * 20, index * 20 + 20));
  return { startxref, entries };
}

describe('writePdf', () => {
  const bytes = writePdf({
    title: 'Main preface (draft)',
    pages: [page('Café – 2024 (first)'), page('Back\\slash 日本')],
  });
  const pdf = bytes.toString('latin1');

  it('writes a PDF 1.4 file from header to end-of-file marker', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('/Title (Main preface \\(draft\\))');
  });

  it('has a cross-reference table whose byte offsets point at each "N 0 obj"', () => {
    const { startxref, entries } = readXref(pdf);
    expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
    expect(entries[0]).toBe('0000000000 65535 f \n');
    expect(entries).toHaveLength(10); // the free entry, 5 fixed objects and 2 per page
    entries.slice(1).forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      // Offsets count bytes: the binary comment's characters are one byte each in latin1.
      expect(bytes.subarray(offset, offset + 12).toString('latin1')).toMatch(new RegExp(`^${index + 1} 0 obj\n`));
    });
    expect(pdf).toContain('/Size 10 /Root 1 0 R');
  });

  it('gives each content stream its exact length', () => {
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });
});

describe('pdfString: WinAnsi text in a PDF string literal', () => {
  it.each([
    ['plain ASCII stays as it is', 'Brake caliper', '(Brake caliper)'],
    ['( ) and \\ are escaped', 'a (b) \\ c', '(a \\(b\\) \\\\ c)'],
    ['Latin-1 letters are written as octal codes', 'Étrier é', '(\\311trier \\351)'],
    [
      'typographic quotes, dashes and the euro sign take their WinAnsi codes',
      'd’arbre – €',
      '(d\\222arbre \\226 \\200)',
    ],
    ['letters outside WinAnsi lose their accents; those inside keep them', 'Čeština ő', '(Ce\\232tina o)'],
    ['anything else becomes a question mark', '日本 ไทย', '(?? ???)'],
    ['line breaks and tabs become spaces', 'a\nb\tc', '(a b c)'],
  ])('%s', (_, text, literal) => {
    expect(pdfString(text)).toBe(literal);
  });

  it('measures with Helvetica widths', () => {
    expect(textWidth('Wi', 10)).toBeCloseTo(((944 + 222) * 10) / 1000);
    expect(textWidth('é', 10)).toBe(textWidth('e', 10));
  });
});

describe('layoutPdfPages', () => {
  const paragraph = 'The parts below have revised fitting instructions; follow them at the next service. '.repeat(8);

  it('wraps every line inside the margins', () => {
    const lines = wrapText(paragraph, { font: 'regular', size: 10.5 });
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line) => textWidth(line, 10.5) <= 595 - 2 * 56)).toBe(true);
    expect(lines.join(' ')).toBe(paragraph.trim());
  });

  it('continues on new pages and numbers them', () => {
    const blocks = Array.from({ length: 30 }, (_, index) => [
      { kind: 'heading' as const, text: `Item ${index + 1}` },
      { kind: 'paragraph' as const, text: paragraph },
    ]).flat();
    const pages = layoutPdfPages([{ kind: 'title', text: 'Technical bulletin' }, ...blocks], 'Bulletin');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((laidOut, index) => {
      expect(laidOut.lines.at(-1)?.text).toBe(`Bulletin | page ${index + 1} of ${pages.length}`);
      expect(laidOut.lines.every((line) => line.y >= 30 && line.y <= 842 - 56)).toBe(true);
    });
    // A heading never ends a page: the paragraph under it starts on the same page.
    pages.forEach((laidOut) => {
      const body = laidOut.lines.slice(0, -1);
      expect(body.at(-1)?.font).toBe('regular');
    });
  });
});
