import fastifyJwt from '@fastify/jwt';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MAX_IMAGE_BYTES, PARENT_ORGANISATION_ID } from '@bookone/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Config } from './config';
import type { Db } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, DEFAULT_THROTTLE, type ThrottleOptions } from './modules/auth/auth.service';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { addressRoutes } from './modules/address/address.routes';
import { createAddressService } from './modules/address/address.service';
import { streetUploadRoutes } from './modules/address/street-upload.routes';
import { createStreetUploadService } from './modules/address/street-upload.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createRoleCache } from './modules/role/role-cache';
import { syncBuiltInRoles } from './modules/role/role.repository';
import { roleRoutes } from './modules/role/role.routes';
import { createRoleService } from './modules/role/role.service';
import { createAuditService } from './modules/audit/audit.service';
import type { OutboxWorker } from './modules/outbox/outbox-worker';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { createOutboxService } from './modules/outbox/outbox.service';
import { bookingRoutes } from './modules/booking/booking.routes';
import { bookingsOfCustomer, createBookingService } from './modules/booking/booking.service';
import { businessRoutes } from './modules/business/business.routes';
import { businessTypeRoutes } from './modules/business-type/business-type.routes';
import { createBusinessTypeService } from './modules/business-type/business-type.service';
import { createBusinessService } from './modules/business/business.service';
import { companyRoutes } from './modules/company/company.routes';
import { createCompanyService } from './modules/company/company.service';
import { campaignModuleRoutes } from './modules/campaign/campaign.module';
import { dayCloseModuleRoutes } from './modules/day-close/day-close.module';
import { channelModuleRoutes } from './modules/channel/channel.module';
import { bookingFormEnquiries } from './modules/enquiry/enquiry-booking-form';
import { confirmPaidOnline } from './modules/reservation/reservation.service';
import { bookingEngineServicesModuleRoutes } from './modules/booking-engine/booking-engine-services.module';
import { enquiryRoutes } from './modules/enquiry/enquiry.routes';
import { bookingEngineModuleRoutes, webBookingFor } from './modules/booking-engine/booking-engine.module';
import { enquiryQuoteModuleRoutes, quoteBookingFor } from './modules/enquiry/enquiry-quote.module';
import { enquiryReportRoutes } from './modules/enquiry/enquiry-report.routes';
import { createEnquiryReportService } from './modules/enquiry/enquiry-report.service';
import { leadRoutes } from './modules/lead/lead.routes';
import { createLeadService } from './modules/lead/lead.service';
import { guestMessageRoutes } from './modules/guest-message/guest-message.routes';
import { createGuestMessageService } from './modules/guest-message/guest-message.service';
import { createEnquiryService } from './modules/enquiry/enquiry.service';
import { customerRoutes } from './modules/customer/customer.routes';
import { createCustomerService } from './modules/customer/customer.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { meRoutes } from './modules/me/me.routes';
import { createMeService } from './modules/me/me.service';
import { notificationRoutes } from './modules/notification/notification.routes';
import { createNotificationService } from './modules/notification/notification.service';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { organisationRoutes } from './modules/organisation/organisation.routes';
import { partnerRoutes } from './modules/partner/partner.routes';
import { createPartnerService } from './modules/partner/partner.service';
import { createOrganisationService } from './modules/organisation/organisation.service';
import { expenseRoutes } from './modules/expense/expense.routes';
import { reservationRoutes } from './modules/reservation/reservation.routes';
import { createReservationService } from './modules/reservation/reservation.service';
import { serviceCatalogueRoutes } from './modules/service-catalogue/service-catalogue.routes';
import { productModuleRoutes } from './modules/product/product.routes';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes';
import { createKitchenService } from './modules/kitchen/kitchen.service';
import { liveRoutes } from './modules/live/live.routes';
import { createLiveService } from './modules/live/live.service';
import { orderPosRoutes } from './modules/order/order-pos.routes';
import { createOrderPosService } from './modules/order/order-pos.service';
import { orderRoutes } from './modules/order/order.routes';
import { createOrderService } from './modules/order/order.service';
import { serviceRequestRoutes } from './modules/service-request/service-request.routes';
import { createServiceRequestService } from './modules/service-request/service-request.service';
import { createExpenseService } from './modules/expense/expense.service';
import { paymentGatewayRoutes } from './modules/payment-gateway/payment-gateway.routes';
import { invoiceEmailRoutes } from './modules/invoice/invoice-email.routes';
import { createInvoiceEmailService } from './modules/invoice/invoice-email.service';
import { invoiceRoutes } from './modules/invoice/invoice.routes';
import { createPromotionImageService } from './modules/promotion/promotion-images';
import { promotionImageRoutes } from './modules/promotion/promotion-images.routes';
import { promotionRoutes } from './modules/promotion/promotion.routes';
import { reviewModuleRoutes } from './modules/review/review.module';
import { createPromotionService } from './modules/promotion/promotion.service';
import { createInvoiceService } from './modules/invoice/invoice.service';
import { createPaymentGatewayService } from './modules/payment-gateway/payment-gateway.service';
import { paymentLinkModuleRoutes, type PaymentLinkOptions } from './modules/payment-link/payment-link.module';
import { ephemeralSecretsKey, SecretBox } from './lib/secret-box';
import { outboundPolicy, type OutboundPolicy } from './lib/outbound-http';
import type { FetchLimits } from './modules/ical/ical-fetch';
import { icalModuleRoutes } from './modules/ical/ical.module';
import { paymentRoutes } from './modules/payment/payment.routes';
import { createPaymentService } from './modules/payment/payment.service';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { propertyAdminRoutes } from './modules/property/property-admin.routes';
import { createPropertyAdminService } from './modules/property/property-admin.service';
import { propertyRoutes } from './modules/property/property.routes';
import { createPropertyService } from './modules/property/property.service';
import { reportRoutes } from './modules/report/report.routes';
import { createReportService } from './modules/report/report.service';
import { roomRoutes } from './modules/room/room.routes';
import { createRoomService } from './modules/room/room.service';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { createSubscriptionService } from './modules/subscription/subscription.service';
import { userRoutes } from './modules/user/user.routes';
import { createUserService } from './modules/user/user.service';
import { privateDirFor } from './lib/private-files';
import { JWT_VERIFY_OPTIONS, registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerCompression } from './plugins/compression';
import { registerIdempotency } from './plugins/idempotency';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerMultipart } from './plugins/multipart';
import { createResponseSerializerCompiler, crossCheckSerializers } from './plugins/response-serializer';
import { registerRequestTimeLimit } from './plugins/request-time-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';

