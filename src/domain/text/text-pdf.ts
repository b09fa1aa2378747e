/**
 * A small PDF of text lines (PDF 1.4, A4 pages, the standard Helvetica font in WinAnsi
 * encoding), made on the device with no library: a receipt is a few lines of text, and the
 * project's PDF code only shows PDFs (react-pdf), it does not write them. The file is plain
 * ASCII: characters above 127 are written as octal escapes, characters WinAnsi lacks as '?'.
 * Pure: the same lines give the same file.
 */

export interface PdfLine {
  text: string;
  /** Heading lines are set larger and bold. */
  heading?: boolean;
}

const pageWidth = 595;
const pageHeight = 842;
const margin = 56;
const bodySize = 11;
const headingSize = 16;
const lineGap = 1.45;

/** WinAnsi (Windows-1252) code of the characters it has above Latin-1's 0x80-0x9F gap. */
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A PDF string literal's content: ( ) \ escaped, non-ASCII as octal WinAnsi codes. */
export function pdfStringContent(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 63;
    if (character === '(' || character === ')' || character === '\\') out += `\\${character}`;
    // Narrow no-break spaces and the like (Intl puts them in dates and money) print as spaces.
    else if (/\s/u.test(character)) out += ' ';
    else if (code >= 32 && code < 127) out += character;
    else {
      const winAnsi = winAnsiExtras[character] ?? (code >= 0xa0 && code <= 0xff ? code : undefined);
      out += winAnsi === undefined ? '?' : `\\${winAnsi.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

function pageContent(lines: readonly PdfLine[]): string {
  let y = pageHeight - margin;
  const parts: string[] = [];
  for (const line of lines) {
    const size = line.heading ? headingSize : bodySize;
    y -= size * lineGap;
    parts.push(
      `BT /${line.heading ? 'F2' : 'F1'} ${size} Tf ${margin} ${y.toFixed(1)} Td (${pdfStringContent(line.text)}) Tj ET`,
    );
  }
  return parts.join('\n');
}

/** Splits the lines into pages that fit between the margins. */
function paginate(lines: readonly PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  for (const line of lines) {
    const height = (line.heading ? headingSize : bodySize) * lineGap;
    if (used + height > pageHeight - 2 * margin && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)?.push(line);
    used += height;
  }
  return pages;
}

/** The whole file, as an ASCII string (every byte below 128). */
export function textPdf(lines: readonly PdfLine[], title: string): string {
  const pages = paginate(lines);
  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${pdfStringContent(title)}) /Producer (EPC) >>`;
  pages.forEach((page, index) => {
    const pageId = pageIds[index] ?? 0;
    const content = pageContent(page);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = file.length;
    file += `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) file += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return file;
}
