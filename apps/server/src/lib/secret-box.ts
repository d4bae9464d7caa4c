// Secrets kept at rest (payment gateway keys, decision 0031): AES-256-GCM with one 32-byte key from the environment
// (SECRETS_KEY, base64) or, when unset, from a key file created once under DATA_DIR. The database never holds a
// secret in the clear, and a copy of the database alone (a backup, a dump) cannot reveal one.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The format's version: a future key rotation or cipher change reads the prefix to know how to open a value. */
const PREFIX = 'v1';
export const SECRETS_KEY_FILE = 'secrets-key';

export class SecretBoxError extends Error {}

/**
 * Seals and opens short secrets. A sealed value is `v1.<iv>.<ciphertext>.<tag>` (base64url parts): a fresh random
 * IV each time, so sealing one secret twice gives two different values; the tag makes any change to the stored
 * text, or opening it with another key, an error rather than garbage.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`The secrets key must be ${KEY_BYTES} bytes`);
    this.#key = Buffer.from(key);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [PREFIX, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join(
      '.',
    );
  }

  open(sealed: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 4 || parts[0] !== PREFIX) throw new SecretBoxError('Not a sealed secret');
    const [, iv, body, tag] = parts.map((p) => Buffer.from(p, 'base64url'));
    if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SecretBoxError('Not a sealed secret');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    } catch {
      // GCM's tag check failed: the value was changed, or it was sealed with another key.
      throw new SecretBoxError('The secret cannot be opened: it was altered or sealed with another key');
    }
  }
}

/** A key for a process that keeps nothing across restarts (tests, tools): nothing it seals outlives it. */
export const ephemeralSecretsKey = () => randomBytes(KEY_BYTES);

export interface SecretsKey {
  key: Buffer;
  /** Where it came from: the environment, or the key file under DATA_DIR (created now or earlier). */
  source: 'env' | 'file';
}

/**
 * The key of the secret box: SECRETS_KEY (base64 of 32 bytes; `openssl rand -base64 32`), else DATA_DIR/secrets-key,
 * created on first start with mode 0600. A malformed SECRETS_KEY is an error (the server refuses to start rather
 * than seal with a key nobody can give again).
 */
export function loadSecretsKey(env: NodeJS.ProcessEnv, dataDir: string): SecretsKey {
  const given = env.SECRETS_KEY?.trim();
  if (given) {
    const key = Buffer.from(given, 'base64');
    // Node's decoder skips characters that are not base64: check the text too, so that a typo is not a shorter key.
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(given) || key.length !== KEY_BYTES)
      throw new SecretBoxError('SECRETS_KEY must be the base64 of 32 random bytes (openssl rand -base64 32)');
    return { key, source: 'env' };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRETS_KEY_FILE);
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`${file} does not hold a 32-byte base64 key`);
    return { key, source: 'file' };
  }
  const key = randomBytes(KEY_BYTES);
  // 'wx': two processes starting at once cannot both write a key; the loser reads the winner's.
  try {
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadSecretsKey(env, dataDir);
    throw err;
  }
  return { key, source: 'file' };
}

/**
 * What start-up says about the key: with PostgreSQL (DATABASE_URL) several processes or hosts may share the
 * database, and each would make its own key file and fail to open the others' secrets: they must share SECRETS_KEY.
 * Null when there is nothing to say.
 */
export function secretsKeyWarning(env: NodeJS.ProcessEnv, source: SecretsKey['source']): string | null {
  if (source === 'env' || !env.DATABASE_URL) return null;
  return (
    'SECRETS_KEY is not set: payment gateway keys are sealed with DATA_DIR/secrets-key. With PostgreSQL, set ' +
    'SECRETS_KEY (openssl rand -base64 32) to the same value on every server process, and keep it safe: without it ' +
    'the stored keys cannot be read.'
  );
}
