/** Request schemas of the embedded identity providers' endpoints. */
const text = { type: 'string', maxLength: 2048 } as const;

const authorizeProperties = {
  response_type: text,
  client_id: text,
  redirect_uri: text,
  scope: text,
  state: text,
  nonce: text,
  code_challenge: text,
  code_challenge_method: text,
} as const;

export const authorizeQuerySchema = {
  querystring: {
    type: 'object',
    required: ['client_id', 'redirect_uri'],
    properties: authorizeProperties,
  },
} as const;

export const authorizeFormSchema = {
  body: {
    type: 'object',
    required: ['client_id', 'redirect_uri'],
    properties: {
      ...authorizeProperties,
      username: { type: 'string', maxLength: 256 },
      password: { type: 'string', maxLength: 256 },
    },
  },
} as const;

export const tokenSchema = {
  body: {
    type: 'object',
    required: ['grant_type'],
    properties: {
      grant_type: text,
      code: text,
      redirect_uri: text,
      code_verifier: text,
      client_id: text,
      client_secret: text,
    },
  },
} as const;
