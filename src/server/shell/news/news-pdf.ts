/**
 * An EPC news item as a PDF, drawn from its record with the catalogue's PDF writer: the name
 * as title, the date in the item's own language, the summary, then each section.
 */
import { layoutPdfPages, type DocumentBlock } from '../../catalogue/documents/layout-pdf-pages';
import { writePdf } from '../../catalogue/documents/pdf-writer';
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

export function newsPdf(record: NewsRecord): Buffer {
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
  return writePdf({ title: record.name, pages: layoutPdfPages(blocks, `EPC Updates | ${record.name}`) });
}
