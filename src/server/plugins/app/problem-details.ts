/**
 * Turns every thrown error into a problem reply: schema failures into 400 with a sentence
 * naming the field, other client errors with their message, database errors the input caused
 * (SQLSTATE classes 22, 23, 54) into 400/409/413 that say what kind of value was wrong, and
 * server faults into the generic message (logged with the stack, which never reaches the
 * client).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseInputProblem } from '../../http/database-input-error';
import { describeValidationError } from '../../http/describe-validation-error';
import { genericErrorDetail, sendProblem } from '../../http/problem-details';

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation !== undefined) {
        return sendProblem(reply, 400, describeValidationError(error.validation, error.validationContext, request));
      }
      const databaseProblem = databaseInputProblem(error);
      if (databaseProblem !== undefined) {
        // Only the SQLSTATE is logged: the message can quote the offending value.
        request.log.info({ sqlState: databaseProblem.sqlState }, 'database refused the input');
        return sendProblem(reply, databaseProblem.status, databaseProblem.detail);
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
