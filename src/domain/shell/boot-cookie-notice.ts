/**
 * The cookie notice as the server writes it into the page it sends (issue 19): a first visit
 * sees it, in its language, from the first paint, seconds before a slow phone has run the app's
 * scripts. The app's own notice (client/app/shell/cookie-notice) replaces it with its first
 * render, so this one only has to look the same: the same wording from the same translation
 * file, laid out by index.html's boot styles. Like the rest of the boot skeleton it is hidden
 * from assistive technology, and its button is a picture of the app's, which does nothing
 * until the app has taken over.
 */
import { brandRamp } from '../brand/brand-ramp';
import { escapeMarkup } from '../text/escape-markup';

export interface CookieNoticeWording {
  heading: string;
  body: string;
  policy: string;
  accept: string;
}

/** Where the app's notice finds each text in a translation file. */
const cookieNoticeSection = 'cookieNotice';

/** Where the server puts the notice in index.html's boot skeleton. */
export const bootCookieNoticeMarker = '<!--boot-cookie-notice-->';

const wordingKeys = ['heading', 'body', 'policy', 'accept'] as const;

/** The texts a translation file's parsed JSON holds; those it lacks (or holds as non-text) are left out. */
export function readCookieNoticeWording(translations: unknown): Partial<CookieNoticeWording> {
  const section = (translations as Record<string, unknown> | null)?.[cookieNoticeSection];
  if (typeof section !== 'object' || section === null) return {};
  const texts = section as Record<string, unknown>;
  return Object.fromEntries(wordingKeys.flatMap((key) => (typeof texts[key] === 'string' ? [[key, texts[key]]] : [])));
}

/** Whether every text is there. */
export function isWholeWording(wording: Partial<CookieNoticeWording>): wording is CookieNoticeWording {
  return wordingKeys.every((key) => typeof wording[key] === 'string');
}

/**
 * The notice's markup, every text escaped, in the brand's colours as the app's Fluent theme
 * gives them: the link in the ramp's shade 70, the button in its shade 80 (the brand colour).
 */
export function bootCookieNoticeHtml(wording: CookieNoticeWording, localeId: string, brandColour: string): string {
  const ramp = brandRamp(brandColour);
  return (
    `<section class="boot-notice" lang="${escapeMarkup(localeId)}">` +
    `<div class="boot-notice-text"><h2>${escapeMarkup(wording.heading)}</h2>` +
    `<span>${escapeMarkup(wording.body)} <span style="color:${ramp[70]}">${escapeMarkup(wording.policy)}</span></span></div>` +
    `<span class="boot-notice-button" style="background-color:${ramp[80]}">${escapeMarkup(wording.accept)}</span>` +
    `</section>`
  );
}
