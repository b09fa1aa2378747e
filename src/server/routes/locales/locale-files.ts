/**
 * The translation files in the locales folder: which file a locale id names (any letter case,
 * '_' for '-', 'in' for id.json) and its content, undefined when there is none. Read by the
 * locales route, and by the server where it words something itself (receipts).
 */
import { readdir, readFile } from 'node:fs/promises';

/** Locale ids the spec lists under an older code, and the file that holds them. */
const aliases: Readonly<Record<string, string>> = { 'in.json': 'id.json' };

/** The file in the folder that `fileName` names, whatever its separator or letter case. */
export async function storedFileName(localesDir: string, fileName: string): Promise<string | undefined> {
  const wanted = fileName.replace('_', '-').toLowerCase();
  const canonical = aliases[wanted] ?? wanted;
  let files: string[];
  try {
    files = await readdir(localesDir);
  } catch {
    return undefined;
  }
  return files.find((file) => file.toLowerCase() === canonical);
}

export async function readLocaleFile(filePath: string): Promise<Buffer | undefined> {
  try {
    return await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
}
