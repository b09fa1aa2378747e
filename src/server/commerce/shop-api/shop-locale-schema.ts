/** A locale as the shop API takes it: 'default' (the site's) or a language with an optional region. */
import { Type } from '@fastify/type-provider-typebox';

export const shopLocaleSchema = Type.String({ pattern: '^(default|[a-z]{2,3}(-[A-Z]{2})?)$', examples: ['en-GB'] });
