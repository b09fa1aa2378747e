/**
 * The limits of a price file (issue 16): a whole market's price list must fit, so 100,000
 * rows work with room to spare; anything larger is refused before it is parsed.
 */
export const priceFileLimits = {
  /** Characters of the file's text (about 16 MB: 100,000 XML rows are about 12 MB). */
  maxCharacters: 16 * 1024 * 1024,
  maxRows: 200_000,
  /** Row errors a preview or a refused apply lists; the count says how many there are in all. */
  maxListedErrors: 200,
  /** Rows a preview shows of the file. */
  previewRows: 20,
} as const;

/** The request body may carry the file plus its JSON escaping and the other fields. */
export const priceFileBodyLimit = priceFileLimits.maxCharacters * 2 + 4096;
