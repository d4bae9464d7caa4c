// The clerk's quote of an enquiry and the guest's deposit payment on the test gateway, as the API's callers do them
// (issue 15): shared by the quote flow's tests and the booking form enquiry's.
import type { Enquiry } from '@bookone/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { outboxMessage } from '../src/db/schema';
import type { TestApp } from './helpers';
import { CARD } from './payment-link-fixtures';

/** `t` and `desk` are read when called: the app opens after the file is collected. */
export function quoteKit(t: () => TestApp, desk: () => Promise<string>) {
  async function saveQuote(id: number, body: Record<string, unknown>, token?: string) {
    return t().api('PUT', `/api/enquiry/${id}/quote`, { token: token ?? (await desk()), body });
  }

  async function send(id: number, body: Record<string, unknown> = {}, token?: string) {
    return t().api('POST', `/api/enquiry/${id}/quote/send`, { token: token ?? (await desk()), body });
  }

  const checkout = (token: string) => t().api('POST', `/api/public/pay/${token}/checkout`);

  return {
    saveQuote,
    send,
    checkout,

    quoted: async (id: number, body: Record<string, unknown>): Promise<Enquiry> => {
      const res = await saveQuote(id, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Enquiry>();
    },

    /** The quote sent: its link's token, read from the outbox's one-time link as the guest's email carries it. */
    sent: async (id: number, body: Record<string, unknown> = {}): Promise<{ e: Enquiry; token: string }> => {
      const res = await send(id, body);
      expect(res.statusCode, res.body).toBe(200);
      const e = res.json<Enquiry>();
      const [msg] = await t()
        .db.select({ secret: outboxMessage.secret })
        .from(outboxMessage)
        .where(eq(outboxMessage.dedupeKey, `payment-link:${e.quote!.paymentLinkId}`));
      return { e, token: msg!.secret!.replace('/pay/', '') };
    },

    pay: (token: string, sessionId: string) =>
      t().api('POST', `/api/public/pay/${token}/test-pay`, { body: { sessionId, cardNumber: CARD } }),

    startCheckout: async (token: string): Promise<string> => {
      const res = await checkout(token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ sessionId: string }>().sessionId;
    },
  };
}
