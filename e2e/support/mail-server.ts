// The browser run's mail server: a real SMTP server on a free local port (the `smtp-server` package) that the product
// sends its emails to (SMTP_URL), so the tests read what a guest was sent as it left over SMTP. Each message is kept
// as it arrived, one .eml file per message under a directory the tests are told about (see mail.ts).
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';

export interface MailServer {
  url: string;
  close(): Promise<void>;
}

export async function startMailServer(dir: string): Promise<MailServer> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Written aside, then renamed: a test polling the directory never reads half a message.
        const name = `message-${++count}`;
        const part = join(dir, `${name}.part`);
        writeFile(part, Buffer.concat(chunks))
          .then(() => rename(part, join(dir, `${name}.eml`)))
          .then(() => callback(), callback);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
