/**
 * An EPC news item as a PDF, drawn from its record by the PDF module (src/server/pdf) in the
 * item's own language and script: the name as title, the date in that language, the
 * summary, then each section.
 */
import type { DocumentBlock } from '../../pdf/document-block';
import { renderTextPdf } from '../../pdf/render-text-pdf';
import type { NewsRecord } from './news-record';

function publishedOn(record: NewsRecord): string {
  try {
    return new Intl.DateTimeFormat(record.languageCode, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(record.lastModified),
    );
  } catch {
    // A language code Intl does not know still gets a readable date.
    return record.lastModified.slice(0, 10);
  }
}

export function newsPdf(record: NewsRecord): Promise<Buffer> {
  const blocks: DocumentBlock[] = [
    { kind: 'title', text: record.name },
    { kind: 'subtitle', text: publishedOn(record) },
    { kind: 'rule' },
    ...(record.summary === undefined ? [] : [{ kind: 'paragraph' as const, text: record.summary }]),
    ...record.sections.flatMap((section): DocumentBlock[] => [
      { kind: 'heading', text: section.heading },
      { kind: 'paragraph', text: section.text },
    ]),
  ];
  return renderTextPdf({
    title: record.name,
    language: record.languageCode,
    blocks,
    footer: `EPC Updates | ${record.name}`,
    created: new Date(record.lastModified),
  });
}
