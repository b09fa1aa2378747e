/** The inputs of the news routes (news-routes.ts) and of GET /api/service-message. */

export interface LanguageQuery {
  language: string;
}

/** A locale id as the app's URLs carry it (en-GB, de-DE, nl), an underscore variant (en_GB) too. */
export const languageQuerySchema = {
  querystring: {
    type: 'object',
    required: ['language'],
    properties: {
      language: { type: 'string', pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,3})?$', examples: ['en-GB'] },
    },
  },
} as const;

export interface NewsFileParams {
  key: string;
}

export const newsFileSchema = {
  params: {
    type: 'object',
    required: ['key'],
    properties: {
      key: { type: 'string', minLength: 1, maxLength: 160, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', examples: ['epc-update-2026-11-en-GB'] },
    },
  },
} as const;
