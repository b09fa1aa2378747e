/** GET /locales/:fileName: one translation file, such as en-GB.json. */
export const localeFileSchema = {
  params: {
    type: 'object',
    required: ['fileName'],
    properties: {
      // The pattern also keeps the name inside the locales folder: no slashes, no "..".
      fileName: {
        type: 'string',
        pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,3})?\\.json$',
        examples: ['en-GB.json'],
      },
    },
  },
} as const;

export interface LocaleFileParams {
  fileName: string;
}
