// The booking engine's services and restaurants routes as one plugin for app.ts: they need the reservation service
// (slots, the transactional create) and the payment gateways (the deposit link); in the real server, the poll that
// releases the reservations whose deposit was not paid in time.
import type { FastifyPluginAsync } from 'fastify';

import type { Db } from '../../db/client';
import type { PaymentGatewayService } from '../payment-gateway/payment-gateway.service';
import { createGatewayChooser } from '../payment-link/payment-link.service';
import { createReservationService } from '../reservation/reservation.service';
import { scheduleDepositSweep } from './booking-engine-deposit';
import {
  bookingEngineServicesRoutes,
  type BookingEngineServicesOptions,
} from './booking-engine-services.routes';
import { createBookingEngineServicesService } from './booking-engine-services.service';

export const bookingEngineServicesModuleRoutes: FastifyPluginAsync<
  Omit<BookingEngineServicesOptions, 'engine'> & {
    db: Db;
    gateways: Pick<PaymentGatewayService, 'gatewaySecrets'>;
    /** Polls for unpaid deposits due (main.ts's server; tests call releaseUnpaidDeposits themselves). */
    schedule?: boolean;
  }
> = async (app, { db, gateways, schedule, ...limits }) => {
  await app.register(bookingEngineServicesRoutes, {
    engine: createBookingEngineServicesService(db, {
      reservations: createReservationService(db),
      gateways: createGatewayChooser(gateways),
    }),
    ...limits,
  });
  if (schedule) scheduleDepositSweep(app, db);
};
