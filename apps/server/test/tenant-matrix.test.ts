// The tenant matrix (issue 9, §2): every operation of the OpenAPI document × every role of another organisation ×
// the ids of a foreign property and organisation. No answer may be a 5xx, carry the foreign tenant's data, or change
// it; a foreign id answers exactly as a missing one does. The table below says how to fill each operation's
// parameters: an operation it does not list fails the test, so every new module is covered by construction.
import { ADDRESS_API_SEGMENTS, ROLES, type Role } from '@bookone/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REPORTS } from '../src/modules/report/reports';
import { createTestApp, type TestApp } from './helpers';
import { createForeignTenant, demoIds, insertUser, multipart, TINY_PNG, type ForeignTenant } from './support';
import {
  exampleOf,
  foreignRowsDigest,
  listOperations,
  MISSING_ID,
  queryRows,
  recordIds,
  REF_BY_NAME,
  type JsonSchema,
  type Operation,
  type Ref,
} from './openapi-support';

interface Case {
  /** Parameters and body fields whose name alone does not say what they name (e.g. imageId, serviceId, id). */
  refs?: Record<string, Ref>;
  /** Fields set over the example body built from the schema. */
  body?: Record<string, unknown>;
  /** A multipart upload (one small PNG), not described by the OpenAPI body. */
  upload?: true;
  /** The operation names nothing of another tenant: a 2xx is fine, as long as it carries no foreign data. */
  own?: string;
}

