// The booking engine's services and restaurants routes as one plugin for app.ts: they need the reservation service
// (slots, the transactional create) and the payment gateways (the deposit link).
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import { createGatewayChooser } from '../payment-link/payment-link.service';
import { createReservationService } from '../reservation/reservation.service';
import {
  bookingEngineServicesRoutes,
  type BookingEngineServicesOptions,
} from './booking-engine-services.routes';
import { createBookingEngineServicesService } from './booking-engine-services.service';

export const bookingEngineServicesModuleRoutes: FastifyPluginAsync<
  Omit<BookingEngineServicesOptions, 'engine'> & {
    db: Db;
    gateways: Pick<PaymentGatewayService, 'gatewaySecrets'>;
  }
> = async (app, { db, gateways, ...limits }) => {
  await app.register(bookingEngineServicesRoutes, {
    engine: createBookingEngineServicesService(db, {
      reservations: createReservationService(db),
      gateways: createGatewayChooser(gateways),
    }),
    ...limits,
  });
};
