/**
 * The download's lines as a compressed stream, flushed every 64 KB of input. The app stores
 * what arrives as it arrives and shows progress by it, so the compressor must not sit on a
 * megabyte before sending anything, which is what @fastify/compress's streams do (they never
 * flush before the end). A flush costs a few bytes; at 64 KB the loss is well under 1 %.
 */
import { once } from 'node:events';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type StreamEncoding = 'br' | 'gzip' | 'identity';

const flushEvery = 64 * 1024;

/** Brotli if the caller takes it, else gzip, else none; a q=0 weight refuses a coding. */
export function chooseEncoding(acceptEncoding: string | undefined): StreamEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((entry) => {
      const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
      const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
      return refused || coding === '' ? [] : [coding];
    }),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function compressorFor(encoding: StreamEncoding, sizeHint: number): Transform {
  if (encoding === 'br') {
    // Quality 5: close to the best ratio for this text at a small part of quality 11's time.
    return createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
      },
    });
  }
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return new PassThrough();
}

/** Writes the lines into the stream it answers, as fast as the caller reads; stops if it goes away. */
export function encodedLineStream(lines: Iterable<string>, encoding: StreamEncoding, sizeHint: number): Transform {
  const output = compressorFor(encoding, sizeHint);
  const flush = () =>
    new Promise<void>((resolve) => {
      if (output instanceof PassThrough) resolve();
      else (output as Transform & { flush: (done: () => void) => void }).flush(resolve);
    });
  // Aborted when the stream closes (a caller that went away destroys it), so no wait outlives it.
  const closed = new AbortController();
  output.once('close', () => closed.abort());
  const pump = async () => {
    let unflushed = 0;
    for (const line of lines) {
      if (output.destroyed) return;
      if (!output.write(line)) await once(output, 'drain', { signal: closed.signal });
      unflushed += line.length;
      if (unflushed >= flushEvery) {
        await flush();
        unflushed = 0;
      }
    }
    output.end();
  };
  pump().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