/** How to fill every operation. Keep it in step with the routes: a missing entry fails the coverage test. */
const MATRIX: Record<string, Case> = {
  'GET /api/health': { own: 'liveness' },
  'POST /api/user/login': {
    own: 'signs in',
    body: { username: 'nobody@test.example', password: 'Wrong#2026x' },
  },
  'GET /api/user/findById/{userId}': {},
  'GET /api/user/findByName/{userName}': {},
  'GET /api/user/findAll': { own: "the caller's tenant only" },
  'GET /api/user/organisation/{organizationId}': {},
  'POST /api/user/signup': { refs: {} },
  'POST /api/user/updateUser': { refs: { id: 'user' } },
  'POST /api/user/update': { refs: { id: 'user' } },
  'POST /api/user/profileUpdate': { own: "the caller's own profile" },
  'POST /api/user/updatePassword': {
    own: "the caller's own password",
    body: { currentPassword: 'Wrong#2026x' },
  },
  'POST /api/user/updateProfilePic': { upload: true },
  'GET /api/user/export': { own: "the caller's tenant only" },
  'POST /api/user/{userId}/invitation': {},
  'POST /api/user/{userId}/passwordReset': {},
  'GET /api/user/isUuidValid/{uuid}': { own: 'public: a random link secret names nobody' },
  'POST /api/user/resetPassword': { own: 'public: a random link secret names nobody' },
  'POST /api/user/forgotPassword': { own: 'public: the same answer for every address' },
  'GET /api/property/{propertyId}': {},
  'GET /api/property/{propertyId}/users': {},
  'GET /api/property/propertyId/{propertyId}/users': {},
  'POST /api/property/{propertyId}/addSubscription': {},
  'GET /api/subscription': { own: 'the platform catalogue' },
  'POST /api/subscription': { own: 'the platform catalogue (super admin only)' },
  'GET /api/notification/property': {},
  'POST /api/notification/': { refs: { id: 'notification' } },
  'POST /api/notification': { refs: { id: 'notification' } },
  'GET /api/me/navigation': { own: "the caller's menus" },
  'GET /api/role': { own: "roles are platform-wide; the holder counts are of the caller's tenant" },
  'GET /api/role/{role}/users': {
    own: "roles are platform-wide; the holders listed are the caller's tenant's",
  },
  'POST /api/role': { own: 'the platform catalogue (super admin only)' },
  'PUT /api/role/{role}': { own: 'the platform catalogue (super admin only)' },
  'DELETE /api/role/{role}': { own: 'the platform catalogue (super admin only)' },
  'GET /api/search': { own: "the caller's tenant only" },
  'GET /api/property/{propertyId}/onboarding': {},
  'PUT /api/property/{propertyId}/onboarding/business': {},
  'PUT /api/property/{propertyId}/onboarding/manager': {},
  'PUT /api/property/{propertyId}/onboarding/tax': {},
  'PUT /api/property/{propertyId}/onboarding/plan': {},
  'GET /api/property/{propertyId}/profile': {},
  'PUT /api/property/{propertyId}/profile': {},
  'GET /api/property/seo-name/check': {
    own: 'whether a public address is free is public (addresses are unique across tenants)',
  },
  'POST /api/property/{propertyId}/logo': { upload: true },
  'GET /api/property/{propertyId}/images': {},
  'POST /api/property/{propertyId}/images': { upload: true },
  'PUT /api/property/{propertyId}/images/{imageId}': { refs: { imageId: 'propertyImage' } },
  'DELETE /api/property/{propertyId}/images/{imageId}': { refs: { imageId: 'propertyImage' } },
  'GET /api/property/{propertyId}/business-hours': {},
  'PUT /api/property/{propertyId}/business-hours': {},
  'GET /api/property/{propertyId}/business-services': {},
  'POST /api/property/{propertyId}/business-services': {},
  'PUT /api/property/{propertyId}/business-services/{serviceId}': { refs: { serviceId: 'businessService' } },
  'DELETE /api/property/{propertyId}/business-services/{serviceId}': {
    refs: { serviceId: 'businessService' },
  },
  'GET /api/room/property/{propertyId}/room-types': {},
  'POST /api/room/property/{propertyId}/room-types': {},
  'GET /api/room/room-types/{roomTypeId}': {},
  'PUT /api/room/room-types/{roomTypeId}': {},
  'DELETE /api/room/room-types/{roomTypeId}': {},
  'GET /api/room/room-types/{roomTypeId}/images': {},
  'POST /api/room/room-types/{roomTypeId}/images': { upload: true },
  'PUT /api/room/room-types/{roomTypeId}/images/{imageId}': { refs: { imageId: 'roomTypeImage' } },
  'DELETE /api/room/room-types/{roomTypeId}/images/{imageId}': { refs: { imageId: 'roomTypeImage' } },
  'GET /api/room/property/{propertyId}/rooms': {},
  'POST /api/room/property/{propertyId}/rooms': {},
  'PUT /api/room/rooms/{roomId}': {},
  'DELETE /api/room/rooms/{roomId}': {},
  'PUT /api/room/rooms/{roomId}/status': {},
  'PUT /api/room/rooms/{roomId}/service': {},
  'GET /api/room/facilities/organisation/{organisationId}': {},
  'POST /api/room/facilities/organisation/{organisationId}': {},
  'PUT /api/room/facilities/{facilityId}': {},
  'DELETE /api/room/facilities/{facilityId}': {},
  'GET /api/room/room-types/{roomTypeId}/plans': {},
  'POST /api/room/room-types/{roomTypeId}/plans': {},
  'PUT /api/room/plans/{planId}': {},
  'DELETE /api/room/plans/{planId}': {},
  'GET /api/availability/property/{propertyId}/grid': {},
  'GET /api/availability/property/{propertyId}': {},
  'PUT /api/availability/room-types/{roomTypeId}/dates/{date}': {},
  'POST /api/availability/property/{propertyId}/bulk-update': {},
  'POST /api/availability/property/{propertyId}/quote': {},
  'POST /api/availability/property/{propertyId}/search': {},
  'GET /api/booking/property/{propertyId}': {},
  'POST /api/booking/property/{propertyId}': {},
  'GET /api/booking/property/{propertyId}/export': {},
  'POST /api/booking/property/{propertyId}/quote': {},
  'GET /api/booking/property/{propertyId}/calendar': {},
  'GET /api/booking/property/{propertyId}/front-desk': {},
  'POST /api/booking/property/{propertyId}/group': {},
  'GET /api/booking/property/{propertyId}/group/{groupReference}': {},
  'POST /api/booking/property/{propertyId}/group/{groupReference}/check-in': {},
  'POST /api/booking/property/{propertyId}/group/{groupReference}/check-out': {},
  'GET /api/booking/{bookingId}': {},
  'PUT /api/booking/{bookingId}': {},
  'GET /api/booking/{bookingId}/details': {},
  'POST /api/booking/{bookingId}/cancel': {},
  'POST /api/booking/{bookingId}/confirm': {},
  'POST /api/booking/{bookingId}/void': {},
  'POST /api/booking/{bookingId}/no-show': {},
  'POST /api/booking/{bookingId}/release': {},
  'GET /api/booking/{bookingId}/check-out': {},
  'POST /api/booking/{bookingId}/check-out': {},
  'POST /api/booking/{bookingId}/undo-check-out': {},
  'GET /api/booking/{bookingId}/available-rooms': {},
  'POST /api/booking/{bookingId}/allocate': {},
  'POST /api/booking/{bookingId}/check-in': {},
  'POST /api/booking/{bookingId}/amend': {},
  'POST /api/booking/{bookingId}/room-shift': {},
  'GET /api/booking/{bookingId}/audit': {},
  'GET /api/booking/{bookingId}/services': {},
  'POST /api/booking/{bookingId}/services': {},
  'DELETE /api/booking/{bookingId}/services/{serviceId}': { refs: { serviceId: 'bookingService' } },
  'GET /api/booking/{bookingId}/folio': {},
  'GET /api/dashboard/property/{propertyId}': {},
  'GET /api/dashboard/property/{propertyId}/scope': {},
  'GET /api/dashboard/organisation/{organisationId}': {},
  'GET /api/report/property/{propertyId}/sales': {},
  // The report dashboard (issue 15): the catalogue, and each registered report's figures and workbook (generated).
  'GET /api/report': { own: "the reports the caller's permissions and properties allow" },
  ...Object.fromEntries(
    REPORTS.flatMap((r) => [
      [`GET /api/report/${r.id}`, {}],
      [`GET /api/report/${r.id}/export`, {}],
    ]),
  ),
  'GET /api/payment/property/{propertyId}': {},
  'POST /api/payment/property/{propertyId}': {},
  'GET /api/payment/property/{propertyId}/export': {},
  'GET /api/payment/{paymentId}': {},
  'PUT /api/payment/{paymentId}': {},
  'POST /api/payment/{paymentId}/refund': {},
  'GET /api/customer/property/{propertyId}': {},
  'POST /api/customer/property/{propertyId}': {},
  'GET /api/customer/property/{propertyId}/duplicates': {},
  'GET /api/customer/{customerId}': {},
  'PUT /api/customer/{customerId}': {},
  'DELETE /api/customer/{customerId}': {},
  'GET /api/customer/{customerId}/documents': {},
  'POST /api/customer/{customerId}/documents': {},
  'PUT /api/customer/{customerId}/documents/{documentId}': {},
  'DELETE /api/customer/{customerId}/documents/{documentId}': {},
  'POST /api/customer/{customerId}/documents/{documentId}/front': { upload: true },
  'GET /api/customer/{customerId}/documents/{documentId}/front': {},
  'POST /api/customer/{customerId}/documents/{documentId}/back': { upload: true },
  'GET /api/customer/{customerId}/documents/{documentId}/back': {},
  'GET /api/customer/{customerId}/stays': {},
  'POST /api/customer/{customerId}/merge': {},
  'GET /api/expense/property/{propertyId}': {},
  'POST /api/expense/property/{propertyId}': {},
  'GET /api/expense/property/{propertyId}/export': {},
  'GET /api/expense/{expenseId}': {},
  'PUT /api/expense/{expenseId}': {},
  'DELETE /api/expense/{expenseId}': {},
  'POST /api/expense/{expenseId}/receipt': { upload: true },
  'GET /api/expense/{expenseId}/receipt': {},
  'GET /api/company/organisation/{organisationId}': {},
  'GET /api/company/organisation/{organisationId}/export': {},
  'GET /api/company/organisation/{organisationId}/rate-plans': {},
  'POST /api/company/organisation/{organisationId}': {},
  'GET /api/company/property/{propertyId}/billable': {},
  'GET /api/company/{companyId}': {},
  'PUT /api/company/{companyId}': {},
  'DELETE /api/company/{companyId}': {},
  'GET /api/company/{companyId}/charges': {},
  'GET /api/company/{companyId}/charges/export': {},
  'GET /api/company/{companyId}/statement': {},
  'GET /api/company/{companyId}/statement/export': {},
  // Enquiries (issue 15): a foreign organisation, enquiry, property filter, assignee or booking answers as missing.
  'GET /api/enquiry/organisation/{organisationId}': {},
  'GET /api/enquiry/organisation/{organisationId}/export': {},
  'GET /api/enquiry/organisation/{organisationId}/assignees': {},
  'GET /api/enquiry/organisation/{organisationId}/properties': {},
  'POST /api/enquiry/organisation/{organisationId}': {},
  'GET /api/enquiry/{enquiryId}': {},
  'PUT /api/enquiry/{enquiryId}': {},
  'PUT /api/enquiry/{enquiryId}/assignee': {},
  'PUT /api/enquiry/{enquiryId}/status': {},
  // The quote flow (issue 15): a foreign enquiry answers as missing before anything is priced or sent.
  'POST /api/enquiry/{enquiryId}/quote/preview': {},
  'PUT /api/enquiry/{enquiryId}/quote': {},
  'POST /api/enquiry/{enquiryId}/quote/send': {},
  'GET /api/public/enquire/{seoFriendlyName}': {
    own: "public: a property's enquiry form shows its name, logo and room types only",
  },
  'POST /api/public/enquire/{seoFriendlyName}': {
    own: 'public: files an enquiry with the property it names, answering only its number',
  },
  // The booking engine of services and restaurants (issue 16): the property is named by its public address; another
  // property's offering answers as unknown (booking-engine-services.test.ts).
  'GET /api/public/book/{seoFriendlyName}/services': {
    own: "public: a published property's bookable offerings, naming no resource",
  },
  'GET /api/public/book/{seoFriendlyName}/services/slots': {
    own: "public: free times of the named property's offering, naming no resource",
  },
  'POST /api/public/book/{seoFriendlyName}/services/reservation': {
    own: "public: books the named property's offering, answering only its own receipt",
  },
  // The booking engine for rooms (issue 16): public and named by the property's address (a property without the
  // Booking Engine subscription answers as unknown); a foreign property's settings answer as missing
  // (booking-engine.test.ts).
  'GET /api/public/book/{seoFriendlyName}': {
    own: "public: a subscribed property's public profile, nothing of another",
  },
  'GET /api/public/book/{seoFriendlyName}/availability': {
    own: "public: the named property's room types priced for a stay",
  },
  'POST /api/public/book/{seoFriendlyName}': {
    own: "public: books the named property's room type, answering only its own payment token",
  },
  'GET /api/public/book/{seoFriendlyName}/confirmation/{token}': {
    own: 'public: a random payment secret of the named property names nobody else',
  },
  'GET /api/booking-engine/property/{propertyId}/settings': {},
  'PUT /api/booking-engine/property/{propertyId}/settings': {},
  // Address setup (issue 10): reference data of no tenant, read by every signed-in user, written by the platform.
  'GET /api/address/lookup': { own: 'the platform address catalogue' },
  'POST /api/address/streets/upload': { own: 'the platform address catalogue', upload: true },
  'POST /api/address/streets/upload/preview': { own: 'the platform address catalogue', upload: true },
  ...Object.fromEntries(
    Object.values(ADDRESS_API_SEGMENTS).flatMap((level) =>
      ['GET ', 'GET /export', 'POST ', 'GET /{placeId}', 'PUT /{placeId}', 'DELETE /{placeId}'].map((op) => {
        const [method, tail] = op.split(' ');
        return [`${method} /api/address/${level}${tail}`, { own: 'the platform address catalogue' }];
      }),
    ),
  ),
  'GET /api/organisation': { own: 'every organisation (super admin only)' },
  'GET /api/organisation/export': { own: 'every organisation (super admin only)' },
  'POST /api/organisation': { own: 'a new organisation (super admin only)' },
  'GET /api/organisation/{organisationId}': {},
  'PUT /api/organisation/{organisationId}': {},
  'POST /api/organisation/{organisationId}/deactivate': {},
  'POST /api/organisation/{organisationId}/activate': {},
  'GET /api/organisation/{organisationId}/propertiesCountByPlan': {},
  'GET /api/organisation/{organisationId}/properties': {},
  'GET /api/organisation/{organisationId}/properties/export': {},
  'POST /api/organisation/{organisationId}/properties': {},
  'POST /api/property/deactivateBusiness/{propertyId}': {},
  'POST /api/property/activateBusiness/{propertyId}': {},
  'PUT /api/property/{propertyId}/plan': {},
  // The audit log (issue 10): a foreign property or organisation filter answers as a missing one.
  'GET /api/audit': {},
  'GET /api/audit/export': {},
  'GET /api/audit/facets': {
    own: "the caller's scope: the users in its rows, its organisation's properties",
  },
  // Business Type Config and partner properties (issue 10).
  'GET /api/business-type': { own: "the caller's organisation's business types" },
  'GET /api/business-type/organisation/{organisationId}': {},
  'GET /api/business-type/organisation/{organisationId}/{key}': {},
  'PUT /api/business-type/organisation/{organisationId}/{key}': {},
  'DELETE /api/business-type/organisation/{organisationId}/{key}': {},
  'GET /api/partner-agreement/organisation/{organisationId}': {},
  'GET /api/partner-agreement/organisation/{organisationId}/export': {},
  'POST /api/partner-agreement': {},
  'GET /api/partner-agreement/{agreementId}': {},
  'PUT /api/partner-agreement/{agreementId}': {},
  'GET /api/partner-agreement/{agreementId}/availability': {},
  // Msg Tracker (issue 13): a foreign message or property filter answers as a missing one.
  'GET /api/messages': {},
  'GET /api/messages/export': {},
  'GET /api/messages/{messageId}': {},
  'POST /api/messages/{messageId}/resend': {},
  'POST /api/messages/{messageId}/cancel': {},
  // Guest message settings (decision 0043): a foreign property answers as a missing one.
  'GET /api/property/{propertyId}/message-settings': {},
  'PUT /api/property/{propertyId}/message-settings': {},
  // Day close (issue 15, decision 0046): a foreign property or close answers as missing.
  'GET /api/property/{propertyId}/day-close': {},
  'GET /api/property/{propertyId}/day-close/settings': {},
  'PUT /api/property/{propertyId}/day-close/settings': {},
  'POST /api/property/{propertyId}/day-close/run': {},
  'GET /api/property/{propertyId}/day-close/runs/{runId}': {},
  // Payment gateways (issue 13): the catalogue is the platform's; a property's setting is its tenant's.
  'GET /api/payment-gateway': { own: 'the platform catalogue (super admin only)' },
  'POST /api/payment-gateway': { own: 'the platform catalogue (super admin only)' },
  'GET /api/payment-gateway/choices': { own: 'the enabled gateways of the platform catalogue' },
  'GET /api/payment-gateway/{gatewayId}': { own: 'the platform catalogue (super admin only)' },
  'PUT /api/payment-gateway/{gatewayId}': { own: 'the platform catalogue (super admin only)' },
  'GET /api/payment-gateway/settings': {},
  'GET /api/payment-gateway/settings/export': {},
  'GET /api/payment-gateway/property/{propertyId}': {},
  // OTA channels (issue 16): the platform catalogue, then a property's connections, log and sync health.
  'GET /api/channel': { own: 'the platform catalogue (super admin only)' },
  'GET /api/channel/export': { own: 'the platform catalogue (super admin only)' },
  'GET /api/channel/choices': { own: 'the active channels of the platform catalogue' },
  'POST /api/channel': { own: 'the platform catalogue (super admin only)', body: { name: 'Matrix Channel' } },
  'GET /api/channel/{channelId}': { own: 'the platform catalogue (super admin only)' },
  'PUT /api/channel/{channelId}': { own: 'the platform catalogue (super admin only)' },
  'DELETE /api/channel/{channelId}': { own: 'the platform catalogue (super admin only)' },
  'GET /api/channel/property/{propertyId}/connection': {},
  'POST /api/channel/property/{propertyId}/connection': {},
  'GET /api/channel/property/{propertyId}/connection/{connectionId}': {},
  'PATCH /api/channel/property/{propertyId}/connection/{connectionId}': {},
  'DELETE /api/channel/property/{propertyId}/connection/{connectionId}': {},
  'PUT /api/channel/property/{propertyId}/connection/{connectionId}/mappings': {},
  'GET /api/channel/property/{propertyId}/connection/{connectionId}/health': {},
  'GET /api/channel/property/{propertyId}/reservations': {},
  'GET /api/channel/property/{propertyId}/reservations/export': {},
  'POST /api/channel/property/{propertyId}/connection/{connectionId}/webhook-token': {},
  'POST /api/public/channel/webhook/{token}': { own: 'public: a random token names nobody' },
  // Two-way iCal (issue 16): a property's busy feeds and imported feeds (feedId names one); the busy feed's
  // public URL is named by a random token only.
  'GET /api/ical/property/{propertyId}/export-feeds': {},
  'POST /api/ical/property/{propertyId}/export-feeds': {},
  'DELETE /api/ical/property/{propertyId}/export-feeds/{feedId}': { refs: { feedId: 'icalExportFeed' } },
  'GET /api/public/ical/{file}': { own: 'public: a random feed secret names nobody' },
  'GET /api/ical/property/{propertyId}/import-feeds': {},
  'POST /api/ical/property/{propertyId}/import-feeds': {},
  'PATCH /api/ical/property/{propertyId}/import-feeds/{feedId}': { refs: { feedId: 'icalImportFeed' } },
  'DELETE /api/ical/property/{propertyId}/import-feeds/{feedId}': { refs: { feedId: 'icalImportFeed' } },
  'POST /api/ical/property/{propertyId}/import-feeds/{feedId}/sync': { refs: { feedId: 'icalImportFeed' } },
  'GET /api/ical/property/{propertyId}/overbookings': {},
  'PUT /api/payment-gateway/property/{propertyId}': {},
  // Invoices (issue 13): a foreign invoice answers as a missing one; the organisation list as a foreign organisation.
  'GET /api/invoice/property/{propertyId}': {},
  'GET /api/invoice/property/{propertyId}/export': {},
  'POST /api/invoice/property/{propertyId}': {},
  'POST /api/invoice/property/{propertyId}/draft-from': {},
  'GET /api/invoice/property/{propertyId}/numbering': {},
  'PUT /api/invoice/property/{propertyId}/numbering': {},
  'GET /api/invoice/organisation/{organisationId}': {},
  'GET /api/invoice/organisation/{organisationId}/export': {},
  'GET /api/invoice/organisation/{organisationId}/properties': {},
  'GET /api/invoice/{invoiceId}': {},
  'PUT /api/invoice/{invoiceId}': {},
  'DELETE /api/invoice/{invoiceId}': {},
  'POST /api/invoice/{invoiceId}/issue': {},
  'POST /api/invoice/{invoiceId}/void': {},
  'POST /api/invoice/{invoiceId}/credit-note': {},
  'POST /api/invoice/{invoiceId}/payment': {},
  'GET /api/invoice/{invoiceId}/pdf': {},
  'POST /api/invoice/{invoiceId}/email': {},
  // Payment links (issue 13): a foreign link answers as a missing one; the guest's pages are public and named by a
  // random token; a property's Stripe webhook needs its signing secret (a foreign one answers as a missing one).
  'GET /api/payment-link/property/{propertyId}': {},
  'GET /api/payment-link/property/{propertyId}/export': {},
  'GET /api/payment-link/property/{propertyId}/channels': {},
  'POST /api/payment-link/property/{propertyId}': {},
  'GET /api/payment-link/{linkId}': {},
  'POST /api/payment-link/{linkId}/cancel': {},
  'POST /api/payment-link/payment/{paymentId}/refund': {},
  'GET /api/public/pay/{token}': { own: 'public: a random link secret names nobody' },
  'GET /api/review/property/{propertyId}': {},
  'GET /api/review/property/{propertyId}/summary': {},
  'GET /api/review/property/{propertyId}/export': {},
  'GET /api/review/{reviewId}': {},
  'POST /api/review/{reviewId}/reply': {},
  'POST /api/review/{reviewId}/status': { body: { status: 'HIDDEN', reason: 'probe' } },
  // Promotions (issue 14): a foreign promotion answers as a missing one; the organisation list as a foreign organisation.
  'GET /api/promotion/property/{propertyId}': {},
  'GET /api/promotion/property/{propertyId}/export': {},
  'GET /api/promotion/property/{propertyId}/targets': {},
  'POST /api/promotion/property/{propertyId}': {},
  'GET /api/promotion/organisation/{organisationId}': {},
  'GET /api/promotion/organisation/{organisationId}/export': {},
  'GET /api/promotion/{promotionId}': {},
  'PUT /api/promotion/{promotionId}': {},
  'DELETE /api/promotion/{promotionId}': {},
  'GET /api/promotion/{promotionId}/images': {},
  'POST /api/promotion/{promotionId}/images': { upload: true },
  'DELETE /api/promotion/{promotionId}/images': {},
  // Business leads (issue 15): the leads organisation's (the platform's by default); staff of any other organisation
  // are answered as if there were none, a foreign lead as a missing one.
  'GET /api/lead': { own: "the leads organisation's leads: 404 for another organisation's staff" },
  'GET /api/lead/export': { own: "the leads organisation's leads: 404 for another organisation's staff" },
  'GET /api/lead/account-managers': { own: "the leads organisation's staff: 404 for another organisation's" },
  'POST /api/lead': { own: "a lead of the leads organisation: 404 for another organisation's staff" },
  'GET /api/lead/{leadId}': {},
  'PUT /api/lead/{leadId}': {},
  'PUT /api/lead/{leadId}/stage': {},
  'GET /api/lead/{leadId}/notes': {},
  'POST /api/lead/{leadId}/notes': {},
  'GET /api/lead/{leadId}/history': {},
  'POST /api/public/book-a-demo': { own: 'public: a new lead of the leads organisation, naming nothing' },
  // Enquiry reports (issue 15, spec §7.4): a foreign property answers as missing.
  'GET /api/accommodationTracker/getByCreatedDate': {},
  'GET /api/v1/accommodationEnquiry/report': {},
  'GET /api/v1/accommodationEnquiry/getEnquiryTypeReport': {},
  'GET /api/v1/accommodationEnquiry/downloadEnquiryTypeExcelReport': {},
  // Campaigns (issue 14): a foreign organisation or campaign answers as missing; the unsubscribe link is public and
  // names one recipient by a signed token.
  'GET /api/campaign/organisation/{organisationId}': {},
  'GET /api/campaign/organisation/{organisationId}/export': {},
  'GET /api/campaign/organisation/{organisationId}/properties': {},
  'GET /api/campaign/organisation/{organisationId}/promotions': {},
  'POST /api/campaign/organisation/{organisationId}/audience': {},
  'POST /api/campaign/organisation/{organisationId}': {},
  'GET /api/campaign/{campaignId}': {},
  'PUT /api/campaign/{campaignId}': {},
  'POST /api/campaign/{campaignId}/send': {},
  'POST /api/campaign/{campaignId}/cancel': {},
  'GET /api/public/unsubscribe/{token}': {
    own: 'public: a signed token names one recipient, forged ones nobody',
  },
  'POST /api/public/unsubscribe/{token}': {
    own: 'public: a signed token names one recipient, forged ones nobody',
  },
  'GET /api/public/review/{token}': { own: 'public: a random link secret names nobody' },
  'POST /api/public/review/{token}': { own: 'public: a random link secret names nobody' },
  'GET /api/public/review/property/{propertyId}': {
    own: "public: a property's published reviews, nothing personal, for its website",
  },
  'POST /api/public/pay/{token}/checkout': { own: 'public: a random link secret names nobody' },
  'POST /api/public/pay/{token}/test-pay': { own: 'public: a random link secret names nobody' },
  'POST /api/public/pay/webhook/stripe/{propertyId}': {},
  // Reservations (issue 11): a foreign reservation, offering, resource or reference answers as a missing one.
  'GET /api/reservation/property/{propertyId}/slots': {},
  'GET /api/reservation/property/{propertyId}': {},
  'GET /api/reservation/property/{propertyId}/export': {},
  'GET /api/reservation/property/{propertyId}/reference/{referenceNumber}': {},
  'POST /api/reservation/property/{propertyId}': {},
  'POST /api/reservation/property/{propertyId}/quote': {},
  'GET /api/reservation/{reservationId}': {},
  'POST /api/reservation/{reservationId}/reschedule': {},
  'POST /api/reservation/{reservationId}/cancel': {},
  'POST /api/reservation/{reservationId}/confirm': {},
  'POST /api/reservation/{reservationId}/check-in': {},
  'POST /api/reservation/{reservationId}/complete': {},
  'POST /api/reservation/{reservationId}/no-show': {},
  'POST /api/reservation/{reservationId}/payment': {},
  'GET /api/reservation/{reservationId}/history': {},
  'GET /api/reservation/property/{propertyId}/schedule': {},
  'GET /api/reservation/property/{propertyId}/today': {},
  // Orders (issue 12): a foreign order, line, outlet, table, product or booking answers as a missing one.
  'GET /api/order/property/{propertyId}': {},
  'GET /api/order/property/{propertyId}/export': {},
  'GET /api/order/organisation/{organisationId}': {},
  'GET /api/order/organisation/{organisationId}/export': {},
  'GET /api/order/property/{propertyId}/tables': {},
  'GET /api/order/property/{propertyId}/pos/guests': {},
  'GET /api/order/property/{propertyId}/pos/customers': {},
  'GET /api/order/property/{propertyId}/reference/{referenceNumber}': {},
  'POST /api/order/property/{propertyId}': {},
  'POST /api/order/property/{propertyId}/quote': {},
  'GET /api/order/{orderId}': {},
  'GET /api/order/{orderId}/history': {},
  'POST /api/order/{orderId}/lines': {},
  'PATCH /api/order/{orderId}/lines/{lineId}': { refs: { lineId: 'orderLine' } },
  'DELETE /api/order/{orderId}/lines/{lineId}': { refs: { lineId: 'orderLine' } },
  'POST /api/order/{orderId}/cancel': {},
  'POST /api/order/{orderId}/request-bill': {},
  'POST /api/order/{orderId}/payment': {},
  'POST /api/order/{orderId}/split': {},
  'POST /api/order/{orderId}/move-lines': {},
  'POST /api/order/{orderId}/confirm': {},
  'POST /api/order/{orderId}/start': {},
  'POST /api/order/{orderId}/ready': {},
  'POST /api/order/{orderId}/serve': {},
  'POST /api/order/{orderId}/dispatch': {},
  'POST /api/order/{orderId}/ship': {},
  'POST /api/order/{orderId}/complete': {},
  // Kitchen tickets (issue 12): `ticketId` names a ticket.
  'GET /api/property/{propertyId}/kitchen/tickets': {},
  'GET /api/order/{orderId}/kitchen-tickets': {},
  'GET /api/kitchen/ticket/{ticketId}': {},
  'POST /api/kitchen/ticket/{ticketId}/status': {},
  'POST /api/kitchen/ticket/{ticketId}/priority': {},
  'POST /api/kitchen/ticket/{ticketId}/acknowledge': {},
  // The live channel: a foreign property answers 404 at once, before any stream.
  'GET /api/live/{propertyId}': {},
  // Service requests (issue 11, spec §7.3): `id` and `ServiceId` name a request.
  'GET /api/service/findByPropertyId': {},
  'GET /api/service/organisation/{orgId}/dates': { refs: { orgId: 'organisation' } },
  'GET /api/service/getBySearchCriteria': {},
  'GET /api/service/download/serviceToExcel': {},
  'POST /api/service/create': {},
  'GET /api/service/findById': { refs: { ServiceId: 'serviceRequest' } },
  'PUT /api/service/{id}': { refs: { id: 'serviceRequest' } },
  'POST /api/service/{id}/status': { refs: { id: 'serviceRequest' } },
  'DELETE /api/service/deleteById/{id}': { refs: { id: 'serviceRequest' } },
  'GET /api/service/property/{propertyId}/open-by-room': {},
  'GET /api/service/getServiceManagementReport': {},
  'GET /api/service/downloadServiceManagementReportToExcel': {},
  'GET /api/service/getPropertyServiceReport': {},
  'GET /api/service/downloadPropertyServiceExcelReport': {},
  'GET /api/service/getIssueTypeReport': {},
  'GET /api/service/downloadIssueTypeExcelReport': {},
  // Services catalogue (issue 11): `serviceId` names a business service, `imageId` an offering's image.
  'GET /api/service-catalogue/property/{propertyId}/business-services': {},
  'GET /api/service-catalogue/property/{propertyId}/business-services/export': {},
  'POST /api/service-catalogue/property/{propertyId}/business-services': {},
  'GET /api/service-catalogue/business-services/{serviceId}': { refs: { serviceId: 'businessService' } },
  'PUT /api/service-catalogue/business-services/{serviceId}': { refs: { serviceId: 'businessService' } },
  'GET /api/service-catalogue/property/{propertyId}/offerings': {},
  'GET /api/service-catalogue/property/{propertyId}/offerings/export': {},
  'POST /api/service-catalogue/property/{propertyId}/offerings': {},
  'GET /api/service-catalogue/offerings/{offeringId}': {},
  'PUT /api/service-catalogue/offerings/{offeringId}': {},
  'POST /api/service-catalogue/offerings/{offeringId}/images': { upload: true },
  'PUT /api/service-catalogue/offerings/{offeringId}/images/{imageId}/main': {
    refs: { imageId: 'offeringImage' },
  },
  'DELETE /api/service-catalogue/offerings/{offeringId}/images/{imageId}': {
    refs: { imageId: 'offeringImage' },
  },
  'GET /api/service-catalogue/property/{propertyId}/resources': {},
  'GET /api/service-catalogue/property/{propertyId}/resources/export': {},
  'POST /api/service-catalogue/property/{propertyId}/resources': {},
  'GET /api/service-catalogue/resources/{resourceId}': {},
  'PUT /api/service-catalogue/resources/{resourceId}': {},
  'GET /api/service-catalogue/resources/{resourceId}/time-off': {},
  'POST /api/service-catalogue/resources/{resourceId}/time-off': {},
  'DELETE /api/service-catalogue/time-off/{timeOffId}': {},
  // Products (issue 12): a foreign group, product, image or outlet answers as a missing one.
  'GET /api/product/property/{propertyId}/groups': {},
  'GET /api/product/property/{propertyId}/groups/export': {},
  'POST /api/product/property/{propertyId}/groups': {},
  'GET /api/product/groups/{productGroupId}': {},
  'PUT /api/product/groups/{productGroupId}': {},
  'POST /api/product/groups/{productGroupId}/image': { upload: true },
  'DELETE /api/product/groups/{productGroupId}/image': {},
  'GET /api/product/property/{propertyId}/products': {},
  'GET /api/product/property/{propertyId}/products/export': {},
  'POST /api/product/property/{propertyId}/products': {},
  'POST /api/product/property/{propertyId}/import/preview': {},
  'POST /api/product/property/{propertyId}/import': {},
  'GET /api/product/products/{productId}': {},
  'PUT /api/product/products/{productId}': {},
  'POST /api/product/products/{productId}/images': { upload: true },
  'PUT /api/product/products/{productId}/images/{imageId}/main': { refs: { imageId: 'productImage' } },
  'DELETE /api/product/products/{productId}/images/{imageId}': { refs: { imageId: 'productImage' } },
};

