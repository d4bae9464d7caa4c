// The payment links module's routes as one plugin for app.ts: the staff API, the public pages and the webhooks,
// on the payment-gateway service's secrets.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import { createGatewayChooser } from './gateway-chooser';
import { paymentLinkPublicRoutes } from './payment-link-public.routes';
import { createPaymentLinkRefundService, startRefundReconciler } from './payment-link-refund.service';
import { createPaymentLinkPublicService } from './payment-link-public.service';
import { paymentLinkRoutes } from './payment-link.routes';
import { createPaymentLinkService } from './payment-link.service';
import type { QuoteBooking } from './payment-link-quote';
import type { StripeTransport } from './stripe-gateway';

export interface PaymentLinkOptions {
  /** APP_URL: where the guest comes back to after a hosted checkout. */
  appUrl?: string;
  /** Tests point the Stripe client at a local server. */
  stripeTransport?: StripeTransport;
  pagesPerMinute?: number;
  webhooksPerMinute?: number;
  /** How often the server finishes refunds left pending at the gateway (main.ts sets it; tests run it by hand). */
  refundReconcileMs?: number;
  /** How a paid enquiry quote's deposit books the stay (the enquiry module's, from app.ts). */
  quoteBooking?: QuoteBooking;
  /** How a paid booking engine link books the guest's stay (the booking engine module's, from app.ts). */
  webBooking?: QuoteBooking;
  /** How a paid deposit of a reservation made online confirms it (the reservation module's, from app.ts). */
  reservationPaid?: (tx: Db, reservationId: number) => Promise<void>;
}

export const paymentLinkModuleRoutes: FastifyPluginAsync<
  PaymentLinkOptions & { db: Db; gateways: Pick<PaymentGatewayService, 'gatewaySecrets'> }
> = async (app, o) => {
  const chooser = createGatewayChooser(o.gateways, o.stripeTransport);
  if (o.refundReconcileMs) {
    const every = o.refundReconcileMs;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', () => {
      stop = startRefundReconciler(o.db, chooser, every, (err) =>
        app.log.error({ err }, 'Finishing pending gateway refunds failed'),
      );
    });
    app.addHook('onClose', async () => stop?.());
  }
  await app.register(paymentLinkRoutes, {
    links: createPaymentLinkService(o.db, chooser),
    refunds: createPaymentLinkRefundService(o.db, chooser),
  });
  await app.register(paymentLinkPublicRoutes, {
    pay: createPaymentLinkPublicService(o.db, chooser, o.quoteBooking, o.webBooking, o.reservationPaid),
    ...(o.appUrl ? { appUrl: o.appUrl } : {}),
    ...(o.pagesPerMinute ? { pagesPerMinute: o.pagesPerMinute } : {}),
    ...(o.webhooksPerMinute ? { webhooksPerMinute: o.webhooksPerMinute } : {}),
  });
};
