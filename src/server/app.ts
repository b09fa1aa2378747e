/**
 * Builds the Fastify app without listening, so tests drive it through app.inject and only
 * main.ts opens a port. Plugins and routes are loaded by folder (@fastify/autoload, as
 * fastify/demo does), in four stages whose order matters, so each is its own autoload call
 * rather than the alphabetical order of one:
 *
 * 1. plugins/external: third-party plugins that depend on nothing of ours and must see every
 *    request and reply first (security headers, compression), so even a request a later hook
 *    refuses carries the headers.
 * 2. plugins/app: our own plugins, which hook the root before any route exists (a root hook
 *    added after a route's scope was created would miss that route). Where their order
 *    matters within the folder, the fastify-plugin `dependencies` say so and autoload honours
 *    them: input guard before the token check, the token check before the access policy's
 *    route hook, the database before the sign-in limits, and OpenAPI, which adds routes of
 *    its own, after the hooks and the error handler those routes need.
 * 3. routes: every route plugin, one file per mount, in folders named after the URL they serve
 *    (docs/architecture.md). Folder names never become prefixes: the spec fixes each path.
 * 4. plugins/client: the built app and the SPA fallback, last, since the fallback is the
 *    not-found handler of everything above.
 */
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DealerSessionOptions } from './dealer/dealer-sessions';
import type { FileStorage } from './files/file-storage';
import { openFileStorage } from './files/open-file-storage';
import { httpsOptions } from './http/https-options';
import { loggerOptions } from './logging/logger-options';
import { requestChildLogger } from './logging/request-log-bindings';
import { trustProxyOption } from './idp/public-origin';
import { appPluginOptions, clientPluginOptions, externalPluginOptions, routeOptions } from './plugin-options';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The dealer stand-in's token clock and limits; tests set the clock. */
  dealerSessions?: DealerSessionOptions;
  /** Defaults to the storage config.files names; tests pass one that fails on purpose. */
  fileStorage?: FileStorage;
}

// The server runs from TypeScript sources (tsx, vitest). Autoload detects tsx only when it is
// preloaded with --require, as the tsx command does; `node --import tsx` (the bench's start)
// is missed, and autoload would then refuse the .ts files.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';

const folder = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export function buildApp({ config, database, logger, dealerSessions, fileStorage }: BuildAppOptions): FastifyInstance {
  // trustProxy decides whose X-Forwarded-* headers count: the client address the rate limits
  // see and, without PUBLIC_URL, the public origin (idp/public-origin.ts).
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    childLoggerFactory: requestChildLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    ...httpsOptions(config.tls),
  });

  app.register(autoload, { dir: folder('plugins/external'), options: externalPluginOptions(config) });
  app.register(autoload, {
    dir: folder('plugins/app'),
    options: appPluginOptions(config, database, fileStorage ?? openFileStorage(config.files)),
  });
  app.register(autoload, {
    dir: folder('routes'),
    dirNameRoutePrefix: false,
    // Route files end in -route or -routes; schemas and helpers beside them are not plugins.
    matchFilter: /-routes?\.ts$/,
    options: routeOptions(config, dealerSessions),
  });
  app.register(autoload, { dir: folder('plugins/client'), options: clientPluginOptions(config) });
  return app;
}
