/**
 * Every error reply is an RFC 9457 problem: the client recognises a server error by its
 * type, title and detail, and shows the detail to the user, so details are plain words.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
}

export const problemContentType = 'application/problem+json; charset=utf-8';

/** The spec's generic message (catalogue spec, section 8); server faults never say more. */
export const genericErrorDetail = 'Something went wrong. Try again!';

export function problemFor(status: number, detail: string): ProblemDetails {
  // about:blank means "no more than the status says", so the title is the status phrase.
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail };
}

export function sendProblem(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type(problemContentType).send(problemFor(status, detail));
}