// Friendlier messages than zod's defaults for the two mistakes clients make most.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
    if (issue.code === 'invalid_type') return `Expected ${issue.expected}`;
    return undefined;
  },
});

export interface AppOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'logLevel' | 'webDist' | 'uploadsDir' | 'trustProxy'> &
    Partial<Pick<Config, 'requestTimeoutMs' | 'appUrl' | 'leadsOrganisationId' | 'outboundAllowPrivate'>> & {
      /** The longest a live stream stays open before the client reconnects (tests: a few ms, so it ends). */
      liveStreamMaxMs?: number;
    };
  throttle?: ThrottleOptions;
  logger?: boolean;
  /** The message outbox's delivery worker (main.ts): woken by a resend, stopped when the app closes. */
  outbox?: OutboxWorker;
  /**
   * The key sealing stored secrets (payment gateway keys, decision 0031): main.ts passes SECRETS_KEY or the DATA_DIR
   * key file; without one (tests) a key for this process only, so nothing sealed outlives it.
   */
  secretsKey?: Buffer;
  /** Payment links (tests: a local Stripe, other rate limits). */
  paymentLinks?: Omit<PaymentLinkOptions, 'appUrl'>;
  /** Outbound requests to typed addresses (tests: a resolver of their own); default from config.outboundAllowPrivate. */
  outbound?: OutboundPolicy;
  /** iCal imports (tests: a short fetch time limit). */
  ical?: { fetchLimits?: Partial<FetchLimits> };
}

