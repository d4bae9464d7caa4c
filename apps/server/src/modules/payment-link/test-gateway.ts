// BookOne's built-in test gateway (issue 13): no money moves. Its checkout page is the link's own page (/pay/{token}),
// clearly in test mode; a card number pays, except the one that declines (TEST_DECLINED_CARD, checked by the page's
// Pay in payment-link-public.service.ts).
import { createHash, randomBytes } from 'node:crypto';

import type { GatewayAdapter } from './gateway-adapter';

/** A test session or refund id: random, so that a payer cannot confirm a checkout they did not start. */
const testId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export function createTestGateway(): GatewayAdapter {
  return {
    kind: 'TEST',
    testMode: true,
    createCheckout: () => Promise.resolve({ sessionId: testId('test_cs'), redirectUrl: null }),
    // The same key answers the same refund id, as a real gateway's idempotency does.
    refund: (_ref, _amount, _currency, key) =>
      Promise.resolve({
        refundRef: `test_re_${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`,
      }),
  };
}
