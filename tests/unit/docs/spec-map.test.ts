/**
 * Keeps the codebase map honest: docs/spec-map.md, architecture.md and decisions.md link
 * only files that exist, the map has an entry for every section and subsection of both specification
 * documents in their order, its reverse index names every source folder, and the copies of
 * the specification in docs/spec/ are the originals (when the originals are on this machine:
 * ../shared/spec beside the repository).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const docsDir = join(repoRoot, 'docs');
const specCopyDir = join(docsDir, 'spec');
const originalSpecDir = resolve(repoRoot, '../shared/spec');
const specFiles = ['shell-session-bookmarks.md', 'catalogue-registration-admin-pricing.md'];
const linkedDocuments = ['spec-map.md', 'architecture.md', 'decisions.md'];

const read = (path: string) => readFileSync(path, 'utf8');

/** Markdown link targets that point into the repository (not the web, not an anchor). */
function localLinkTargets(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? target);
}

/** "## 3. Entities ..." and "### Bookmark" headings of a specification document, in order. */
type SpecHeading = { level: 'section' | 'subsection'; text: string };

function specHeadings(markdown: string): SpecHeading[] {
  return markdown.split('\n').flatMap((line): SpecHeading[] => {
    if (/^## \d+\. /.test(line)) return [{ level: 'section', text: line.slice(3).trim() }];
    if (line.startsWith('### ')) return [{ level: 'subsection', text: line.slice(4).trim() }];
    return [];
  });
}

/** The part of spec-map.md for one specification document: from its "## " heading to the next. */
function mapPartFor(specFile: string, map: string): string[] {
  const lines = map.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.includes(specFile));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe('docs/spec copies of the specification', () => {
  for (const file of specFiles) {
    it(`keeps ${file}, and the original's text when the original is here`, () => {
      const copy = join(specCopyDir, file);
      expect(existsSync(copy), copy).toBe(true);
      expect(read(copy).trim().length).toBeGreaterThan(0);
      const original = join(originalSpecDir, file);
      // The originals live outside the repository; on a machine without them the copy stands.
      if (existsSync(original))
        expect(read(copy), `${file} differs from ${original}: copy it again`).toBe(read(original));
    });
  }

  it('says where the copies come from', () => {
    expect(read(join(specCopyDir, 'README.md'))).toContain('shared/spec');
  });
});

describe('links of the codebase map, the architecture and the decisions', () => {
  for (const document of linkedDocuments) {
    it(`${document} links only files and folders that exist`, () => {
      const targets = localLinkTargets(read(join(docsDir, document)));
      expect(targets.length).toBeGreaterThan(10);
      const missing = targets.filter((target) => !existsSync(resolve(docsDir, target)));
      expect(missing).toEqual([]);
    });
  }

  it('spec-map.md names each file by its path from the repository root', () => {
    const map = read(join(docsDir, 'spec-map.md'));
    const misnamed = [...map.matchAll(/\[`?([\w./-]+)`?\]\(([^)\s#]+)\)/g)]
      .map(([link, text = '', target = '']) => ({ link, text, target }))
      .filter(({ text }) => /^(src|sw|tests|docs)\//.test(text))
      .filter(({ text, target }) => relative(repoRoot, resolve(docsDir, target)) !== text.replace(/\/$/, ''))
      .map(({ link }) => link);
    expect(misnamed).toEqual([]);
  });
});

describe('docs/spec-map.md covers the specification', () => {
  const map = read(join(docsDir, 'spec-map.md'));

  for (const file of specFiles) {
    it(`has every section and subsection of ${file}, in the document's order`, () => {
      const part = mapPartFor(file, map);
      expect(part.length, `no "## " part naming ${file}`).toBeGreaterThan(0);
      let position = 0;
      const missing: string[] = [];
      for (const heading of specHeadings(read(join(specCopyDir, file)))) {
        const marker = heading.level === 'section' ? '### ' : '#### ';
        const found = part.findIndex((line, index) => index >= position && line.trim() === `${marker}${heading.text}`);
        if (found < 0) missing.push(`${marker}${heading.text}`);
        else position = found + 1;
      }
      expect(missing).toEqual([]);
    });
  }

  it('has a reverse index entry for every folder of src/domain, src/server, src/client (app and features one level deeper) and sw', () => {
    const reverseIndex = map.slice(map.indexOf('## Reverse index'));
    expect(reverseIndex.length).toBeGreaterThan(0);
    const foldersOf = (parent: string) =>
      readdirSync(join(repoRoot, parent))
        .filter((name) => statSync(join(repoRoot, parent, name)).isDirectory())
        .map((name) => `${parent}/${name}`);
    const layered = ['src/client/app', 'src/client/features'];
    const folders = ['src/domain', 'src/server', 'src/client', ...layered]
      .flatMap(foldersOf)
      .filter((folder) => !layered.includes(folder));
    const unlisted = [...folders, 'sw'].filter((folder) => !reverseIndex.includes(`[${folder}/]`));
    expect(unlisted).toEqual([]);
  });
});
