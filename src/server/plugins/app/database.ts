/** Makes the opened database available to every route as app.database. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  database: Database;
}

// The caller opened the database and closes it; the app only borrows it.
export default fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    app.decorate('database', options.database);
  },
  { name: 'database' },
);
