/** Schema pieces the catalogue service's routes share. */
export const langCodeSchema = {
  type: 'string',
  pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$',
  examples: ['fr-FR'],
} as const;

export const catHieIdSchema = { type: 'string', minLength: 1, maxLength: 120, pattern: '^[a-z0-9-]+$', examples: ['arden-sb21-2024-m06'] } as const;
