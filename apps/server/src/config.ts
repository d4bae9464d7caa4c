import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { defaultOuterQueryPolicy, type OuterQueryPolicy } from './db/transaction-context';
import type { TwilioSettings, WhatsAppSettings } from './modules/outbox/outbox-phone-providers';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Token lifetime, e.g. 12h, 30m, 3600s. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN looks like 12h, 30m or 3600s')
    .default('12h'),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** Base URL of the public listing site; the footer links to `${base}/${seoFriendlyName}`. */
  PUBLIC_LISTING_BASE_URL: z.url().default('https://bookone.example/listing'),
  WEB_DIST: z.string().optional(),
  /** true when a reverse proxy sets X-Forwarded-For (the client address used by login throttling). */
  TRUST_PROXY: bool.default(false),
  /** PostgreSQL: longest a statement may run, in ms (a stuck query gives its connection back). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** PostgreSQL: longest a transaction may sit idle, in ms (a hung request's transaction releases its locks). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Longest a request may take, from its first byte to its answer (503 after that), in ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** A query on the outer database handle inside a transaction: throw (default in tests) or run it on the transaction. */
  OUTER_QUERY_IN_TRANSACTION: z.enum(['throw', 'redirect']).optional(),
  /** Email over SMTP (smtp://user:pass@host:587, smtps://…); unset: messages go to DATA_DIR/outbox (decision 0029). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_FROM: z.string().min(3).default('BookOne <no-reply@bookone.example>'),
  /** The address users open the app at: the links in messages start with it (default http://localhost:<port>). */
  APP_URL: z.url().optional(),
  /** SMS through Twilio's Messages API: all three, or none (SMS then goes to DATA_DIR/outbox). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w+$/, 'TWILIO_ACCOUNT_SID starts with AC')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  /** The sender: a number in +E.164 or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{6,15}|MG\w+)$/, 'TWILIO_FROM is a +E.164 number or a Messaging Service SID (MG…)')
    .optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** WhatsApp through Meta's WhatsApp Cloud API: both, or none (WhatsApp then goes to DATA_DIR/outbox). */
  WHATSAPP_ACCESS_TOKEN: z.string().min(8).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID is the number’s numeric id')
    .optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * Let outbound requests to addresses people typed (imported iCal feeds, channel URLs, the SMS and WhatsApp
   * providers' addresses) reach private, loopback and link-local addresses: only for tests and local development,
   * where those answer from 127.0.0.1. Off, BookOne fetches public addresses only (lib/outbound-http.ts).
   */
  OUTBOUND_ALLOW_PRIVATE: bool.default(false),
  /** How long a worker holds a message it is sending before another may take it (it died): above the SMTP timeouts. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).default(120_000),
  /**
   * The organisation whose business leads the "book a demo" form feeds and whose sales and marketing staff work them
   * (spec §9: the business leads organisation id comes from configuration); default the platform organisation (1).
   */
  LEADS_ORGANISATION_ID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** The variables of a provider come all together or not at all: half a provider is a mistake, not a choice. */
const PROVIDER_GROUPS = [
  ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
] as const;

const configSchema = envSchema.superRefine((e, ctx) => {
  for (const group of PROVIDER_GROUPS) {
    const set = group.filter((k) => e[k] != null);
    if (set.length > 0 && set.length < group.length)
      for (const k of group.filter((k) => e[k] == null))
        ctx.addIssue({ code: 'custom', path: [k], message: `${k} is needed with ${set.join(', ')}` });
  }
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  publicListingBaseUrl: string;
  webDist: string;
  uploadsDir: string;
  trustProxy: boolean;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  requestTimeoutMs: number;
  outerQueryInTransaction: OuterQueryPolicy;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Unset: main.ts uses http://localhost:<the port it listens on>. */
  appUrl: string | undefined;
  /** SMS provider; undefined: SMS goes to the local drop. */
  twilio: TwilioSettings | undefined;
  /** WhatsApp provider; undefined: WhatsApp goes to the local drop. */
  whatsApp: WhatsAppSettings | undefined;
  outboxLeaseMs: number;
  /** Outbound requests may reach private addresses (OUTBOUND_ALLOW_PRIVATE; tests, local development). */
  outboundAllowPrivate: boolean;
  /** Unset: the platform organisation. */
  leadsOrganisationId: number | undefined;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR so that tokens
 * survive a restart. With DATABASE_URL and several processes, set JWT_SECRET so that they all agree.
 */
function loadOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    publicListingBaseUrl: e.PUBLIC_LISTING_BASE_URL,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : DEFAULT_WEB_DIST,
    uploadsDir: join(dataDir, 'uploads'),
    trustProxy: e.TRUST_PROXY,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    outerQueryInTransaction: e.OUTER_QUERY_IN_TRANSACTION ?? defaultOuterQueryPolicy(env),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL,
          }
        : undefined,
    whatsApp:
      e.WHATSAPP_ACCESS_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: e.WHATSAPP_API_URL,
          }
        : undefined,
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
    leadsOrganisationId: e.LEADS_ORGANISATION_ID,
  };
}
