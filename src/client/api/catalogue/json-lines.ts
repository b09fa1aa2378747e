/**
 * Splits a byte stream of JSON lines into lines, each with its size in bytes. Split on the
 * newline byte before decoding: a newline never occurs inside a multi-byte UTF-8 character,
 * so a character cut between two chunks is never decoded in halves, and the byte count is the
 * server's own (the vehicle download's progress and resume are counted in those bytes).
 */
const newline = 0x0a;

export interface JsonLine {
  text: string;
  bytes: number;
}

/** Feeds chunks in, answers the lines each chunk completes; `end` answers a last unterminated line. */
export function createLineSplitter() {
  const decoder = new TextDecoder();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;

  const takePending = (tail: Uint8Array): JsonLine => {
    const whole = new Uint8Array(pendingBytes + tail.length);
    let offset = 0;
    for (const part of pending) {
      whole.set(part, offset);
      offset += part.length;
    }
    whole.set(tail, offset);
    pending = [];
    pendingBytes = 0;
    // + 1: the newline belongs to the line's size, as the server counts it.
    return { text: decoder.decode(whole), bytes: whole.length + 1 };
  };

  return {
    push(chunk: Uint8Array): JsonLine[] {
      const lines: JsonLine[] = [];
      let start = 0;
      for (let end = chunk.indexOf(newline); end !== -1; end = chunk.indexOf(newline, start)) {
        lines.push(takePending(chunk.subarray(start, end)));
        start = end + 1;
      }
      if (start < chunk.length) {
        // Copied: the reader may reuse the chunk's buffer.
        pending.push(chunk.slice(start));
        pendingBytes += chunk.length - start;
      }
      return lines;
    },
    end(): JsonLine[] {
      if (pendingBytes === 0) return [];
      const { text, bytes } = takePending(new Uint8Array(0));
      return [{ text, bytes: bytes - 1 }];
    },
  };
}

/** The lines of a stream as they arrive, parsed; an unterminated last line is parsed too. */
export async function* readJsonLines<Line>(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ line: Line; bytes: number }> {
  const splitter = createLineSplitter();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const lines = done ? splitter.end() : splitter.push(value);
      for (const { text, bytes } of lines) yield { line: JSON.parse(text) as Line, bytes };
      if (done) return;
    }
  } finally {
    // A caller that stops early (a cancel, a bad record) lets go of the connection.
    await reader.cancel().catch(() => undefined);
  }
}
