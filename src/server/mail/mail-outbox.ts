/**
 * Where the server's mail goes (today: password reset tokens). Out of band on purpose: a
 * secret that only the mailbox's owner should see must never come back in an HTTP reply.
 * SMTP_URL set: nodemailer sends through that server. Unset: each message is written as an
 * .eml file into MAIL_DIR, which a person running the demo opens with any mail program.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailOutbox {
  send(message: MailMessage): Promise<void>;
}

export function openMailOutbox(config: MailConfig): MailOutbox {
  return config.smtpUrl === undefined ? folderOutbox(config) : smtpOutbox(config, config.smtpUrl);
}

function smtpOutbox(config: MailConfig, smtpUrl: string): MailOutbox {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}

function folderOutbox(config: MailConfig): MailOutbox {
  // streamTransport builds the whole RFC 5322 message (headers, encoding) without a server.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = (await transport.sendMail({ from: config.from, ...message })) as { message: Buffer };
      await mkdir(config.mailDir, { recursive: true });
      // Time first, so a folder listing reads oldest to newest; written aside then renamed,
      // so a reader never sees half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const partial = join(config.mailDir, `.${name}.part`);
      await writeFile(partial, eml, { mode: 0o600 });
      await rename(partial, join(config.mailDir, name));
    },
  };
}
