// Which adapter a property's payments go through: the kind of the gateway its setting names (decision 0031), built
// with the setting's secrets, opened only by the payment-gateway service.
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import type { GatewayAdapter } from './gateway-adapter';
import { createStripeGateway, type StripeTransport } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

export interface GatewayChooser {
  /** The property's adapter, or undefined when it has no usable gateway (none chosen, or Stripe without its key). */
  adapterFor(propertyId: number): Promise<GatewayAdapter | undefined>;
}

export function createGatewayChooser(
  gateways: Pick<PaymentGatewayService, 'gatewaySecrets'>,
  stripeTransport?: StripeTransport,
): GatewayChooser {
  return {
    async adapterFor(propertyId) {
      const s = await gateways.gatewaySecrets(propertyId);
      if (!s) return undefined;
      switch (s.gateway.kind) {
        case 'TEST':
          return createTestGateway();
        case 'STRIPE':
          if (!s.secretKey) return undefined;
          return createStripeGateway(
            { secretKey: s.secretKey, webhookSecret: s.webhookSecret, testMode: s.mode === 'TEST' },
            stripeTransport,
          );
      }
    },
  };
}
