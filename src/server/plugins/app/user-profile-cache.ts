/**
 * app.userProfiles: the profiles the access policy reads, kept in memory while the database's
 * announcements of their changes are heard (src/server/access/user-profile-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UserProfileCache } from '../../access/user-profile-cache';

declare module 'fastify' {
  interface FastifyInstance {
    userProfiles: UserProfileCache;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const profiles = new UserProfileCache(app.database);
    profiles.start();
    app.addHook('onClose', async () => profiles.stop());
    app.decorate('userProfiles', profiles);
  },
  { name: 'user-profile-cache', dependencies: ['database'] },
);