export async function buildApp({
  db,
  config,
  throttle = DEFAULT_THROTTLE,
  logger = true,
  outbox,
  secretsKey,
  paymentLinks,
  ical,
  outbound: outboundOverride,
}: AppOptions) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    // Only behind a proxy may the client address come from X-Forwarded-For: login throttling counts per address,
    // and a client talking to us directly could otherwise pick a new address for every attempt.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every request has a time limit: receiving it (here), and answering it (503, request-time-limit.ts), so a hung
    // request frees its client.
    requestTimeout: config.requestTimeoutMs ?? 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: crossCheckSerializers() }));

  registerErrorHandling(app);
  registerRequestTimeLimit(app, config.requestTimeoutMs ?? 30_000);
  registerSecurityHeaders(app);
  registerJsonBodyParser(app);
  // Before any route: it attaches itself to each route as the route is added.
  await registerCompression(app);
  await app.register(fastifyJwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn },
    verify: JWT_VERIFY_OPTIONS,
  });
  await registerMultipart(app, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'BookOne API',
        version: '1.0.0',
        description:
          'Every request carries the header `APP_ID: BOOKONE_WEB_APP`; signed-in calls also carry ' +
          '`Authorization: Bearer <token>` from POST /api/user/login. A non-GET request may carry ' +
          '`Idempotency-Key: <uuid>`: the same key again (same caller, method, path and body, within 24 hours) is ' +
          'answered with the first result and `Idempotent-Replayed: true` instead of running twice; the same key ' +
          'with another request is refused with 422, and while the first is still running with 409. Multipart ' +
          'uploads are not covered.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          appId: { type: 'apiKey', in: 'header', name: 'APP_ID' },
        },
      },
      security: [{ appId: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Roles as data (issue 10): the built-in roles' permissions written from the domain's table, then read per
  // process through the cache that the auth gate and the services share.
  await syncBuiltInRoles(db);
  const roleCache = createRoleCache(db);
  registerAuth(app, db, roleCache);
  registerIdempotency(app, db, { secret: config.jwtSecret });

  const auth = createAuthService(app, db, throttle);
  const users = createUserService(db, auth, config.uploadsDir, roleCache);
  const properties = createPropertyService(db);
  const subscriptions = createSubscriptionService(db);
  const notifications = createNotificationService(db);
  const me = createMeService(db);
  const search = createSearchService(db);

  // Liveness for load balancers and the benchmarks' baseline: answers without touching the database, so that it
  // measures the HTTP stack alone (a process that cannot reach its database fails its first real request instead).
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes, { auth });
  await app.register(userRoutes, { users });
  await app.register(propertyRoutes, { properties, users });
  await app.register(subscriptionRoutes, { subscriptions });
  await app.register(notificationRoutes, { notifications });
  await app.register(meRoutes, { me });
  await app.register(searchRoutes, { search });
  await app.register(onboardingRoutes, { onboarding: createOnboardingService(db) });
  await app.register(businessRoutes, { business: createBusinessService(db, config.uploadsDir) });
  await app.register(roomRoutes, { rooms: createRoomService(db, config.uploadsDir) });
  await app.register(availabilityRoutes, { availability: createAvailabilityService(db) });
  // A booking form's enquiry is filed in the enquiry inbox too: the enquiry module (above this one) does it.
  await app.register(bookingRoutes, {
    bookings: createBookingService(db, { enquiry: bookingFormEnquiries }),
  });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(db) });
  await app.register(reportRoutes, { reports: createReportService(db) });
  await app.register(paymentRoutes, { payments: createPaymentService(db) });
  const privateDir = privateDirFor(config.uploadsDir);
  await app.register(customerRoutes, {
    customers: createCustomerService(db, privateDir, bookingsOfCustomer),
    privateDir,
  });
  await app.register(expenseRoutes, { expenses: createExpenseService(db, privateDir), privateDir });
  await app.register(companyRoutes, { companies: createCompanyService(db) });
  const enquiries = createEnquiryService(db);
  await app.register(enquiryRoutes, { enquiries });
  await app.register(enquiryReportRoutes, { reports: createEnquiryReportService(db, enquiries) });
  await app.register(leadRoutes, {
    leads: createLeadService(db, { organisationId: config.leadsOrganisationId ?? PARENT_ORGANISATION_ID }),
  });
  await app.register(addressRoutes, { addresses: createAddressService(db) });
  await app.register(streetUploadRoutes, { uploads: createStreetUploadService(db) });
  await app.register(organisationRoutes, { organisations: createOrganisationService(db) });
  await app.register(propertyAdminRoutes, { propertyAdmin: createPropertyAdminService(db) });
  await app.register(businessTypeRoutes, { businessTypes: createBusinessTypeService(db) });
  await app.register(partnerRoutes, { partners: createPartnerService(db) });
  await app.register(roleRoutes, { roles: createRoleService(db, roleCache) });
  await app.register(auditRoutes, { audit: createAuditService(db) });
  await app.register(reservationRoutes, { reservations: createReservationService(db) });
  await app.register(serviceRequestRoutes, { serviceRequests: createServiceRequestService(db) });
  await app.register(serviceCatalogueRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(productModuleRoutes, { db, uploadsDir: config.uploadsDir });
  await app.register(orderRoutes, { orders: createOrderService(db) });
  await app.register(orderPosRoutes, { pos: createOrderPosService(db) });
  await app.register(kitchenRoutes, { kitchen: createKitchenService(db) });
  await app.register(liveRoutes, {
    live: createLiveService(db),
    ...(config.liveStreamMaxMs ? { maxStreamMs: config.liveStreamMaxMs } : {}),
  });
  await app.register(outboxRoutes, { outbox: createOutboxService(db, () => outbox?.wake()) });
  if (outbox) app.addHook('onClose', () => outbox.stop());
  await app.register(guestMessageRoutes, { guestMessages: createGuestMessageService(db) });
  // Requests to addresses people typed (iCal feeds, channel URLs) reach public addresses only (lib/outbound-http.ts).
  const outbound = outboundOverride ?? outboundPolicy(config.outboundAllowPrivate);
  const secrets = secretsKey ?? ephemeralSecretsKey();
  const gateways = createPaymentGatewayService(db, new SecretBox(secrets));
  await app.register(paymentGatewayRoutes, { gateways });
  await app.register(paymentLinkModuleRoutes, {
    db,
    gateways,
    // A paid enquiry quote books its stay: the enquiry module (above this one) does it (decision 0012).
    quoteBooking: quoteBookingFor(db),
    // A paid booking engine link books the guest's stay (issue 16): the booking engine module does it.
    webBooking: webBookingFor(db),
    // A paid deposit of a reservation made online confirms it: the reservation module does it.
    reservationPaid: confirmPaidOnline,
    ...paymentLinks,
    ...(config.appUrl ? { appUrl: config.appUrl } : {}),
  });
  await app.register(enquiryQuoteModuleRoutes, { db, gateways });
  // Two-way iCal (issue 16): busy feeds per room type and room; OTA feeds imported.
  await app.register(icalModuleRoutes, {
    db,
    secretsKey: secrets,
    schedule: outbox != null,
    outbound,
    ...(config.appUrl ? { appUrl: config.appUrl } : {}),
    ...(ical?.fetchLimits ? { fetchLimits: ical.fetchLimits } : {}),
  });
  // The public booking engine (issue 16): its API and the page /book/{seoFriendlyName}.
  // A guest's hold on the booking page is filed in the enquiry inbox, as the booking form's enquiry is.
  await app.register(bookingEngineModuleRoutes, {
    db,
    gateways,
    webDist: config.webDist,
    bookingLinks: { enquiry: bookingFormEnquiries },
  });
  // The booking engine of services and restaurants: slots and reservations through the reservation module; in the
  // real server, the poll that releases online reservations whose deposit was not paid in time.
  await app.register(bookingEngineServicesModuleRoutes, { db, gateways, schedule: outbox != null });

  const invoices = createInvoiceService(db, config.uploadsDir);
  await app.register(invoiceRoutes, { invoices });
  await app.register(invoiceEmailRoutes, {
    invoiceEmail: createInvoiceEmailService(db, invoices, () => outbox?.wake()),
  });
  await app.register(promotionRoutes, { promotions: createPromotionService(db) });
  await app.register(promotionImageRoutes, { images: createPromotionImageService(db, config.uploadsDir) });
  await app.register(reviewModuleRoutes, { db });

  await app.register(campaignModuleRoutes, {
    db,
    secretsKey: secrets,
    wake: () => outbox?.wake(),
    schedule: outbox != null,
  });
  // The day close (decision 0046): its API, and in the real server the automatic night audit's poll.
  await app.register(dayCloseModuleRoutes, { db, schedule: outbox != null });
  // OTA channels (issue 16): catalogue, connections, reservations log, sync health; the push worker's poll.
  await app.register(channelModuleRoutes, { db, schedule: outbox != null, outbound });

  await registerWeb(app, { webDist: config.webDist, uploadsDir: config.uploadsDir });
  return app as unknown as FastifyInstance;
}
