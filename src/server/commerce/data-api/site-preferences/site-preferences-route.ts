/**
 * GET site_preferences/preference_groups/:group/:environment/preferences/:name (catalogue
 * spec, section 7): a site preference with its site_values. An environment that does not
 * exist answers 404 'Environment not found' (section 8), an unknown group or name 404 too.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../../../http/problem-details';
import { findSitePreference } from './site-preferences';
import { sitePreferenceReadSchema } from './site-preferences-schema';

export default async function sitePreferencesRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/site_preferences/preference_groups/:group/:environment/preferences/:name',
    { schema: sitePreferenceReadSchema },
    async (request, reply) => {
      const { group, environment, name } = request.params;
      const lookup = findSitePreference(group, environment, name);
      return lookup.kind === 'found' ? lookup.preference : sendProblem(reply, 404, lookup.detail);
    },
  );
}
