/**
 * The bounded in-memory cache of hot catalogue answers (issue 19): the serialised bytes of an
 * answer and, made on first demand and kept beside them, its brotli and gzip forms, so a hot
 * answer is neither serialised nor compressed again. Bounded by the total bytes it holds
 * (CATALOGUE_CACHE_MB); the least recently used answers go first. Every answer belongs to one
 * catalogue version: the owner empties the cache when the version moves.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type AnswerEncoding = 'br' | 'gzip';

export interface CachedAnswer {
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Further headers of the answer (a PDF's content-disposition). */
  headers: Readonly<Record<string, string>>;
  identity: Buffer;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

// What @fastify/compress does for answers it compresses (plugins/external/compression.ts):
// nothing under 1 KB, where the headers would cost more than they save.
const compressionThreshold = 1024;
// Text compresses; a PDF is compressed inside already, as @fastify/compress's type list knows.
const compressible = /^(text\/|application\/([\w.-]+\+)?json\b|image\/svg\+xml\b)/;
// Compressed once per answer and kept, so a better ratio than the per-request default (4) pays.
const brotliQuality = 6;
// Entries' bookkeeping (key, headers, the map's own nodes), counted so many small answers
// cannot outgrow the bound unseen.
const entryOverhead = 512;

const sizeOf = (key: string, answer: CachedAnswer) =>
  entryOverhead +
  key.length * 2 +
  answer.identity.length +
  (answer.encoded.br?.length ?? 0) +
  (answer.encoded.gzip?.length ?? 0);

function encode(bytes: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : gzipSync(bytes);
}

export class AnswerCache {
  private readonly entries: LRUCache<string, CachedAnswer> | undefined;

  /** maxBytes 0 keeps nothing (answers still carry ETags and get 304s). */
  constructor(readonly maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize: maxBytes,
            // One answer may take at most a quarter of the cache, so a few huge ones cannot
            // push out all the hot small ones.
            maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
            sizeCalculation: (answer, key) => sizeOf(key, answer),
          })
        : undefined;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    this.entries?.set(key, answer);
  }

  /** The bytes to send for an encoding the caller accepts, compressing (and keeping) on first use. */
  bytesFor(
    key: string,
    answer: CachedAnswer,
    encoding: AnswerEncoding | undefined,
  ): { bytes: Buffer; encoding?: AnswerEncoding } {
    if (
      encoding === undefined ||
      answer.identity.length < compressionThreshold ||
      !compressible.test(answer.contentType)
    ) {
      return { bytes: answer.identity };
    }
    const known = answer.encoded[encoding];
    if (known !== undefined) return { bytes: known, encoding };
    const bytes = encode(answer.identity, encoding);
    answer.encoded[encoding] = bytes;
    // Set again so the cache counts the new size (and evicts for it); only if still held.
    if (this.entries?.peek(key) === answer) this.entries.set(key, answer);
    return { bytes, encoding };
  }

  clear(): void {
    this.entries?.clear();
  }

  /** Bytes held now, as the bound counts them. */
  get heldBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
