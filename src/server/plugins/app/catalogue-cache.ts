/**
 * app.catalogueCache: ETags, 304s and the bounded cache of hot catalogue answers (issue 19,
 * src/server/catalogue-cache), with the catalogue version it keys them by. The version is
 * read once at start and then kept in memory (polled on PostgreSQL, where other processes
 * load data too); the poll stops when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueCache } from '../../catalogue-cache/catalogue-cache';
import { CatalogueVersionWatch } from '../../catalogue-cache/catalogue-version-watch';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

export interface CatalogueCachePluginOptions {
  /** CATALOGUE_CACHE_MB: the most the cache of hot answers holds; 0 keeps none. */
  catalogueCacheMb: number;
}

export default fp(
  async (app: FastifyInstance, options: CatalogueCachePluginOptions) => {
    const versions = new CatalogueVersionWatch(app.database, app.log);
    await versions.start();
    app.addHook('onClose', async () => versions.stop());
    app.decorate('catalogueCache', new CatalogueCache(versions, options.catalogueCacheMb * 1024 * 1024));
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
