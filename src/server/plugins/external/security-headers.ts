/**
 * Security headers on every reply, with a content security policy that allows only this
 * origin. Styles allow 'unsafe-inline' because Fluent UI's Griffel inserts style rules at
 * run time; workers allow blob: for the PDF viewer's worker.
 *
 * Helmet's middleware is built once, here. @fastify/helmet built it afresh for every request,
 * parsing the policy each time: a third of the garbage a catalogue read made under load
 * (docs/decisions.md, "The server's young generation").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { reportingOrigin } from '../../../domain/errors/error-reporting-policy';

const self = "'self'";

export default fp(
  async (app: FastifyInstance, { errorReportingDsn }: { errorReportingDsn: string | undefined }) => {
    // The error-reporting service, when one is configured, is the only other origin the app talks to.
    const reportTo = errorReportingDsn ? reportingOrigin(errorReportingDsn) : undefined;
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        // Helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP use on a LAN.
        useDefaults: false,
        directives: {
          defaultSrc: [self],
          scriptSrc: [self],
          styleSrc: [self, "'unsafe-inline'"],
          imgSrc: [self, 'data:', 'blob:'],
          fontSrc: [self, 'data:'],
          connectSrc: reportTo ? [self, reportTo] : [self],
          workerSrc: [self, 'blob:'],
          manifestSrc: [self],
          objectSrc: ["'none'"],
          baseUri: [self],
          formAction: [self],
          frameAncestors: ["'none'"],
        },
      },
      // Would block cross-origin images and PDFs that do not send CORP headers.
      crossOriginEmbedderPolicy: false,
    });
    // An error Helmet reports (always an Error, from its policy) goes on to Fastify's error
    // handler, as @fastify/helmet passed it.
    app.addHook('onRequest', (request, reply, done) =>
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  },
  { name: 'security-headers' },
);
