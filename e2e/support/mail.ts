// What the product emailed during the browser run: the messages its outbox handed to the run's SMTP server
// (mail-server.ts), read back as a guest's mailbox would show them.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect, inject } from 'vitest';

/**
 * The first capture of `pattern` in an email sent to `email`, waiting for the outbox worker to send it. The body is
 * read with quoted-printable soft line breaks joined, so that a long link is whole again.
 */
export async function emailedMatch(email: string, pattern: RegExp): Promise<string> {
  const dir = inject('mailDir');
  expect(dir, 'the run’s mail server (not available with E2E_BASE_URL)').not.toBe('');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const f of files) {
          const text = (await readFile(join(dir, f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!text.includes(email)) continue;
          found = pattern.exec(text)?.[1];
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return found!;
}
