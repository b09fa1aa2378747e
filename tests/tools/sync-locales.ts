// npm run locales:sync — rewrites locales/en-GB.json from the English wording written inline
// in the client (t('key', 'English')), and drops from every other locale the keys the app no
// longer uses. Translations of new keys are left to translators: missing ones fall back to
// English at run time.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, inlineTranslations } from '../unit/client/i18n/translation-keys';

type Nested = { [key: string]: string | Nested };

function nest(flat: Map<string, unknown>): Nested {
  const root: Nested = {};
  for (const [path, value] of [...flat].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts.at(-1) ?? ''] = String(value);
  }
  return root;
}

const write = (file: string, messages: Nested) => writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);

const english = inlineTranslations();
write(join('locales', 'en-GB.json'), nest(english));
for (const name of readdirSync('locales').filter((file) => file.endsWith('.json') && file !== 'en-GB.json')) {
  const file = join('locales', name);
  const messages = flatten(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  const kept = new Map([...messages].filter(([key]) => english.has(key)));
  write(file, nest(kept));
  console.log(`${name}: kept ${kept.size} of ${messages.size} keys (${english.size} in en-GB)`);
}
