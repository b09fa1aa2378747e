/**
 * First visit (issue 18): the locale chosen from the browser's languages, best match first.
 * A browser language matches a supported one exactly (any letter case, '_' or '-'); failing
 * that, by language and script (zh-Hant-TW is Traditional Chinese); failing that, by language
 * alone, where the language's main form wins (de, de-AT -> de-DE; pt -> pt-BR; es -> es-ES).
 * The browser's order is the user's order of preference, so its first language with any match
 * wins over a closer match further down.
 */

/** For a language offered in several forms, the form a bare or unmatched region gets. */
const mainForm: Record<string, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-BR',
  zh: 'zh-CN',
};

/** Chinese scripts and regions: Traditional is written in Taiwan and Hong Kong (and Macau). */
const traditionalRegions = new Set(['tw', 'hk', 'mo']);

interface Tag {
  language: string;
  script?: string;
  region?: string;
}

function parseTag(code: string): Tag | undefined {
  const parts = code.trim().replaceAll('_', '-').toLowerCase().split('-');
  const language = parts[0];
  if (language === undefined || !/^[a-z]{2,3}$/.test(language)) return undefined;
  const script = parts.slice(1).find((part) => /^[a-z]{4}$/.test(part));
  const region = parts.slice(1).find((part) => /^([a-z]{2}|\d{3})$/.test(part));
  // 'in' is the old code for Indonesian, 'nb' and 'nn' are the written forms of Norwegian.
  const aliases: Record<string, string> = { in: 'id', nb: 'no', nn: 'no', iw: 'he' };
  return { language: aliases[language] ?? language, script, region };
}

function chineseFor(tag: Tag, supported: readonly string[]): string | undefined {
  const traditional = tag.script === 'hant' || (tag.script === undefined && traditionalRegions.has(tag.region ?? ''));
  if (!traditional) return supported.find((id) => id.toLowerCase() === 'zh-cn');
  const wanted = tag.region === 'hk' || tag.region === 'mo' ? 'zh-hk' : 'zh-tw';
  return supported.find((id) => id.toLowerCase() === wanted) ?? supported.find((id) => id.toLowerCase() === 'zh-tw');
}

/** The supported locale one browser language stands for, or undefined. */
export function matchLanguage(code: string, supported: readonly string[]): string | undefined {
  const tag = parseTag(code);
  if (!tag) return undefined;
  const exact = `${tag.language}${tag.region ? `-${tag.region}` : ''}`;
  if (tag.script === undefined) {
    const found = supported.find((id) => id.toLowerCase() === exact);
    if (found) return found;
  }
  if (tag.language === 'zh') return chineseFor(tag, supported);
  const sameLanguage = supported.filter((id) => id.toLowerCase().split('-')[0] === tag.language);
  if (sameLanguage.length === 0) return undefined;
  const preferred = mainForm[tag.language];
  return sameLanguage.find((id) => id === preferred) ?? sameLanguage[0];
}

/** The best supported locale for the browser's languages, in their order; the fallback when none matches. */
export function negotiateLocale(
  browserLanguages: readonly string[],
  supported: readonly string[],
  fallback: string,
): string {
  for (const code of browserLanguages) {
    const match = matchLanguage(code, supported);
    if (match) return match;
  }
  return fallback;
}
