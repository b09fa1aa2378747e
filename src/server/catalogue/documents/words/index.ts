/** The catalogue documents' words in every language they are written in: the 29 of the catalogue spec, section 9. */
import type { DocumentWords } from './document-words-type';
import { documentWords as cs } from './cs';
import { documentWords as da } from './da';
import { documentWords as deDE } from './de-de';
import { documentWords as el } from './el';
import { documentWords as enGB } from './en-gb';
import { documentWords as esES } from './es-es';
import { documentWords as esMX } from './es-mx';
import { documentWords as frCA } from './fr-ca';
import { documentWords as frFR } from './fr-fr';
import { documentWords as hi } from './hi';
import { documentWords as hu } from './hu';
import { documentWords as id } from './id';
import { documentWords as itIT } from './it-it';
import { documentWords as jaJP } from './ja-jp';
import { documentWords as koKP } from './ko-kp';
import { documentWords as nl } from './nl';
import { documentWords as noNO } from './no-no';
import { documentWords as plPL } from './pl-pl';
import { documentWords as ptBR } from './pt-br';
import { documentWords as ptPT } from './pt-pt';
import { documentWords as ro } from './ro';
import { documentWords as ruRU } from './ru-ru';
import { documentWords as sv } from './sv';
import { documentWords as th } from './th';
import { documentWords as tr } from './tr';
import { documentWords as vi } from './vi';
import { documentWords as zhCN } from './zh-cn';
import { documentWords as zhHK } from './zh-hk';
import { documentWords as zhTW } from './zh-tw';

export type { DocumentSection, DocumentWords } from './document-words-type';

const documentWordsByLanguage: Readonly<Record<string, DocumentWords>> = {
  'en-GB': enGB,
  'fr-FR': frFR,
  'de-DE': deDE,
  hi: hi,
  'pt-BR': ptBR,
  'fr-CA': frCA,
  cs: cs,
  da: da,
  el: el,
  'es-ES': esES,
  hu: hu,
  id: id,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KP': koKP,
  'es-MX': esMX,
  nl: nl,
  'no-NO': noNO,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  ro: ro,
  'ru-RU': ruRU,
  sv: sv,
  th: th,
  tr: tr,
  vi: vi,
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
};

/** The words of a document in the language, or in English when it has none. */
export function documentWordsIn(langCode: string): { language: string; words: DocumentWords } {
  // Matched without regard to case, as the catalogue's langCode is ('fr-fr' is fr-FR).
  const language = Object.keys(documentWordsByLanguage).find((code) => code.toLowerCase() === langCode.toLowerCase());
  const words = language === undefined ? undefined : documentWordsByLanguage[language];
  return language === undefined || words === undefined ? { language: 'en-GB', words: enGB } : { language, words };
}

export const documentLanguages = Object.keys(documentWordsByLanguage);
