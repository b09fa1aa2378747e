/**
 * An EpcUpdates custom object as the news routes read it. The row's data is whatever an
 * administrator stored through the data API, so each field is checked here rather than
 * trusted: a record without a name or language is not news the app can show.
 *
 * Beyond the spec's fields (c_name, c_languageCode, c_fileUrl, lastModified) a record may
 * carry c_fileName and either c_filePath, the PDF an admin uploaded (in the file storage,
 * src/server/files), or its text, c_summary and c_sections ({ heading, text }), from which
 * the item's PDF is drawn (news-pdf.ts).
 */
import type { NewsItem } from '../../../domain/shell/news-contracts';
import type { CustomObjectRow } from '../../commerce/data-api/custom-objects/custom-object-repository';
import { isoTime } from '../../commerce/shop-api/iso-time';

export const newsObjectType = 'EpcUpdates';

export interface NewsSection {
  heading: string;
  text: string;
}

export interface NewsRecord {
  key: string;
  name: string;
  languageCode: string;
  fileName: string;
  /** The uploaded PDF in the file storage; undefined when the PDF is drawn from the text. */
  filePath: string | undefined;
  lastModified: string;
  summary: string | undefined;
  sections: NewsSection[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function sectionsOf(value: unknown): NewsSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((section: unknown) => {
    if (typeof section !== 'object' || section === null) return [];
    const heading = text('heading' in section ? section.heading : undefined);
    const body = text('text' in section ? section.text : undefined);
    return heading !== undefined && body !== undefined ? [{ heading, text: body }] : [];
  });
}

export function newsRecordOf(row: CustomObjectRow): NewsRecord | undefined {
  const name = text(row.data['c_name']);
  const languageCode = text(row.data['c_languageCode']);
  if (name === undefined || languageCode === undefined) return undefined;
  return {
    key: row.key,
    name,
    languageCode,
    fileName: text(row.data['c_fileName']) ?? `${row.key}.pdf`,
    filePath: text(row.data['c_filePath']),
    lastModified: isoTime(row.last_modified),
    summary: text(row.data['c_summary']),
    sections: sectionsOf(row.data['c_sections']),
  };
}

/** Where an item's file is served; every item's file comes from this server's own route. */
export const newsFileUrl = (key: string) => `/api/news/files/${encodeURIComponent(key)}`;

export function newsItemOf(record: NewsRecord): NewsItem {
  return {
    key_value_string: record.key,
    c_name: record.name,
    c_fileName: record.fileName,
    c_fileUrl: newsFileUrl(record.key),
    last_modified: record.lastModified,
  };
}
