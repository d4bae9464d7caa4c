// The unsubscribe link's token: the recipient's id signed with a key derived from the server's secrets key, so that
// it works without sign-in and without storing anything, and cannot be forged for another recipient. The link
// lives in the guest's inbox; it stays valid (an unsubscribe link must work months later), and using it twice is
// harmless.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'campaign-unsubscribe:v1';

export interface UnsubscribeTokens {
  sign(recipientId: number): string;
  /** The recipient's id, or null for a token that is not ours. */
  verify(token: string): number | null;
}

export function createUnsubscribeTokens(secretsKey: Buffer): UnsubscribeTokens {
  // A key of its own: a token made for this purpose means nothing elsewhere.
  const key = createHmac('sha256', secretsKey).update(PURPOSE).digest();
  const mac = (id: number) => createHmac('sha256', key).update(String(id)).digest('base64url').slice(0, 32);
  return {
    sign: (recipientId) => `${recipientId}.${mac(recipientId)}`,
    verify(token) {
      const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!m) return null;
      const id = Number(m[1]);
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(m[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
