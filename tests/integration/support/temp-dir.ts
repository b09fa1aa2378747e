/** Throw-away folders for one test's data, static files or locale files. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function makeTempDir(purpose: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `parts-catalogue-${purpose}-`));
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}
