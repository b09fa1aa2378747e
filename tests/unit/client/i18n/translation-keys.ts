// Finds every t('key', 'English wording') in the client source and the domain (whose wording
// the server prints too, as receipts), so tests can check that the en-GB file has each key
// with the same wording.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const tCall = /\bt\(\s*'([^']+)'\s*,\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

export const translatedSourceDirs = ['src/client', 'src/domain'] as const;

export function inlineTranslations(dirs: readonly string[] = translatedSourceDirs): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(tCall)) {
      const wording = (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
      found.set(match[1] ?? '', wording);
    }
  }
  return found;
}

export function flatten(messages: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object')
      for (const entry of flatten(value as Record<string, unknown>, path)) flat.set(...entry);
    else flat.set(path, value);
  }
  return flat;
}
