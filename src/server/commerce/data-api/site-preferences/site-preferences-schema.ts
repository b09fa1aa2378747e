/** GET site_preferences/preference_groups/:group/:environment/preferences/:name, typed once with TypeBox. */
import { Type } from '@fastify/type-provider-typebox';
import { problemDetailsSchema } from '../../../http/problem-details-schema';

const params = Type.Object({
  group: Type.String({ minLength: 1, maxLength: 128 }),
  environment: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ minLength: 1, maxLength: 128 }),
});

const sitePreferenceSchema = Type.Object(
  {
    id: Type.String(),
    value_type: Type.String(),
    site_values: Type.Record(Type.String(), Type.String(), { description: 'One value per site id.' }),
  },
  { description: 'A site preference: its value on each site.' },
);

export const sitePreferenceReadSchema = {
  params,
  response: { 200: sitePreferenceSchema, '4xx': problemDetailsSchema },
};
