/** The demo catalogue's words in every language it carries: the 29 of the catalogue spec, section 9. */
import type { CatalogueVocabulary } from './catalogue-vocabulary-type';
import { vocabulary as cs } from './cs';
import { vocabulary as da } from './da';
import { vocabulary as deDE } from './de-de';
import { vocabulary as el } from './el';
import { vocabulary as enGB } from './en-gb';
import { vocabulary as esES } from './es-es';
import { vocabulary as esMX } from './es-mx';
import { vocabulary as frCA } from './fr-ca';
import { vocabulary as frFR } from './fr-fr';
import { vocabulary as hi } from './hi';
import { vocabulary as hu } from './hu';
import { vocabulary as id } from './id';
import { vocabulary as itIT } from './it-it';
import { vocabulary as jaJP } from './ja-jp';
import { vocabulary as koKP } from './ko-kp';
import { vocabulary as nl } from './nl';
import { vocabulary as noNO } from './no-no';
import { vocabulary as plPL } from './pl-pl';
import { vocabulary as ptBR } from './pt-br';
import { vocabulary as ptPT } from './pt-pt';
import { vocabulary as ro } from './ro';
import { vocabulary as ruRU } from './ru-ru';
import { vocabulary as sv } from './sv';
import { vocabulary as th } from './th';
import { vocabulary as tr } from './tr';
import { vocabulary as vi } from './vi';
import { vocabulary as zhCN } from './zh-cn';
import { vocabulary as zhHK } from './zh-hk';
import { vocabulary as zhTW } from './zh-tw';

export type { CatalogueVocabulary, FeatureCode } from './catalogue-vocabulary-type';

/** In the spec's order of the languages, English first. */
export const vocabularies = {
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
} as const satisfies Record<string, CatalogueVocabulary>;

export type CatalogueLanguage = keyof typeof vocabularies;
