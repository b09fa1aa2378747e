/**
 * Each request's log lines carry its id (reqId), as with Fastify's own child loggers, but the
 * id joins a line when the line is written, not when the request arrives. pino runs each
 * binding of a new child logger through the redaction of every wildcard path ('*.password',
 * logger-options.ts), parsing each path afresh: for a request that writes no line, as at
 * LOG_LEVEL warn, that was a fifth of the garbage a catalogue read left behind
 * (docs/decisions.md, "The server's young generation").
 */
import type { FastifyServerOptions } from 'fastify';

const requestBindings = Symbol('requestBindings');

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type BoundLogger = ReturnType<ChildLoggerFactory> & { [requestBindings]?: Record<string, unknown> };

/** Fastify's childLoggerFactory: a child without bindings, holding them for requestBindingsMixin. */
export const requestChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  const child: BoundLogger = logger.child({}, options);
  child[requestBindings] = bindings;
  return child;
};

/**
 * pino's mixin: a line written through a request's logger, or a child of it, gets that
 * request's bindings. A fresh object each time, as pino merges the line into it.
 */
export function requestBindingsMixin(_line: object, _level: number, logger: object): Record<string, unknown> {
  return { ...(logger as BoundLogger)[requestBindings] };
}
