/**
 * Catalogue answers with ETags, 304s and a bounded cache of hot answers (issue 19;
 * docs/architecture.md, "Catalogue cache"). A catalogue answer depends only on the catalogue
 * data, the route and what the caller asked (body or path, language included); not on who
 * asks, once the access policy has let them in, which its onRequest hook does before any
 * handler runs (plugins/app/route-access.ts), so a refused caller never reaches this. Its
 * ETag is a hash of the catalogue version, the route and that request, and the same key finds
 * it in the cache; answers of other versions never match and are dropped when it moves.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../http/if-none-match';
import { chooseEncoding } from '../catalogue/vehicle-download/encoded-line-stream';
import { AnswerCache, type AnswerEncoding, type CachedAnswer } from './answer-cache';
import type { CatalogueVersionWatch } from './catalogue-version-watch';

/** A computed answer, ready to keep: its bytes and how to send them. */
export interface CatalogueAnswer {
  bytes: Buffer;
  contentType: string;
  headers?: Record<string, string>;
}

export interface CatalogueRequest {
  /** The route, as the policy names it ('POST /catalogue/api/v1/search'). */
  route: string;
  /** Everything the answer depends on besides the data: the normalised body or path. */
  dependsOn: unknown;
  cacheControl: string;
}

const jsonContentType = 'application/json; charset=utf-8';

/** Keys sorted at every level, so two bodies that differ only in key order share an answer. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// Browsers send a handful of distinct Accept-Encoding headers; parsing each once is enough.
const encodingByHeader = new Map<string, AnswerEncoding | undefined>();
function encodingFor(header: string | undefined): AnswerEncoding | undefined {
  const text = header ?? '';
  if (encodingByHeader.has(text)) return encodingByHeader.get(text);
  const chosen = chooseEncoding(text);
  const encoding = chosen === 'identity' ? undefined : chosen;
  if (encodingByHeader.size < 64) encodingByHeader.set(text, encoding);
  return encoding;
}

export class CatalogueCache {
  readonly answers: AnswerCache;

  constructor(
    readonly versions: CatalogueVersionWatch,
    maxBytes: number,
  ) {
    this.answers = new AnswerCache(maxBytes);
    versions.onChange(() => this.answers.clear());
  }

  /** A JSON answer serialised by the route's own response schema, as Fastify would send it. */
  static json(reply: FastifyReply, payload: unknown): CatalogueAnswer {
    const serialised = reply.serialize(payload);
    const bytes = typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as ArrayBuffer);
    return { bytes, contentType: jsonContentType };
  }

  /**
   * Answers 304 when the caller holds the current answer, else the kept answer, else what
   * compute makes (kept for next time). compute may send a problem itself (a 404), which is
   * neither kept nor tagged.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    asked: CatalogueRequest,
    compute: () => Promise<CatalogueAnswer | FastifyReply>,
  ): Promise<FastifyReply> {
    const version = this.versions.version;
    if (version === undefined) {
      const answer = await compute();
      return isReply(answer)
        ? answer
        : reply.header('cache-control', asked.cacheControl).type(answer.contentType).send(answer.bytes);
    }
    const key = `${asked.route}\n${canonicalJson(asked.dependsOn)}`;
    const etag = `"${version}-${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', asked.cacheControl).send();
    }
    let cached = this.answers.get(key);
    if (cached === undefined || cached.etag !== etag) {
      const answer = await compute();
      if (isReply(answer)) return answer;
      cached = {
        etag,
        contentType: answer.contentType,
        cacheControl: asked.cacheControl,
        headers: answer.headers ?? {},
        identity: answer.bytes,
        encoded: {},
      };
      // Kept only if the version did not move while it was computed: it might hold either.
      if (this.versions.version === version) this.answers.set(key, cached);
    }
    return this.sendKept(request, reply, key, cached);
  }

  private sendKept(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer): FastifyReply {
    const { bytes, encoding } = this.answers.bytesFor(key, answer, encodingFor(request.headers['accept-encoding']));
    reply
      .header('etag', answer.etag)
      .header('cache-control', answer.cacheControl)
      .header('vary', 'accept-encoding')
      .headers(answer.headers)
      .type(answer.contentType);
    // Set, @fastify/compress leaves the bytes as they are (they are compressed already).
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  }
}

function isReply(answer: CatalogueAnswer | FastifyReply): answer is FastifyReply {
  return !('bytes' in answer && Buffer.isBuffer(answer.bytes));
}
