/**
 * Brotli or gzip for replies of 1 KB and more, whichever the client prefers. After the
 * security headers, as the app always registered it.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compression', dependencies: ['security-headers'] },
);
