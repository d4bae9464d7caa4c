// Set-password links: the invitation of a user created without a password, and the password reset (by an
// administrator or by the user who forgot it). The secret travels only in the link; the database keeps its SHA-256,
// so a copy of the database opens no account. A link works once and until it expires. Every link is emailed to its
// user through the message outbox, in the transaction that makes it (decision 0029); the outbox keeps the link only
// until the email is delivered.
import { createHash, randomBytes } from 'node:crypto';

import {
  messageLanguageOf,
  type PasswordLink,
  type PasswordTokenCheck,
  type ResetPasswordInput,
  VALIDATION_KEYS,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { propertyMessageLanguage } from '../guest-message/guest-message.service';
import { enqueueMessage } from '../outbox/outbox.service';
import { findPropertyRow } from '../property/property.service';
import {
  consumeToken,
  findLiveToken,
  insertToken,
  madeSince,
  revokeLiveTokens,
  type TokenPurpose,
} from './user-token.repository';
import { findUserRow, setUserLanguage, updatePasswordHash } from './user.repository';

/** An invitation waits a week for the new user; a reset link is for now. */
export const LINK_LIFETIME_MS: Record<TokenPurpose, number> = {
  INVITE: 7 * 24 * 3600_000,
  RESET: 3600_000,
};
/** Forgot-password makes at most one link per user in this time, so that nobody floods someone's messages. */
export const FORGOT_INTERVAL_MS = 60_000;

/** The web app's page for each purpose (apps/web config/paths.ts sessions.setPassword / resetPassword). */
const LINK_PAGE: Record<TokenPurpose, string> = {
  INVITE: '/sessions/set-password/',
  RESET: '/sessions/reset-password/',
};

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The outbox's purpose of each kind of link. */
const MESSAGE_PURPOSE = { INVITE: 'INVITE', RESET: 'PASSWORD_RESET' } as const;

/**
 * Queues the email carrying a new link, on the transaction that stores the link: no email without a link, no link
 * without its email. The newer link cancels a still-waiting email of the same kind (its link no longer works).
 */
async function enqueueLinkEmail(
  tx: Db,
  link: { userId: number; purpose: TokenPurpose; path: string; expiresAt: Date; tokenHash: string },
) {
  const user = await findUserRow(tx, link.userId);
  if (!user) return;
  const property = user.propertyId != null ? await findPropertyRow(tx, user.propertyId) : undefined;
  // The user's language (the one they last asked a reset in), else their property's, else English.
  const language =
    messageLanguageOf(user.language) ?? (property ? await propertyMessageLanguage(tx, property.id) : 'en');
  await enqueueMessage(tx, {
    channel: 'EMAIL',
    purpose: MESSAGE_PURPOSE[link.purpose],
    recipient: user.email,
    language,
    params: {
      firstName: user.firstName,
      username: user.username,
      propertyName: property?.name ?? null,
      appName: 'BookOne',
      validHours: LINK_LIFETIME_MS[link.purpose] / 3600_000,
      linkExpiresAt: link.expiresAt.toISOString(),
    },
    secretPath: link.path,
    organisationId: user.organisationId,
    propertyId: user.propertyId,
    related: { entity: 'user', id: user.id },
    // A prefix of the token's hash: one email per link, and nothing that opens the account.
    dedupeKey: `password-link:${link.tokenHash.slice(0, 32)}`,
    replacesPending: true,
    createdBy: null,
  });
}

const invalidLink = () =>
  badRequest('This link is not valid, was already used or has expired', {
    token: VALIDATION_KEYS.invalidLink,
  });

export function createPasswordLinks(db: Db) {
  /** A new link for the user, ending the ones of the same purpose made before. */
  async function issue(userId: number, purpose: TokenPurpose): Promise<PasswordLink> {
    // 32 random bytes: 43 base64url characters, beyond guessing; the answer is the only place it appears.
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[purpose]);
    const tokenHash = digest(secret);
    const path = `${LINK_PAGE[purpose]}${secret}`;
    await db.transaction(async (tx) => {
      await revokeLiveTokens(tx, userId, purpose);
      await insertToken(tx, { userId, purpose, tokenHash, expiresAt });
      await enqueueLinkEmail(tx, { userId, purpose, path, expiresAt, tokenHash });
    });
    return { purpose, path, expiresAt: expiresAt.toISOString() };
  }

  return {
    issue,

    /** What the link's page shows: whose it is and what for; a used, expired or unknown link is one 400. */
    async check(secret: string): Promise<PasswordTokenCheck> {
      const live = await findLiveToken(db, digest(secret));
      if (!live || !live.enabled) throw invalidLink();
      return {
        purpose: live.purpose,
        username: live.username,
        firstName: live.firstName,
        expiresAt: live.expiresAt.toISOString(),
      };
    },

    /** Sets the password through the link; every session of the user ends, every other link of theirs too. */
    async use(input: ResetPasswordInput): Promise<void> {
      const hash = digest(input.token);
      const live = await findLiveToken(db, hash);
      if (!live || !live.enabled) throw invalidLink();
      // Hashed before the transaction: scrypt is slow and must not hold the row.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const used = await consumeToken(tx, hash);
        if (!used) throw invalidLink();
        const user = await findUserRow(tx, used.userId);
        if (!user?.enabled) throw invalidLink();
        await updatePasswordHash(tx, used.userId, passwordHash);
        await revokeLiveTokens(tx, used.userId);
      });
    },

    /**
     * A reset link for the user of this username, in the language of the page that asked, or nothing (unknown, disabled, or asked within the minute): the
     * caller answers the same in every case, so the answer tells nobody whether an account exists.
     */
    async forgot(userId: number | undefined, language?: 'en' | 'fr'): Promise<PasswordLink | null> {
      if (userId == null) return null;
      const user = await findUserRow(db, userId);
      if (!user?.enabled) return null;
      if (await madeSince(db, userId, 'RESET', new Date(Date.now() - FORGOT_INTERVAL_MS))) return null;
      // The page's language is the user's: this email and the later ones (an admin's reset) speak it.
      if (language && user.language !== language) await setUserLanguage(db, userId, language);
      return issue(userId, 'RESET');
    },
  };
}
export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