/** The roles that attack: every role but the platform's, each a user of the rival organisation. */
const ATTACKER_ROLES = ROLES.filter((r) => r !== 'SUPER_ADMIN');

let t: TestApp;
let rival: ForeignTenant;
let operations: Operation[];
/** The foreign tenant: the demo organisation, its properties and what they hold. */
let foreign: Record<Ref, number | string>;
let foreignOrg: number;
let foreignProperties: number[];
/** Texts only the foreign tenant's records hold (names, emails): none may appear in an attacker's answer. */
let markers: string[];
const tokens = new Map<Role, string>();

beforeAll(async () => {
  // A live stream of the caller's own property ends at once instead of staying open.
  t = await createTestApp({ config: { liveStreamMaxMs: 20 } });
  operations = listOperations(t.app);
  const ids = await demoIds(t);
  rival = await createForeignTenant(t);
  foreignOrg = ids.organisation('Demo Hospitality Group');
  const harbour = ids.property('Harbour View Hotel');
  foreignProperties = (
    await queryRows<{ id: number }>(t, `select id from property where organisation_id = ${foreignOrg}`)
  ).map((r) => r.id);
  const inForeign = `in (${foreignProperties.join(',')})`;
  foreign = await recordIds(t, foreignOrg, harbour);
  markers = [
    ...(await queryRows<{ v: string }>(t, `select name v from property where id ${inForeign}`)).map(
      (r) => r.v,
    ),
    'Demo Hospitality Group',
    ...(
      await queryRows<{ v: string }>(t, `select name v from company where organisation_id = ${foreignOrg}`)
    ).map((r) => r.v),
    ...(
      await queryRows<{ v: string }>(
        t,
        `select username v from app_user where organisation_id = ${foreignOrg}`,
      )
    ).map((r) => r.v),
    ...(
      await queryRows<{ v: string }>(
        t,
        `select email v from customer where property_id = ${harbour} and email is not null order by id limit 20`,
      )
    ).map((r) => r.v),
  ];
  for (const role of ATTACKER_ROLES) {
    const scope = role.startsWith('ORG_') ? {} : { propertyId: rival.propertyId };
    const user = await insertUser(t, { roles: [role], organisationId: rival.organisationId, ...scope });
    tokens.set(role, await t.login(user.username));
  }
}, 120_000);
afterAll(() => t?.close());

