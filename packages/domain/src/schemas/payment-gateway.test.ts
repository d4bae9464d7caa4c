import { describe, expect, it } from 'vitest';

import { VALIDATION_KEYS } from '../validation-messages';
import {
  gatewayKeyPrefixes,
  gatewayKeyProblems,
  lastFour,
  paymentGatewayInputSchema,
  propertyPaymentSettingInputSchema,
} from './payment-gateway';

describe('gateway key rules', () => {
  it('asks nothing of the test gateway', () => {
    expect(gatewayKeyPrefixes('TEST', 'TEST')).toBeNull();
    expect(gatewayKeyProblems('TEST', 'TEST', { secretKey: 'anything' })).toEqual({});
  });

  it("wants Stripe keys of the setting's mode, restricted keys included", () => {
    expect(
      gatewayKeyProblems('STRIPE', 'TEST', {
        publicKey: 'pk_test_1',
        secretKey: 'rk_test_1',
        webhookSecret: 'whsec_1',
      }),
    ).toEqual({});
    expect(gatewayKeyProblems('STRIPE', 'LIVE', { publicKey: 'pk_test_1', secretKey: 'sk_test_1' })).toEqual({
      publicKey: { key: VALIDATION_KEYS.keyStartsWith, values: { prefix: 'pk_live_' } },
      secretKey: { key: VALIDATION_KEYS.keyStartsWith, values: { prefix: 'sk_live_' } },
    });
    expect(Object.keys(gatewayKeyProblems('STRIPE', 'TEST', { webhookSecret: 'sec_1' }))).toEqual([
      'webhookSecret',
    ]);
  });

  it('leaves out keys not given (an empty secret keeps the stored one)', () => {
    expect(gatewayKeyProblems('STRIPE', 'LIVE', { secretKey: '', publicKey: null })).toEqual({});
  });

  it('shows only the last four characters', () => {
    expect(lastFour('sk_test_abc4242')).toBe('4242');
  });
});

describe('payment gateway schemas', () => {
  it('knows only the kinds that have an adapter', () => {
    expect(paymentGatewayInputSchema.safeParse({ kind: 'PAYPAL', name: 'x' }).success).toBe(false);
    expect(paymentGatewayInputSchema.parse({ kind: 'STRIPE', name: ' Stripe ' })).toMatchObject({
      name: 'Stripe',
      enabled: true,
      testModeDefault: true,
    });
  });

  it('takes a card fee of 0 to 100 with two decimals and a version', () => {
    const ok = { gatewayId: 1, mode: 'TEST', version: 0 };
    expect(propertyPaymentSettingInputSchema.parse(ok)).toMatchObject({
      cardFeePercentage: 0,
      transactionFee: 0,
    });
    expect(propertyPaymentSettingInputSchema.safeParse({ ...ok, cardFeePercentage: 100.5 }).success).toBe(
      false,
    );
    expect(propertyPaymentSettingInputSchema.safeParse({ ...ok, cardFeePercentage: 2.955 }).success).toBe(
      false,
    );
    expect(propertyPaymentSettingInputSchema.safeParse({ ...ok, mode: 'PROD' }).success).toBe(false);
    expect(propertyPaymentSettingInputSchema.safeParse({ ...ok, callbackUrl: 'ftp://x' }).success).toBe(
      false,
    );
  });
});
