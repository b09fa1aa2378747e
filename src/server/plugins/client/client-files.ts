/**
 * Serves the built client from the static folder, with cache lifetimes per kind of file.
 * A missing build is not fatal: the API still works, and page requests say what to do.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from '../../http/static-cache-control';

export interface ClientFilesOptions {
  staticDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the static folder holds a built client (index.html). */
    clientBuilt: boolean;
  }
}

export default fp(
  async (app: FastifyInstance, { staticDir }: ClientFilesOptions) => {
    const clientBuilt = existsSync(join(staticDir, 'index.html'));
    app.decorate('clientBuilt', clientBuilt);
    if (!clientBuilt) {
      app.log.warn({ staticDir }, 'the client is not built: pages answer 503 until `npm run build` has run');
      return;
    }
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes .br and .gz copies (vite.config.ts); they are sent when the browser accepts them.
      preCompressed: true,
      // Off so that setHeaders alone decides the lifetime of each file.
      cacheControl: false,
      // '/' is a page like any other: the SPA fallback answers it with the settings written in.
      index: false,
      allowedPath: (pathname) => pathname !== '/',
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlFor(relative(staticDir, filePath).split(sep).join('/')));
      },
    });
  },
  { name: 'client-files' },
);
