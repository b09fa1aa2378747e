/** GET /api/health: the PWA probes it to decide whether it is online. */
export const healthSchema = {
  response: {
    200: {
      type: 'object',
      required: ['status', 'database', 'schemaVersion'],
      properties: {
        status: { type: 'string', enum: ['ok'] },
        database: { type: 'string', enum: ['pglite', 'postgresql'] },
        schemaVersion: { type: 'integer' },
      },
    },
  },
} as const;
