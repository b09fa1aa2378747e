/** Gives every route app.mailOutbox, opened once from the server's mail settings. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../config';
import { openMailOutbox, type MailOutbox } from '../../mail/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export default fp(
  async (app: FastifyInstance, options: { mail: MailConfig }) => {
    app.decorate('mailOutbox', openMailOutbox(options.mail));
  },
  { name: 'mail-outbox' },
);
