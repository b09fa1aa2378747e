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
import { clientConfigScript, type ClientConfig } from '../../../domain/shell/client-config';
import { sendProblem } from '../../http/problem-details';

export interface SpaFallbackOptions {
  staticDir: string;
  clientConfig: ClientConfig;
}

export default fp(
  async (app: FastifyInstance, { staticDir, clientConfig }: SpaFallbackOptions) => {
    // Read once at start, as whether the client is built at all is: a new build comes with a
    // restart (npm start builds, then serves).
    const appPage = app.clientBuilt
      ? withClientConfig(await readFile(join(staticDir, 'index.html'), 'utf8'), clientConfig)
      : '';
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (!isPageRequest(request, path)) {
        return sendProblem(reply, 404, `There is nothing at ${path}.`);
      }
      if (!app.clientBuilt) {
        return sendProblem(reply, 503, 'The app is not built yet. Run npm run build, then start the server again.');
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(appPage);
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
