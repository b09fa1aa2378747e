/** The 304 of a catalogue answer, for the routes' response schemas (documentation: there is no body). */
import { Type } from '@fastify/type-provider-typebox';

export const notModifiedSchema = Type.Unknown({
  description:
    'Not modified, no body: If-None-Match holds the ETag of the current answer (catalogue version and request), ' +
    'so the copy the client holds is current.',
});
