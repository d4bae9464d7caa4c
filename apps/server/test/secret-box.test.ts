// The secret box (decision 0031): what it seals opens only with its key and unchanged; the key's sources.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  loadSecretsKey,
  SECRETS_KEY_FILE,
  SecretBox,
  SecretBoxError,
  secretsKeyWarning,
} from '../src/lib/secret-box';

const box = new SecretBox(randomBytes(32));
const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'bookone-secrets-'));
  dirs.push(d);
  return d;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const secret = 'sk_test_51Habc€DEF4242';
    const sealed = box.seal(secret);
    expect(sealed).not.toContain('4242');
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed)).toBe(secret);
  });

  it('seals one secret twice as two different values (a fresh IV each time)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value changed at rest', () => {
    const sealed = box.seal('sk_test_tamper');
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open(sealed.slice(0, -2))).toThrow(SecretBoxError);
    expect(() => box.open('sk_test_plain_text')).toThrow(SecretBoxError);
  });

  it('refuses a value sealed with another key', () => {
    const other = new SecretBox(randomBytes(32));
    expect(() => other.open(box.seal('sk_test_other'))).toThrow(/altered or sealed with another key/);
  });

  it('takes only a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(SecretBoxError);
  });
});

describe('loadSecretsKey', () => {
  it('reads SECRETS_KEY (base64 of 32 bytes) and writes no key file', async () => {
    const dir = await tempDir();
    const raw = randomBytes(32);
    const k = loadSecretsKey({ SECRETS_KEY: raw.toString('base64') }, dir);
    expect(k).toEqual({ key: raw, source: 'env' });
    await expect(stat(join(dir, SECRETS_KEY_FILE))).rejects.toThrow();
  });

  it('refuses a SECRETS_KEY that is not 32 bytes of base64', async () => {
    const dir = await tempDir();
    expect(() => loadSecretsKey({ SECRETS_KEY: randomBytes(16).toString('base64') }, dir)).toThrow(
      /32 random bytes/,
    );
    expect(() => loadSecretsKey({ SECRETS_KEY: 'not base64 at all!'.padEnd(44, '#') }, dir)).toThrow(
      /32 random bytes/,
    );
  });

  it('without SECRETS_KEY creates DATA_DIR/secrets-key once (mode 0600) and reads it back after a restart', async () => {
    const dir = await tempDir();
    const first = loadSecretsKey({}, dir);
    expect(first.source).toBe('file');
    const file = join(dir, SECRETS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = loadSecretsKey({}, dir);
    expect(again.key.equals(first.key)).toBe(true);
    // What the first process sealed, the restarted one opens.
    expect(new SecretBox(again.key).open(new SecretBox(first.key).seal('kept'))).toBe('kept');
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64').equals(first.key)).toBe(true);
  });

  it('refuses a damaged key file rather than sealing with a different key', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, SECRETS_KEY_FILE), 'short');
    expect(() => loadSecretsKey({}, dir)).toThrow(/32-byte/);
  });

  it('warns at start-up when PostgreSQL runs without SECRETS_KEY, and only then', () => {
    const pg = { DATABASE_URL: 'postgres://db/bookone' };
    expect(secretsKeyWarning(pg, 'file')).toMatch(/set SECRETS_KEY/);
    expect(secretsKeyWarning(pg, 'env')).toBeNull();
    expect(secretsKeyWarning({}, 'file')).toBeNull();
  });
});
