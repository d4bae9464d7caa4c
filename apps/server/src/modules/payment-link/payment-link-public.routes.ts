// The guest's side of payment links: public (no sign-in), rate-limited per address. The webhook sits in a plugin
// of its own, whose JSON is kept as the raw text: a Stripe signature is over the exact bytes sent.
import {
  idParam,
  paymentCheckoutSchema,
  paymentLinkTokenSchema,
  publicPaymentLinkSchema,
  testGatewayPayInputSchema,
  testGatewayPayResultSchema,
} from '@bookone/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { PaymentLinkPublicService } from './payment-link-public.service';
import { createRateLimit, publicTokenErrors } from '../../lib/rate-limit';

const tags = ['payment-links (public)'];
const tokenParams = z.object({ token: paymentLinkTokenSchema });
const publicErrors = publicTokenErrors;

export interface PublicPayOptions {
  pay: PaymentLinkPublicService;
  /** The address links are served from (APP_URL); without it, the request's own origin. */
  appUrl?: string;
  /** Requests a minute per address: the pages, and the webhooks (gateways retry, and send bursts). */
  pagesPerMinute?: number;
  webhooksPerMinute?: number;
}

const originOf = (req: FastifyRequest, appUrl?: string) => appUrl ?? `${req.protocol}://${req.host}`;

export const paymentLinkPublicRoutes: FastifyPluginAsyncZod<PublicPayOptions> = async (app, o) => {
  const pages = createRateLimit(o.pagesPerMinute ?? 60);
  const { pay } = o;

  app.get(
    '/api/public/pay/:token',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "A payment link's page: the property, what is paid, the amount, its status (an expired, cancelled or " +
          'paid link says so) and whether it is in test mode',
        params: tokenParams,
        response: { 200: publicPaymentLinkSchema, ...publicErrors },
      },
    },
    (req) => pay.page(req.params.token),
  );

  app.post(
    '/api/public/pay/:token/checkout',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "Start paying a link on the property's gateway: Stripe answers its hosted checkout page, the test " +
          "gateway a session for BookOne's own test checkout (409 when the link is closed)",
        params: tokenParams,
        response: { 200: paymentCheckoutSchema, ...publicErrors },
      },
    },
    (req) => pay.checkout(req.params.token, `${originOf(req, o.appUrl)}/pay/${req.params.token}`),
  );

  app.post(
    '/api/public/pay/:token/test-pay',
    {
      config: { public: true },
      onRequest: async (req) => pages.hit(req.ip),
      schema: {
        tags,
        summary:
          "The test gateway's Pay (no money moves): any card number pays, except 4000000000000002, which declines",
        params: tokenParams,
        body: testGatewayPayInputSchema,
        response: { 200: testGatewayPayResultSchema, ...publicErrors },
      },
    },
    (req) => pay.testPay(req.params.token, req.body),
  );

  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    const webhooks = createRateLimit(o.webhooksPerMinute ?? 600);
    // In this plugin only: the body stays the text Stripe signed.
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    hooks.post(
      '/api/public/pay/webhook/stripe/:propertyId',
      {
        config: { public: true, external: true },
        onRequest: async (req) => webhooks.hit(req.ip),
        schema: {
          tags,
          summary:
            "Stripe's webhook for a property: verified with the property's signing secret (400 otherwise); a paid " +
            'checkout records its payment once, however often it is delivered',
          params: z.object({ propertyId: idParam }),
          response: {
            200: z.object({
              received: z.literal(true),
              result: z.enum(['recorded', 'duplicate', 'ignored']),
            }),
            ...publicErrors,
          },
        },
      },
      (req) => {
        const signature = req.headers['stripe-signature'];
        return pay.stripeWebhook(
          req.params.propertyId,
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};
