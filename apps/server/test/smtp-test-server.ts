// A real SMTP server for the outbox tests (the `smtp-server` package) on a free local port. It keeps every message
// it was handed, parsed (mailparser), and can refuse a recipient with a given reply, or hold a message's DATA
// unanswered (the crash test kills the sender then). `delivered()` is what a receiving system keeps when it dedupes
// on Message-ID: one message per id, whatever the copies.
import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  messageId: string;
  mail: ParsedMail;
  /** False while the server holds the DATA unanswered (the sender never heard it was accepted). */
  acknowledged: boolean;
}

export interface SmtpTestServer {
  url: string;
  /** Every message handed over, in order, copies included. */
  received: Received[];
  /** One per Message-ID, acknowledged ones only: what a deduping receiver delivers. */
  delivered(): Received[];
  /** A reply to refuse recipients with (e.g. 451 or 550), by a test of the address; null accepts them. */
  refuse: ((address: string) => { code: number; message: string } | null) | null;
  /** While set, a message's DATA is read but never answered; resolves `held` with it. */
  holdData: boolean;
  /** Resolves with the next message whose DATA is held. */
  nextHeld(): Promise<Received>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<SmtpTestServer> {
  const received: Received[] = [];
  let heldWaiters: ((r: Received) => void)[] = [];
  const self: SmtpTestServer = {
    url: '',
    received,
    refuse: null,
    holdData: false,
    delivered() {
      const seen = new Map<string, Received>();
      for (const r of received) if (r.acknowledged && !seen.has(r.messageId)) seen.set(r.messageId, r);
      return [...seen.values()];
    },
    nextHeld: () => new Promise((resolve) => heldWaiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = self.refuse?.(address.address);
      if (!refusal) return callback();
      const err = new Error(refusal.message) as Error & { responseCode: number };
      err.responseCode = refusal.code;
      callback(err);
    },
    onData(stream, session, callback) {
      const hold = self.holdData;
      void simpleParser(stream).then(
        (mail) => {
          const r: Received = {
            to: session.envelope.rcptTo.map((a) => a.address),
            messageId: mail.messageId ?? '',
            mail,
            acknowledged: !hold,
          };
          received.push(r);
          if (!hold) return callback();
          // Held: the sender waits for a reply that never comes (until its connection is cut).
          const waiters = heldWaiters;
          heldWaiters = [];
          for (const w of waiters) w(r);
        },
        (err: Error) => callback(err),
      );
    },
  });
  // A sender killed mid-DATA resets the connection: that is expected here, not a failure of the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return self;
}
