/**
 * A text document as a PDF, written by pdfkit: the catalogue documents (POST /getPartPDF and
 * the vehicle download), news items and policy documents. The PDF carries its title and
 * language (/Lang, for screen readers and search), and embeds subsets of the Noto fonts its
 * text needs (pdf-fonts.ts), so every script of the 29 languages shows and copies as text.
 *
 * The same input gives the same bytes (a catalogue document is compared with its copy kept
 * offline, a policy's ETag is its hash): the creation date is written only when given.
 */
import PDFDocument from 'pdfkit';
import type { DocumentBlock } from './document-block';
import { layoutPages, type LaidOutPage } from './layout-pages';

export interface TextPdf {
  title: string;
  /** A BCP 47 code, e.g. ja-JP: picks the fonts and is written as the PDF's /Lang. */
  language: string;
  blocks: readonly DocumentBlock[];
  /** Printed at the foot of every page, before "page n of m". */
  footer: string;
  created?: Date;
}

const producer = 'Parts catalogue';

/**
 * Scripts whose glyphs are drawn in another order than the letters are typed (Devanagari's
 * short i before its consonant, a reph after its cluster), so a viewer that copies glyphs in
 * drawing order gets them moved. Their runs carry the typed text as /ActualText, which
 * viewers that honour it (Acrobat, PDFium) copy instead; pdf.js does not (docs/pdf.md).
 */
const reorderedScripts = /\p{sc=Deva}/u;

/** Lets requests waiting meanwhile run between pages of a long document. */
const otherRequestsTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderTextPdf({ title, language, blocks, footer, created }: TextPdf): Promise<Buffer> {
  const pages = layoutPages(blocks, footer, language);
  // pdfkit's own PDF version, 1.3, which writes no XMP metadata (that would need a date).
  const document = new PDFDocument({
    autoFirstPage: false,
    lang: language,
    displayTitle: true,
    // The file identifier is a hash of the metadata with its creation date, so a fixed date
    // keeps it stable; without a date of its own the document's Info leaves the date out.
    info: { Title: title, Producer: producer, Creator: producer, CreationDate: created ?? new Date(0) },
  });
  if (created === undefined) Object.defineProperty(document.info, 'CreationDate', { enumerable: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on('end', resolve);
    document.on('error', reject);
  });

  const registered = new Set<string>();
  for (const [index, page] of pages.entries()) {
    if (index > 0) await otherRequestsTurn();
    drawPage(document, page, registered);
  }
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawPage(document: PDFKit.PDFDocument, page: LaidOutPage, registered: Set<string>): void {
  document.addPage({ size: 'A4', margin: 0 });
  document.lineWidth(0.5);
  for (const rule of page.rules) document.moveTo(rule.x1, rule.y).lineTo(rule.x2, rule.y).stroke();
  for (const line of page.lines) {
    let x = line.x;
    for (const run of line.runs) {
      if (!registered.has(run.face.key)) {
        // pdfkit takes a parsed fontkit font as well as a file: each font is parsed once per process.
        document.registerFont(run.face.key, run.face.font as unknown as Buffer);
        registered.add(run.face.key);
      }
      const typedText = reorderedScripts.test(run.text);
      if (typedText) document.markContent('Span', { actual: run.text });
      document
        .font(run.face.key)
        .fontSize(line.size)
        .text(run.text, x, line.baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (typedText) document.endMarkedContent();
      x += run.width;
    }
  }
}
