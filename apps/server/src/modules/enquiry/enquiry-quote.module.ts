// The enquiry quote flow's and the public form's routes as one plugin for app.ts: the quote needs the booking
// service (prices, the booking) and the payment-link service (the deposit link) on the payment gateways' secrets.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import { createBookingService } from '../booking/booking.service';
import { createGatewayChooser, createPaymentLinkService } from '../payment-link/payment-link.service';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import { enquiryPublicRoutes, type PublicEnquiryOptions } from './enquiry-public.routes';
import { createPublicEnquiryService } from './enquiry-public.service';
import { enquiryQuoteRoutes } from './enquiry-quote.routes';
import { createEnquiryQuoteService, createQuoteBooking } from './enquiry-quote.service';
import { createEnquiryService } from './enquiry.service';

export const enquiryQuoteModuleRoutes: FastifyPluginAsync<
  Omit<PublicEnquiryOptions, 'enquiryForm'> & {
    db: Db;
    gateways: Pick<PaymentGatewayService, 'gatewaySecrets'>;
  }
> = async (app, o) => {
  const quotes = createEnquiryQuoteService(o.db, {
    enquiries: createEnquiryService(o.db),
    bookings: createBookingService(o.db),
    links: createPaymentLinkService(o.db, createGatewayChooser(o.gateways)),
  });
  await app.register(enquiryQuoteRoutes, { quotes });
  await app.register(enquiryPublicRoutes, {
    enquiryForm: createPublicEnquiryService(o.db),
    ...(o.pagesPerMinute ? { pagesPerMinute: o.pagesPerMinute } : {}),
    ...(o.sendsPerMinute ? { sendsPerMinute: o.sendsPerMinute } : {}),
  });
};

/** For app.ts: how the payment-link module books a paid quote. */
export const quoteBookingFor = (db: Db) => createQuoteBooking(db, createBookingService(db));
