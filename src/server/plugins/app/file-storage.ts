/** Makes the file storage (src/server/files) available to every route as app.fileStorage. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../../files/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export interface FileStoragePluginOptions {
  fileStorage: FileStorage;
}

export default fp(
  async (app: FastifyInstance, options: FileStoragePluginOptions) => {
    app.decorate('fileStorage', options.fileStorage);
  },
  { name: 'file-storage' },
);
