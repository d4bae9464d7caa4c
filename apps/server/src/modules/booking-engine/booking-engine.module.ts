// The booking engine as one plugin for app.ts (issue 16): the public API, the staff's settings and the page itself
// at /book/{seoFriendlyName} (the built book.html with the property written in, booking-engine-page.ts).
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createRateLimit } from '../../lib/rate-limit';
import { createBookingService, type BookingLinks } from '../booking/booking.service';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import { createGatewayChooser } from '../payment-link/payment-link.service';
import type { QuoteBooking } from '../payment-link/payment-link-quote';
import { createWebBooking } from './booking-engine-booking';
import { createBookingPage, pageLanguage } from './booking-engine-page';
import { bookingEngineRoutes, seoParams, type BookingEngineOptions } from './booking-engine.routes';
import { createBookingEngineService } from './booking-engine.service';
import { createBookingEngineSettingsService } from './booking-engine-settings.service';

export const bookingEngineModuleRoutes: FastifyPluginAsync<
  Pick<BookingEngineOptions, 'pagesPerMinute' | 'booksPerMinute'> & {
    db: Db;
    gateways: Pick<PaymentGatewayService, 'gatewaySecrets'>;
    webDist: string;
    /** What a guest's hold does elsewhere (the enquiry inbox files it), handed in by app.ts. */
    bookingLinks?: BookingLinks;
  }
> = async (app, o) => {
  const engine = createBookingEngineService(o.db, {
    gateways: createGatewayChooser(o.gateways),
    bookings: createBookingService(o.db, o.bookingLinks),
  });
  await app.register(bookingEngineRoutes, {
    engine,
    settings: createBookingEngineSettingsService(o.db),
    ...(o.pagesPerMinute ? { pagesPerMinute: o.pagesPerMinute } : {}),
    ...(o.booksPerMinute ? { booksPerMinute: o.booksPerMinute } : {}),
  });

  const page = createBookingPage(o.webDist);
  const pages = createRateLimit(o.pagesPerMinute ?? 120);
  // The page and its own addresses (the confirmation): one HTML, the script reads the rest of the path.
  for (const url of ['/book/:seoFriendlyName', '/book/:seoFriendlyName/*'])
    app.get(
      url,
      { config: { public: true }, onRequest: async (req) => pages.hit(req.ip), schema: { hide: true } },
      async (req, reply) => {
        if (!page.built())
          return reply.status(404).type('text/plain').send('The web app is not built: run `npm run build`.');
        const seo = seoParams.safeParse(req.params);
        const lang = pageLanguage(req.query, req.headers['accept-language']);
        const profile = seo.success
          ? await engine.profile(seo.data.seoFriendlyName).catch((err: unknown) => {
              if (err instanceof AppError && err.statusCode === 404) return null;
              throw err;
            })
          : null;
        const html = await page.render(
          profile,
          lang,
          `${req.protocol}://${req.host}/book/${profile?.seoFriendlyName ?? ''}`,
        );
        return reply
          .status(profile ? 200 : 404)
          .header('cache-control', 'no-cache')
          .header('content-language', lang)
          .header('vary', 'Accept-Language')
          .type('text/html; charset=utf-8')
          .send(html);
      },
    );
};

/** For app.ts: how the payment-link module books a paid booking engine link. */
export const webBookingFor = (db: Db): QuoteBooking => createWebBooking(createBookingService(db));