/** Fills an operation's path, query and body for the given ids (foreign, or all missing). */
function requestFor(op: Operation, c: Case, idOf: (ref: Ref) => number | string) {
  const refOf = (name: string) => c.refs?.[name] ?? REF_BY_NAME[name];
  let url = op.path;
  for (const p of op.pathParams) {
    const ref = refOf(p.name);
    const value = ref ? idOf(ref) : p.name === 'date' ? '2026-12-01' : exampleOf(p.schema, p.name);
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const p of op.queryParams) {
    const ref = refOf(p.name);
    if (ref) query.set(p.name, String(idOf(ref)));
    else if (p.required) query.set(p.name, String(exampleOf(p.schema, p.name)));
  }
  const qs = query.toString();
  if (qs) url += `?${qs}`;
  let payload: unknown;
  let headers: Record<string, string> = {};
  if (c.upload) {
    const form = multipart([
      { name: 'file', filename: 'probe.png', contentType: 'image/png', content: TINY_PNG },
    ]);
    payload = form.body;
    headers = form.headers;
  } else if (op.body) {
    payload = withRefs(exampleOf(op.body, 'body'), op.body, refOf, idOf);
    if (c.body && payload && typeof payload === 'object') payload = { ...payload, ...c.body };
  }
  return { url, payload, headers };
}

