/**
 * Parses application/x-www-form-urlencoded bodies (OAuth token requests, the sign-in form)
 * in the scope that registers it. A repeated parameter is refused: OAuth 2.0 (RFC 6749,
 * section 3.1) forbids it, and silently picking one copy hides tampering.
 */
import type { FastifyInstance } from 'fastify';

export const formBodyLimit = 16 * 1024;

export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (Object.hasOwn(fields, name)) {
          done(
            Object.assign(new Error(`The parameter ${name} is given more than once.`), { statusCode: 400 }),
            undefined,
          );
          return;
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}
