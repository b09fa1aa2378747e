/**
 * What the news and service-message routes answer (shell spec, sections 3 and 7; catalogue
 * spec, section 3: EpcUpdates and EpcServiceMessages). Field names are the spec's.
 */

/** The language news and service messages fall back to, and the one the red indicator asks for. */
export const newsDefaultLanguage = 'en-GB';

/** One EPC news item (EpcUpdates), with its file behind c_fileUrl. */
export interface NewsItem {
  key_value_string: string;
  c_name: string;
  c_fileName: string;
  /** The server's own file route for this item (GET, answers application/pdf). */
  c_fileUrl: string;
  /** ISO 8601; the time a reader's c_epcLatestNewsDateTime is compared with. */
  last_modified: string;
}

/** The news list of a language, newest first; c_languageCode says which language it really is. */
export interface NewsList {
  c_languageCode: string;
  items: NewsItem[];
}

/** The news summary (last-modified lookup): the newest item's time and language. */
export interface NewsSummary {
  last_modified: string;
  c_languageCode: string;
}

/** An answer that carries nothing: there is no news, or no active service message. */
export type EmptyAnswer = Record<string, never>;

/** The system notification of a language: the active service message's text. */
export interface SystemNotification {
  c_messageContent: string;
  /** ISO 8601 or absent (open-ended); lets a copy kept offline hide itself once it is over. */
  c_endDate?: string;
}
