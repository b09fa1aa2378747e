/**
 * What a request that no route answered gets. A browser opening a deep link of the app
 * (/, /home, /catalogue/x) gets index.html with the deployment's settings written into its
 * head (so the app starts without asking for them), and the client router takes over; API
 * calls, locale files and missing files get a 404 problem instead of a page, so the client and
 * the service worker never mistake HTML for data.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bootCookieNoticeMarker } from '../../../domain/shell/boot-cookie-notice';
import { clientConfigScript, type ClientConfig } from '../../../domain/shell/client-config';
import { sendProblem } from '../../http/problem-details';
import { bootCookieNotice, type BootCookieNotice } from './boot-cookie-notice';

export interface SpaFallbackOptions {
  staticDir: string;
  clientConfig: ClientConfig;
  localesDir: string;
}

export default fp(
  async (app: FastifyInstance, { staticDir, clientConfig, localesDir }: SpaFallbackOptions) => {
    // Read once at start, as whether the client is built at all is: a new build comes with a
    // restart (npm start builds, then serves).
    const appPage = app.clientBuilt
      ? withClientConfig(await readFile(join(staticDir, 'index.html'), 'utf8'), clientConfig)
      : '';
    const cookieNoticeFor = bootCookieNotice(localesDir, clientConfig);
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (!isPageRequest(request, path)) {
        return sendProblem(reply, 404, `There is nothing at ${path}.`);
      }
      if (!app.clientBuilt) {
        return sendProblem(reply, 503, 'The app is not built yet. Run npm run build, then start the server again.');
      }
      // The cookie notice depends on the request's cookie and languages; caches must tell them apart.
      const notice = await cookieNoticeOrNone(request, cookieNoticeFor);
      // A function, so a '$' in a translation is text, never one of replace's patterns.
      const page = appPage.replace(bootCookieNoticeMarker, () => notice);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(page);
    });
  },
  { name: 'spa-fallback', dependencies: ['client-files'] },
);

/**
 * The page with the settings at the end of its head (the app's module scripts run only after
 * the whole page is read). A page without a head is sent as it is; the app then asks for them.
 */
function withClientConfig(indexHtml: string, clientConfig: ClientConfig): string {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd < 0) return indexHtml;
  return `${indexHtml.slice(0, headEnd)}${clientConfigScript(clientConfig)}${indexHtml.slice(headEnd)}`;
}

/** The page still works without the notice: a request it cannot be made for gets none, never an error. */
async function cookieNoticeOrNone(request: FastifyRequest, cookieNoticeFor: BootCookieNotice): Promise<string> {
  try {
    return await cookieNoticeFor(request);
  } catch (error) {
    request.log.warn({ err: error }, 'The cookie notice could not be written into the page');
    return '';
  }
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isUnder(path, '/api') &&
    !isUnder(path, '/locales') &&
    !lastSegment.includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
