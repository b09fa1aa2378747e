/**
 * The code cites the specification as "shell spec, section N" or "catalogue spec, section N"
 * (docs/spec/README.md). A citation that names no document, or a section the document does
 * not have, sends the reader nowhere: every citation in src, sw and tests must resolve.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const documents = {
  shell: 'shell-session-bookmarks.md',
  catalogue: 'catalogue-registration-admin-pricing.md',
} as const;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Section numbers ("## 3. ...") of one specification document. */
function sectionNumbers(document: string): Set<number> {
  const text = readFileSync(join(repoRoot, 'docs/spec', document), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** Comment line breaks (" * " and "// ") joined, so a citation split over two lines reads whole. */
const joinCommentLines = (text: string) => text.replace(/\n\s*(\*(?!\/)|\/\/)\s*/g, ' ');

interface Citation {
  file: string;
  text: string;
  document: keyof typeof documents | undefined;
  sections: number[];
}

function citationsIn(file: string): Citation[] {
  const text = joinCommentLines(readFileSync(file, 'utf8'));
  return [...text.matchAll(/(\w+)?\s*\bspec,? sections? (\d+(?:(?:, | and |-)\d+)*)/gi)].map((match) => {
    const named = match[1]?.toLowerCase();
    return {
      file: relative(repoRoot, file),
      text: match[0],
      document: named === 'shell' || named === 'catalogue' ? named : undefined,
      sections: (match[2] ?? '').split(/, | and |-/).map(Number),
    };
  });
}

describe('citations of the specification in the code', () => {
  const citations = ['src', 'sw', 'tests']
    .flatMap((folder) => sourceFiles(join(repoRoot, folder)))
    .flatMap(citationsIn);
  const sections = { shell: sectionNumbers(documents.shell), catalogue: sectionNumbers(documents.catalogue) };

  it('are many (the code does cite the specification)', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('each name their document: "shell spec" or "catalogue spec"', () => {
    const unnamed = citations
      .filter(({ document }) => document === undefined)
      .map(({ file, text }) => `${file}: ${text}`);
    expect(unnamed).toEqual([]);
  });

  it('each name sections their document has', () => {
    const missing = citations
      .filter(
        ({ document, sections: cited }) =>
          document !== undefined && cited.some((section) => !sections[document].has(section)),
      )
      .map(({ file, text }) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });
});
