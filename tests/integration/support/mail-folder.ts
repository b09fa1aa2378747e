/** Reads the mail the server wrote to its mail folder (MAIL_DIR), as a person would open it. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReadMail {
  to: string;
  subject: string;
  /** The message as written: headers, blank line, body. */
  raw: string;
}

export async function readMailFolder(mailDir: string): Promise<ReadMail[]> {
  const names = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(mailDir, name), 'utf8');
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { to: header('To'), subject: header('Subject'), raw };
    }),
  );
}

/** The password reset tokens mailed for a login, in no particular order. */
export async function resetTokensFor(mailDir: string, login: string): Promise<string[]> {
  const mails = (await readMailFolder(mailDir)).map((mail) => mail.raw.replace(/\r\n/g, '\n').replace(/=\n/g, ''));
  return mails
    .filter((raw) => raw.includes(`login ${login}.`))
    .flatMap((raw) => /valid once for \d+ minutes:\n\n([A-Za-z0-9_-]+)\n/.exec(raw)?.[1] ?? []);
}
