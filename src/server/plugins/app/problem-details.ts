/**
 * Turns every thrown error into a problem reply: schema failures into 400 with a sentence
 * naming the field, other client errors with their message, and server faults into the
 * generic message (logged with the stack, which never reaches the client).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describeValidationError } from '../../http/describe-validation-error';
import { genericErrorDetail, sendProblem } from '../../http/problem-details';

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation !== undefined) {
        return sendProblem(reply, 400, describeValidationError(error.validation, error.validationContext, request));
      }
      const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendProblem(reply, status, genericErrorDetail);
      }
      return sendProblem(reply, status, error.message);
    });
  },
  { name: 'problem-details' },
);
