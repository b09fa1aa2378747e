/**
 * The news routes (news-routes.ts) and GET /api/service-message, typed once with TypeBox. The
 * answers' shapes are the domain's (src/domain/shell/news-contracts.ts); the checks at the end
 * of this file keep the two in step.
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { NewsList, NewsSummary, SystemNotification } from '../../../domain/shell/news-contracts';
import { problemDetailsSchema } from '../../http/problem-details-schema';

/** A locale id as the app's URLs carry it (en-GB, de-DE, nl), an underscore variant (en_GB) too. */
const languageQuery = Type.Object({
  language: Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,3})?$', examples: ['en-GB'] }),
});

/** Errors of a route any signed-in shopper (guests included) may read. */
const shopperErrors = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
};

const emptyAnswer = Type.Object({}, { additionalProperties: false, description: 'Nothing to show' });

const newsItem = Type.Object({
  key_value_string: Type.String(),
  c_name: Type.String(),
  c_fileName: Type.String(),
  c_fileUrl: Type.String(),
  last_modified: Type.String(),
});

const newsList = Type.Object({ c_languageCode: Type.String(), items: Type.Array(newsItem) });

const newsSummary = Type.Object({ last_modified: Type.String(), c_languageCode: Type.String() });

const systemNotification = Type.Object({ c_messageContent: Type.String(), c_endDate: Type.Optional(Type.String()) });

export const newsListSchema = {
  description: 'The news list of a language, newest first (en-GB news when the language has none).',
  querystring: languageQuery,
  response: { 200: newsList, ...shopperErrors },
};

export const newsSummarySchema = {
  description: "The newest news item's time and language, or {} when there is no news.",
  querystring: languageQuery,
  response: { 200: Type.Union([newsSummary, emptyAnswer]), ...shopperErrors },
};

export const serviceMessageSchema = {
  description: 'The active service message of a language (or the en-GB one), or {} when none is active.',
  querystring: languageQuery,
  response: { 200: Type.Union([systemNotification, emptyAnswer]), ...shopperErrors },
};

export const newsFileSchema = {
  // The PDF is a Buffer, which Fastify sends as it is; the 200 entry only documents it.
  description: "A news item's file, application/pdf; 404 problem details when there is none.",
  params: Type.Object({
    key: Type.String({
      minLength: 1,
      maxLength: 160,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
      examples: ['epc-update-2026-11-en-GB'],
    }),
  }),
  response: { 200: Type.Unknown({ description: 'application/pdf' }), 404: problemDetailsSchema, ...shopperErrors },
};

// The schemas and the domain's contract describe the same answers.
const sameNewsList: NewsList = {} as Static<typeof newsList>;
const sameSummary: NewsSummary = {} as Static<typeof newsSummary>;
const sameNotification: SystemNotification = {} as Static<typeof systemNotification>;
void [sameNewsList, sameSummary, sameNotification];
