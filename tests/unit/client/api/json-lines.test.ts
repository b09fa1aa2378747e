import { describe, expect, it } from 'vitest';
import { createLineSplitter, readJsonLines } from '../../../../src/client/api/catalogue/json-lines';

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('reading a stream of JSON lines', () => {
  it('joins a record split across chunks, and counts each line in bytes with its newline', async () => {
    const text = '{"n":0,"a":"x"}\n{"n":1,"b":"é–ü"}\n{"n":2}\n';
    const whole = bytes(text);
    // Every split point, including inside the multi-byte characters.
    for (let cut = 1; cut < whole.length; cut += 1) {
      const lines = [];
      for await (const line of readJsonLines<{ n: number }>(streamOf([whole.slice(0, cut), whole.slice(cut)])))
        lines.push(line);
      expect(lines.map((line) => line.line)).toEqual([{ n: 0, a: 'x' }, { n: 1, b: 'é–ü' }, { n: 2 }]);
      expect(lines.reduce((sum, line) => sum + line.bytes, 0)).toBe(whole.length);
    }
  });

  it('reads a stream that arrives a byte at a time', async () => {
    const whole = bytes('{"a":1}\n{"b":[1,2,3]}\n');
    const lines = [];
    for await (const { line } of readJsonLines(streamOf([...whole].map((byte) => new Uint8Array([byte])))))
      lines.push(line);
    expect(lines).toEqual([{ a: 1 }, { b: [1, 2, 3] }]);
  });

  it('answers the last line even without its newline, and nothing for an empty stream', () => {
    const splitter = createLineSplitter();
    expect(splitter.push(bytes('{"a":1}\n{"b"'))).toEqual([{ text: '{"a":1}', bytes: 8 }]);
    expect(splitter.push(bytes(':2}'))).toEqual([]);
    expect(splitter.end()).toEqual([{ text: '{"b":2}', bytes: 7 }]);
    expect(createLineSplitter().end()).toEqual([]);
  });

  it('fails as the stream fails, after the lines that arrived whole', async () => {
    let sent = false;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(bytes('{"a":1}\n{"b":'));
        } else controller.error(new TypeError('network error'));
      },
    });
    const lines: unknown[] = [];
    await expect(
      (async () => {
        for await (const { line } of readJsonLines(cut)) lines.push(line);
      })(),
    ).rejects.toThrow('network error');
    expect(lines).toEqual([{ a: 1 }]);
  });
});
