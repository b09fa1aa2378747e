/**
 * The demo reset's two lists (src/server/db/demo-reset/demo-reset-tables.ts) must name every
 * table the running server writes: a table added later and left out would keep a test's
 * changes through a reset (or, if it held sign-ins, lose them without anyone deciding so).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keptTables, restoredTables } from '../../../../src/server/db/demo-reset/demo-reset-tables';

const serverDir = fileURLToPath(new URL('../../../../src/server/', import.meta.url));
// The seed writes the demo data itself; the reset's own copy-back is what is being checked.
const seedOnly = ['db/demo-data/', 'db/seed-demo-data.ts', 'db/demo-reset/', 'db/migrate-database.ts'];

async function serverSources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !seedOnly.some((prefix) => relative(serverDir, path).startsWith(prefix)));
}

/** Tables named right after insert into / update / delete from / truncate in the server's SQL. */
async function writtenTables(): Promise<Set<string>> {
  const written = new Set<string>();
  const statement =
    /\b(?:insert\s+into|update|delete\s+from|truncate)\s+([a-z_][a-z0-9_]*)(?=\s*\(|\s+(?:set|where|as|select|values|on|using)\b|\s*,|\s*`|\s*$)/gim;
  for (const path of await serverSources(serverDir)) {
    // Comments say 'update id' and the like in prose; only code counts.
    const source = (await readFile(path, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(statement)) {
      const table = match[1]?.toLowerCase();
      if (table !== undefined && table !== 'set') written.add(table);
    }
  }
  return written;
}

describe('the demo reset’s tables', () => {
  it('name every table the server writes, each in one list only', async () => {
    const listed = new Set<string>([...restoredTables, ...Object.keys(keptTables)]);
    const unlisted = [...(await writtenTables())].filter((table) => !listed.has(table)).sort();
    expect(unlisted).toEqual([]);
    expect(restoredTables.filter((table) => table in keptTables)).toEqual([]);
  });
});
