/**
 * "page n of m" at the foot of each PDF page, in the document's language: the 29 of the
 * catalogue spec, section 9, matched without regard to letter case; English for any other.
 */
const patterns: Readonly<Record<string, string>> = {
  'en-gb': 'page {{page}} of {{pages}}',
  'fr-fr': 'page {{page}} sur {{pages}}',
  'fr-ca': 'page {{page}} sur {{pages}}',
  'de-de': 'Seite {{page}} von {{pages}}',
  hi: 'पृष्ठ {{page}} / {{pages}}',
  'pt-br': 'página {{page}} de {{pages}}',
  'pt-pt': 'página {{page}} de {{pages}}',
  cs: 'strana {{page}} z {{pages}}',
  da: 'side {{page}} af {{pages}}',
  el: 'σελίδα {{page}} από {{pages}}',
  'es-es': 'página {{page}} de {{pages}}',
  'es-mx': 'página {{page}} de {{pages}}',
  hu: '{{page}}/{{pages}}. oldal',
  id: 'halaman {{page}} dari {{pages}}',
  'it-it': 'pagina {{page}} di {{pages}}',
  'ja-jp': '{{page}} / {{pages}} ページ',
  'ko-kp': '{{page}} / {{pages}} 페이지',
  nl: 'pagina {{page}} van {{pages}}',
  'no-no': 'side {{page}} av {{pages}}',
  'pl-pl': 'strona {{page}} z {{pages}}',
  ro: 'pagina {{page}} din {{pages}}',
  'ru-ru': 'страница {{page}} из {{pages}}',
  sv: 'sida {{page}} av {{pages}}',
  th: 'หน้า {{page}} จาก {{pages}}',
  tr: 'sayfa {{page}} / {{pages}}',
  vi: 'trang {{page}} / {{pages}}',
  'zh-tw': '第 {{page}} 頁，共 {{pages}} 頁',
  'zh-cn': '第 {{page}} 页，共 {{pages}} 页',
  'zh-hk': '第 {{page}} 頁，共 {{pages}} 頁',
};

export function pageOf(language: string, page: number, pages: number): string {
  const pattern = patterns[language.toLowerCase()] ?? patterns['en-gb'] ?? '';
  return pattern.replace('{{page}}', String(page)).replace('{{pages}}', String(pages));
}
