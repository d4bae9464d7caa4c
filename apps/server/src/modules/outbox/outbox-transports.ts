// How a message leaves: SMTP (nodemailer) when SMTP_URL is set, else a local mail drop of .eml files under
// DATA_DIR/outbox that a developer opens with any mail client; SMS through Twilio and WhatsApp through Meta's Cloud
// API when configured (outbox-phone-providers.ts), else to the same drop. Tests inject their own transport.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { MessageChannel } from '@bookone/domain';
import nodemailer from 'nodemailer';

import { outboundPolicy } from '../../lib/outbound-http';
import {
  twilioSmsTransport,
  whatsAppTransport,
  type TwilioSettings,
  type WhatsAppSettings,
} from './outbox-phone-providers';
import { smtpRefusal } from './outbox-refusal';

/** A message ready to go: its text with the link joined in. */
export interface OutgoingMessage {
  id: number;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Email only: files sent with it (an invoice's PDF). */
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** The email as nodemailer composes it: the same for SMTP and the drop. */
const mailOf = (from: string, m: OutgoingMessage) => ({
  from,
  to: m.to,
  subject: m.subject ?? '',
  text: m.text,
  html: m.html ?? undefined,
  messageId: messageIdOf(m.id),
  attachments: m.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content),
  })),
});

export interface DeliveryResult {
  /** What the provider said (the SMTP reply, the file written), kept on the row for the tracker. */
  providerAnswer: string | null;
}

export interface Transport {
  /** Its name on the row (`smtp`, `file`). */
  name: string;
  /** Throws when the message was not accepted: the worker retries, unless it is a PermanentRefusal. */
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
      const info = await mailer.sendMail(mailOf(from, m)).catch((err: unknown) => {
        throw smtpRefusal(err);
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
      const info = await composer.sendMail(mailOf(from, m));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `message-${m.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { providerAnswer: `written to ${file}` };
    },
  };
}

/** SMS or WhatsApp to the drop: a .txt per message with its channel, number and text. */
export function fileSmsTransport(dir: string): Transport {
  return {
    name: 'file',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const suffix = m.channel === 'WHATSAPP' ? 'whatsapp' : 'sms';
      const file = join(dir, `message-${m.id}.${suffix}.txt`);
      await writeFile(file, `To: ${m.to}\n\n${m.text}\n`, { mode: 0o600 });
      return {
        providerAnswer: `Not sent (no ${m.channel === 'WHATSAPP' ? 'WhatsApp' : 'SMS'} provider configured): written to ${file}`,
      };
    },
  };
}

export interface TransportSettings {
  smtpUrl: string | undefined;
  smtpFrom: string;
  dataDir: string;
  twilio?: TwilioSettings | undefined;
  whatsApp?: WhatsAppSettings | undefined;
  /** OUTBOUND_ALLOW_PRIVATE: the providers' addresses may be private ones (a local stand-in). */
  outboundAllowPrivate?: boolean;
}

/** The transports of this process, and a line saying where messages go (printed at start-up). */
export function transportsFromConfig(c: TransportSettings): { transports: Transports; description: string } {
  const dir = join(c.dataDir, 'outbox');
  const drop = fileSmsTransport(dir);
  const email = c.smtpUrl
    ? { t: smtpTransport(c.smtpUrl, c.smtpFrom), says: `email over SMTP (${new URL(c.smtpUrl).host})` }
    : { t: fileEmailTransport(dir, c.smtpFrom), says: `no SMTP_URL set, email to ${dir}` };
  const outbound = outboundPolicy(c.outboundAllowPrivate);
  const sms = c.twilio
    ? { t: twilioSmsTransport(c.twilio, outbound), says: 'SMS through Twilio' }
    : { t: drop, says: `SMS to ${dir} (no SMS provider configured)` };
  const whatsApp = c.whatsApp
    ? { t: whatsAppTransport(c.whatsApp, outbound), says: 'WhatsApp through the WhatsApp Cloud API' }
    : { t: drop, says: `WhatsApp to ${dir} (no WhatsApp provider configured)` };
  const local = !c.smtpUrl && !c.twilio && !c.whatsApp;
  return {
    transports: { EMAIL: email.t, SMS: sms.t, WHATSAPP: whatsApp.t },
    description: local
      ? `Messages: no SMTP_URL set, email, SMS and WhatsApp are written to ${dir} (a local mail drop, nothing leaves this machine)`
      : `Messages: ${email.says}, ${sms.says}, ${whatsApp.says}`,
  };
}
