/**
 * A minimal PDF 1.4 writer, enough for text documents: pages of positioned lines of text in
 * the standard Helvetica fonts (which every viewer has, so nothing is embedded) and straight
 * rules. It keeps the cross-reference table exact by counting the bytes of everything it
 * writes; the output is ASCII apart from the binary-marker comment, so a string's length is
 * its size in bytes.
 */
import { pdfString, type PdfFont } from './pdf-text';

export interface PdfTextLine {
  x: number;
  /** Of the baseline, from the bottom of the page. */
  y: number;
  size: number;
  font: PdfFont;
  text: string;
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PdfPage {
  lines: PdfTextLine[];
  rules: PdfRule[];
}

export interface PdfDocument {
  title: string;
  /** Points; A4 unless given. */
  width?: number;
  height?: number;
  pages: readonly PdfPage[];
}

export const a4 = { width: 595, height: 842 } as const;

const fontResourceNames: Readonly<Record<PdfFont, string>> = { regular: 'F1', bold: 'F2' };
// Objects 1 to 5 are fixed; each page then takes two: the page and its content stream.
const fixedObjectCount = 5;

export function writePdf(document: PdfDocument): Buffer {
  const width = document.width ?? a4.width;
  const height = document.height ?? a4.height;
  const pageObjectNumber = (index: number) => fixedObjectCount + 1 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${document.pages.map((_, index) => `${pageObjectNumber(index)} 0 R`).join(' ')}] /Count ${document.pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(document.title)} /Producer (Parts catalogue) >>`,
  ];
  document.pages.forEach((page, index) => {
    const content = pageContent(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObjectNumber(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });

  // The comment's bytes above 127 tell transfer tools the file is binary (PDF 1.4, 3.4.1).
  let output = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(output.length);
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = output.length;
  // Each entry is exactly 20 bytes, its end of line included, as the format requires.
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}

function pageContent(page: PdfPage): string {
  const rules = page.rules.map(
    (rule) => `${format(rule.x1)} ${format(rule.y1)} m ${format(rule.x2)} ${format(rule.y2)} l S`,
  );
  const lines = page.lines.map(
    (line) =>
      `BT /${fontResourceNames[line.font]} ${format(line.size)} Tf ${format(line.x)} ${format(line.y)} Td ${pdfString(line.text)} Tj ET`,
  );
  return ['0.5 w', ...rules, ...lines].join('\n');
}

/** Numbers as PDF writes them: no exponent, at most two decimals. */
function format(value: number): string {
  return String(Math.round(value * 100) / 100);
}
