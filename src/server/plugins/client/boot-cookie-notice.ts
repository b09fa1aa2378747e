/**
 * The cookie notice a page request gets written into the page (issue 19; the markup is
 * domain/shell/boot-cookie-notice.ts): none once the cookieConsent cookie says it was
 * accepted. Its language is the one the app shows a device where no language was chosen: the
 * URL's, or the best match for the browser's languages (Accept-Language) where the app sends
 * a first visit. Where a language was chosen before, on the device, the app's own notice may
 * come in another: it replaces this one with its first render.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseCookies } from 'cookie';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { brands, siteLocaleConfig } from '../../../config/sites';
import { cookieConsentCookie } from '../../../config/shell';
import { defaultLocaleId, localeFileFor } from '../../../domain/i18n/locale-files';
import {
  bootCookieNoticeHtml,
  isWholeWording,
  readCookieNoticeWording,
  type CookieNoticeWording,
} from '../../../domain/shell/boot-cookie-notice';
import type { ClientConfig } from '../../../domain/shell/client-config';
import { firstVisitUrl, localeInForce } from '../../../domain/site-locale/locale-in-force';
import { resolveSiteFromUrl } from '../../../domain/site-locale/resolve';
import { withUrlModes } from '../../../domain/site-locale/url-config';

export type BootCookieNotice = (request: FastifyRequest) => Promise<string>;

export function bootCookieNotice(localesDir: string, clientConfig: ClientConfig): BootCookieNotice {
  const config = withUrlModes(siteLocaleConfig, { site: clientConfig.siteUrlMode, locale: clientConfig.localeUrlMode });
  // A handful of small files, each read once: a changed translation comes with a restart.
  const wordings = new Map<string, Promise<Partial<CookieNoticeWording>>>();
  const wordingOf = (fileId: string) => {
    let wording = wordings.get(fileId);
    if (!wording) {
      wording = readFile(join(localesDir, `${fileId}.json`), 'utf8')
        .then((text) => readCookieNoticeWording(JSON.parse(text)))
        .catch(() => ({}));
      wordings.set(fileId, wording);
    }
    return wording;
  };

  return async (request) => {
    if (parseCookies(request.headers.cookie ?? '')[cookieConsentCookie] === 'true') return '';
    const device = { chosen: undefined, browserLanguages: new Negotiator(request.raw).languages() };
    const url = firstVisitUrl(request.url, config, device) ?? request.url;
    const locale = localeInForce(url, config, device);
    const brand = brands.find(({ siteId }) => siteId === resolveSiteFromUrl(url, config).id);
    // A locale without a file of its own shows the app's inline English, which en-GB's file holds.
    const [own, english] = await Promise.all([
      wordingOf(localeFileFor(locale.id) ?? defaultLocaleId),
      wordingOf(defaultLocaleId),
    ]);
    const wording = { ...english, ...own };
    if (!brand || !isWholeWording(wording)) return '';
    return bootCookieNoticeHtml(wording, locale.id, brand.primaryColour);
  };
}
