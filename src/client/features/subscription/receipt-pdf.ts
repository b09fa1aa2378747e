/**
 * An order's receipt as a PDF file (catalogue spec, section 7: customer orders and payment
 * instruments), made on the device so Download PDF works offline too. The file format is
 * jsPDF's job; this module only lays the receipt's lines out on A4 pages. jsPDF is imported
 * when a receipt is downloaded, so it never weighs on a page load (its chunk is precached
 * with the rest of the app, so offline still works).
 *
 * The standard fonts (Helvetica, WinAnsi encoding) cover Latin scripts only: characters they
 * lack print as '?' (a receipt in Japanese or Chinese loses its words, not its numbers) until
 * issue 18 embeds fonts.
 */
import type { jsPDF } from 'jspdf';

export interface ReceiptPdfLine {
  text: string;
  /** Heading lines are set larger and bold. */
  heading?: boolean;
}

const margin = 56;
const bodySize = 11;
const headingSize = 16;
const lineGap = 1.45;

interface FontMetadata {
  Unicode?: { encoding?: Record<string, Record<string, number> | undefined> };
}

/**
 * The text as the current font can print it. Intl puts narrow no-break spaces in dates and
 * money: they print as spaces. A character the font's encoding lacks becomes '?': one such
 * character would otherwise make jsPDF write the whole line as two-byte text the font shows as
 * gibberish (and one beyond 16 bits, an emoji, would make it throw).
 */
function printable(doc: jsPDF, text: string): string {
  const font = doc.getFont();
  // Above Latin-1, WinAnsi has a few characters of its own (the euro, dashes, quotes), in jsPDF's table.
  const extras = (font.metadata as FontMetadata | undefined)?.Unicode?.encoding?.[font.encoding] ?? {};
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/\s/u.test(character)) out += ' ';
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || code in extras) out += character;
    else out += '?';
  }
  return out;
}

/** The receipt's PDF file, its lines top to bottom, running onto further pages as needed. */
export async function receiptPdf(lines: readonly ReceiptPdfLine[], title: string): Promise<ArrayBuffer> {
  const { jsPDF } = await import('jspdf');
  // Uncompressed: a receipt is a few hundred bytes either way, and its text stays searchable
  // by anything that reads the file as it is (a test included).
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false, putOnlyUsedFonts: true });
  doc.setProperties({ title: printable(doc, title) });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  let y = margin;
  for (const line of lines) {
    const size = line.heading ? headingSize : bodySize;
    doc.setFont('helvetica', line.heading ? 'bold' : 'normal');
    doc.setFontSize(size);
    // A line wider than the page wraps rather than running off its edge.
    const rows =
      line.text === '' ? [''] : (doc.splitTextToSize(printable(doc, line.text), pageWidth - 2 * margin) as string[]);
    for (const row of rows) {
      if (y + size * lineGap > pageHeight - margin) {
        doc.addPage();
        y = margin;
      }
      y += size * lineGap;
      if (row !== '') doc.text(row, margin, y);
    }
  }
  return doc.output('arraybuffer');
}
