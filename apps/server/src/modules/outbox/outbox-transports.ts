// How a message leaves: SMTP (nodemailer) when SMTP_URL is set, else a local mail drop of .eml files under
// DATA_DIR/outbox that a developer opens with any mail client; SMS always to the drop (no provider yet). Tests inject
// their own transport.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { MessageChannel } from '@bookone/domain';
import nodemailer from 'nodemailer';

/** A message ready to go: its text with the link joined in. */
export interface OutgoingMessage {
  id: number;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
}

export interface DeliveryResult {
  /** What the provider said (the SMTP reply, the file written), kept on the row for the tracker. */
  providerAnswer: string | null;
}

export interface Transport {
  /** Its name on the row (`smtp`, `file`). */
  name: string;
  /** Throws when the message was not accepted; the worker retries. */
  send(message: OutgoingMessage): Promise<DeliveryResult>;
}

/** One transport per channel. */
export type Transports = Record<MessageChannel, Transport>;

/** Stable per row: a message sent twice after a crash (decision 0029) carries the same Message-ID both times. */
export const messageIdOf = (id: number) => `<outbox-${id}@bookone>`;

/** SMTP: nodemailer's own timeouts stay below the worker's lease, so a hung server does not outlive the claim. */
export function smtpTransport(url: string, from: string): Transport {
  const mailer = nodemailer.createTransport(url, {
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(m) {
      const info = await mailer.sendMail({
        from,
        to: m.to,
        subject: m.subject ?? '',
        text: m.text,
        html: m.html ?? undefined,
        messageId: messageIdOf(m.id),
      });
      return { providerAnswer: String(info.response ?? '').slice(0, 500) || null };
    },
  };
}

/** The local mail drop: an .eml file per email (composed by nodemailer, as it would go over SMTP). */
export function fileEmailTransport(dir: string, from: string): Transport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'file',
    async send(m) {
      const info = await composer.sendMail({
        from,
        to: m.to,
        subject: m.subject ?? '',
        text: m.text,
        html: m.html ?? undefined,
        messageId: messageIdOf(m.id),
      });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `message-${m.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { providerAnswer: `written to ${file}` };
    },
  };
}

/** SMS to the drop: a .txt per message with its number and text. */
export function fileSmsTransport(dir: string): Transport {
  return {
    name: 'file',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `message-${m.id}.sms.txt`);
      await writeFile(file, `To: ${m.to}\n\n${m.text}\n`, { mode: 0o600 });
      return { providerAnswer: `written to ${file}` };
    },
  };
}

/** The transports of this process, and a line saying where messages go (printed at start-up). */
export function transportsFromConfig(c: { smtpUrl: string | undefined; smtpFrom: string; dataDir: string }): {
  transports: Transports;
  description: string;
} {
  const dir = join(c.dataDir, 'outbox');
  const sms = fileSmsTransport(dir);
  if (c.smtpUrl) {
    const host = new URL(c.smtpUrl).host;
    return {
      transports: { EMAIL: smtpTransport(c.smtpUrl, c.smtpFrom), SMS: sms },
      description: `Messages: email over SMTP (${host}), SMS to ${dir} (no SMS provider configured)`,
    };
  }
  return {
    transports: { EMAIL: fileEmailTransport(dir, c.smtpFrom), SMS: sms },
    description: `Messages: no SMTP_URL set, email and SMS are written to ${dir} (a local mail drop, nothing leaves this machine)`,
  };
}
