/**
 * Files in a local folder (FILES_DIR, by default files/ in the data folder). A new file is
 * written to a temporary name and linked into place, so a reader never sees half a file and
 * link's EEXIST refuses an overwrite even when two uploads race. Every path is resolved and
 * checked to stay inside the folder, although the routes have checked it already.
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { FileExistsError, type FileStorage, type StoredFile } from './file-storage';

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The folder keeps no metadata beside the file, so the type is read back from the name. */
function contentTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export function localFileStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const place = (path: string) => {
    const full = resolve(root, path);
    const inside = relative(root, full);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) {
      throw new Error(`The path ${path} leaves the file storage.`);
    }
    return full;
  };

  return {
    description: `local folder ${root}`,
    async create(path, body) {
      const target = place(path);
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.upload-${randomUUID()}`);
      await writeFile(temporary, body, { flag: 'wx' });
      try {
        await link(temporary, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(path);
        throw error;
      } finally {
        await unlink(temporary);
      }
    },
    async read(path): Promise<StoredFile | undefined> {
      try {
        return { body: await readFile(place(path)), contentType: contentTypeOf(path) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(path) {
      try {
        return (await stat(place(path))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(path) {
      try {
        await unlink(place(path));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