/** Every id field of the example body (top level and one level down) set to the foreign record it names. */
function withRefs(
  value: unknown,
  schema: JsonSchema,
  refOf: (name: string) => Ref | undefined,
  idOf: (ref: Ref) => number | string,
): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const ref = refOf(name);
    if (ref && (prop.type === 'integer' || prop.type === 'string')) out[name] = idOf(ref);
    else if (ref && prop.type === 'array') out[name] = [idOf(ref)];
  }
  return out;
}

const caseOf = (op: Operation) => MATRIX[`${op.method} ${op.path}`];
const namesForeign = (op: Operation, c: Case) =>
  !c.own &&
  [...op.pathParams, ...op.queryParams].some((p) => (c.refs?.[p.name] ?? REF_BY_NAME[p.name]) !== undefined);

function send(role: Role, op: Operation, req: ReturnType<typeof requestFor>) {
  return t.api(op.method, req.url, {
    token: tokens.get(role),
    ...(req.payload !== undefined ? { body: req.payload } : {}),
    headers: req.headers,
  });
}

describe('tenant matrix', () => {
  it('lists every operation of the API, and only those', () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(
      keys.filter((k) => !(k in MATRIX)),
      'operations missing from MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !keys.includes(k)),
      'MATRIX entries with no operation',
    ).toEqual([]);
  });

  it('found a foreign record of every kind (otherwise the matrix would only test missing ids)', () => {
    const absent = Object.entries(foreign).filter(([, v]) => v === MISSING_ID);
    expect(absent.map(([k]) => k)).toEqual([]);
  });

  it('no role of another organisation gets a 5xx, foreign data or a change to it, on any operation', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let before = await foreignRowsDigest(t, foreignOrg, foreignProperties);
    for (const op of operations) {
      const c = caseOf(op);
      if (!c) continue;
      const strict = namesForeign(op, c);
      const req = requestFor(op, c, (ref) => foreign[ref]);
      for (const role of ATTACKER_ROLES) {
        const res = await send(role, op, req);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const label = `${role} ${op.method} ${req.url}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} ${res.body.slice(0, 200)}`);
        else if (res.statusCode < 300 && strict) failures.push(`${label} (a foreign id answered 2xx)`);
        else if (res.statusCode < 300) {
          const leaked = markers.filter((m) => res.body.includes(m));
          if (leaked.length > 0) failures.push(`${label} carries ${leaked.join(', ')}`);
        }
      }
      const after = await foreignRowsDigest(t, foreignOrg, foreignProperties);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      if (changed.length > 0) failures.push(`${op.method} ${op.path} changed foreign ${changed.join(', ')}`);
      before = after;
    }
    console.info('tenant matrix: answers by status', Object.fromEntries([...statuses].sort()));
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers a foreign id exactly as a missing one (nothing to probe)', async () => {
    const failures: string[] = [];
    const role: Role = 'ORG_ADMIN';
    for (const op of operations) {
      const c = caseOf(op);
      if (!c || !namesForeign(op, c)) continue;
      const seen = requestFor(op, c, (ref) => foreign[ref]);
      const missing = requestFor(op, c, (ref) => (ref === 'userName' ? 'nobody@test.example' : MISSING_ID));
      const a = await send(role, op, seen);
      const b = await send(role, op, missing);
      const summary = (r: LightMyRequestResponse) =>
        `${r.statusCode} ${r.statusCode >= 400 ? r.json<{ message: string }>().message : ''}`;
      if (summary(a) !== summary(b))
        failures.push(`${op.method} ${op.path}: foreign ${summary(a)} / missing ${summary(b)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
