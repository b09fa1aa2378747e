/**
 * docs/testing.md cannot drift from code that runs: every TypeScript block in it is a quote,
 * marked `<!-- quote: <file>#<region> -->` on the line before, of a region of a browser test
 * or one of its support files (between `// #region <name>` and `// #endregion <name>`), and
 * must equal that region (indentation aside). Those files run in CI (tests/e2e), so an
 * example that stops working fails there, and one edited in only one place fails here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const guide = read('docs/testing.md');

/** Removes the indentation every non-empty line shares. */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const shared = Math.min(...indents);
  return lines.map((line) => line.slice(shared)).join('\n');
}

function region(path: string, name: string): string {
  const source = read(path);
  const start = source.indexOf(`// #region ${name}\n`);
  const end = source.indexOf(`// #endregion ${name}\n`);
  if (start < 0 || end < start) throw new Error(`${path} has no region ${name}`);
  const body = source.slice(source.indexOf('\n', start) + 1, end);
  return dedent(body.replace(/\n[ ]*$/, ''));
}

const quotes = [...guide.matchAll(/<!-- quote: ([^#\s]+)#(\S+) -->\n```ts\n([\s\S]*?)\n```/g)].map((match) => ({
  path: match[1] ?? '',
  name: match[2] ?? '',
  text: match[3] ?? '',
}));

describe('docs/testing.md', () => {
  it('quotes code from files the browser tests run, and has no other TypeScript', () => {
    expect(quotes.length).toBeGreaterThan(5);
    expect([...guide.matchAll(/```ts\n/g)].length).toBe(quotes.length);
    for (const { path } of quotes) expect(path).toMatch(/^tests\/e2e\//);
  });

  it.each(quotes.map((quote) => [`${quote.path}#${quote.name}`, quote] as const))(
    'quotes %s as it is',
    (_name, quote) => {
      expect(quote.text).toBe(region(quote.path, quote.name));
    },
  );

  it('is linked from the README', () => {
    expect(read('README.md')).toContain('](docs/testing.md)');
  });
});
