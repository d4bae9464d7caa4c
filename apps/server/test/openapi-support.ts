// Helpers for the suites generated from the OpenAPI document (tenant matrix, fuzz): the operations with their
// parameter and body schemas, an example value for a schema, and digests of the database's rows.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { propertyImage, roomTypeImage } from '../src/db/schema';
import type { TestApp } from './helpers';

/** The part of JSON Schema (as @fastify/swagger writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, parameters in braces: `/api/booking/{bookingId}`. */
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation the API documents, in document order. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const body = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        ...(body ? { body } : {}),
      });
    }
  }
  return out;
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;

/** A date string when the field's name says it holds one: arrival before departure, from before to. */
function dateFor(name: string): string | undefined {
  if (/^(to|departure|toDate|stayTo|arrivalTo|expiryDate|end)$/i.test(name)) return '2026-12-03';
  if (/(date|^from|arrival|departure|stay|birthday|anniversary|^to$|expir|effective)/i.test(name))
    return '2026-12-01';
  return undefined;
}

/**
 * A plausible valid value for a schema: required properties only, enums' first value, numbers at their minimum,
 * dates and times guessed from the field's name. Good enough to pass validation on most operations, so that the
 * request reaches the service's checks.
 */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const first = options.find((o) => typeOf(o) !== 'null') ?? options[0]!;
    return exampleOf(first, name);
  }
  if (schema.allOf && schema.allOf.length > 0)
    return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, name) as object));
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const prop = schema.properties?.[key];
        if (prop) out[key] = exampleOf(prop, key);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, i) =>
        exampleOf(schema.items ?? {}, `${name}.${i}`),
      );
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const min = typeof schema.minimum === 'number' ? schema.minimum + exclusive : 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'string': {
      if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email' || schema.pattern?.includes('@') || /email/i.test(name))
        return 'probe@test.example';
      if (schema.pattern?.includes('[-\\s./0-9]') || /phone/i.test(name)) return '021 555 0100';
      if (/(At|time|start|end)$/i.test(name) && !/date/i.test(name)) return '09:00';
      const date = dateFor(name);
      if (date) return date;
      if (/password/i.test(name)) return 'Probe#Matrix2026';
      const text = 'Probe';
      return text.length >= (schema.minLength ?? 0)
        ? text.slice(0, schema.maxLength ?? text.length)
        : text.padEnd(schema.minLength ?? 0, 'x');
    }
    case undefined:
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }, name) : 'Probe';
  }
}

/** Rows of a raw query, on PGlite and PostgreSQL alike. */
export async function queryRows<T>(t: TestApp, text: string): Promise<T[]> {
  const result = await t.db.execute(sql.raw(text));
  return (result as { rows: T[] }).rows;
}

/** Tables whose rows belong to no tenant and change with any caller's activity (sign-ins, replay keys). */
const ACTIVITY_TABLES = new Set(['login_throttle', 'idempotency_key', '__drizzle_migrations']);

let restrictions: Promise<Map<string, (org: number, props: string) => string>> | undefined;

/**
 * For each table, how to select the rows of one tenant: by its own property or organisation column, else through
 * the foreign keys that lead to a table that has one (a booking's rooms through the booking). Tables with no path
 * to a tenant are taken whole; the activity tables are left out.
 */
async function tenantRestrictions(t: TestApp) {
  const tables = (
    await queryRows<{ table_name: string }>(
      t,
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.table_name);
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t,
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const fks = await queryRows<{ table_name: string; column_name: string; ref_table: string }>(
    t,
    `select kcu.table_name, kcu.column_name, ccu.table_name as ref_table
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
        and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const has = (table: string, column: string) =>
    columns.some((c) => c.table_name === table && c.column_name === column);
  const out = new Map<string, (org: number, props: string) => string>();
  const resolve = (table: string, depth: number): ((org: number, props: string) => string) | undefined => {
    const known = out.get(table);
    if (known) return known;
    if (table === 'organisation') return (org) => `id = ${org}`;
    if (table === 'property') return (org) => `organisation_id = ${org}`;
    if (has(table, 'property_id')) return (_org, props) => `property_id in (${props})`;
    if (has(table, 'organisation_id')) return (org) => `organisation_id = ${org}`;
    if (depth > 4) return undefined;
    for (const fk of fks.filter((f) => f.table_name === table && f.ref_table !== table)) {
      const parent = resolve(fk.ref_table, depth + 1);
      if (parent)
        return (org, props) =>
          `"${fk.column_name}" in (select id from "${fk.ref_table}" where ${parent(org, props)})`;
    }
    return undefined;
  };
  for (const table of tables) {
    if (ACTIVITY_TABLES.has(table)) continue;
    out.set(table, resolve(table, 0) ?? (() => 'true'));
  }
  return out;
}

/**
 * A digest (count and checksum) per table of one tenant's rows: equal digests before and after mean nothing of that
 * tenant was written.
 */
export async function foreignRowsDigest(
  t: TestApp,
  organisationId: number,
  propertyIds: number[],
): Promise<Record<string, string>> {
  restrictions ??= tenantRestrictions(t);
  const props = propertyIds.length > 0 ? propertyIds.join(',') : '0';
  const parts = [...(await restrictions)].map(
    ([table, where]) =>
      `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as d
         from "${table}" x where ${where(organisationId, props)}`,
  );
  const rows = await queryRows<{ t: string; d: string }>(t, parts.join('\nunion all\n'));
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}

/** Row counts of every table but the activity ones: unchanged after a refusal means the refusal wrote nothing. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  restrictions ??= tenantRestrictions(t);
  const tables = [...(await restrictions).keys()];
  const rows = await queryRows<{ t: string; n: number }>(
    t,
    tables.map((table) => `select '${table}' as t, count(*)::int as n from "${table}"`).join('\nunion all\n'),
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
/** What a parameter or body field names in the foreign tenant. */
export type Ref =
  | 'property'
  | 'organisation'
  | 'user'
  | 'userName'
  | 'roomType'
  | 'room'
  | 'plan'
  | 'facility'
  | 'propertyImage'
  | 'roomTypeImage'
  | 'businessService'
  | 'bookingService'
  | 'booking'
  | 'payment'
  | 'customer'
  | 'document'
  | 'expense'
  | 'offering'
  | 'offeringImage'
  | 'serviceResource'
  | 'timeOff'
  | 'group'
  | 'notification'
  | 'company'
  | 'enquiry'
  | 'agreement'
  | 'serviceRequest'
  | 'message'
  | 'reservation'
  | 'order'
  | 'orderLine'
  | 'kitchenTicket'
  | 'paymentLink'
  | 'productGroup'
  | 'product'
  | 'productImage'
  | 'invoice'
  | 'review'
  | 'campaign'
  | 'promotion'
  | 'dayCloseRun'
  | 'lead'
  | 'channelConnection'
  | 'icalExportFeed'
  | 'icalImportFeed';

/** Parameter and body field names whose name says what they name. */
export const REF_BY_NAME: Record<string, Ref> = {
  propertyId: 'property',
  PropertyId: 'property',
  organisationId: 'organisation',
  organizationId: 'organisation',
  userId: 'user',
  userName: 'userName',
  roomTypeId: 'roomType',
  roomId: 'room',
  fromRoomId: 'room',
  toRoomId: 'room',
  planId: 'plan',
  ratePlanId: 'plan',
  facilityId: 'facility',
  bookingId: 'booking',
  paymentId: 'payment',
  customerId: 'customer',
  duplicateId: 'customer',
  documentId: 'document',
  expenseId: 'expense',
  offeringId: 'offering',
  businessServiceId: 'businessService',
  resourceId: 'serviceResource',
  timeOffId: 'timeOff',
  groupReference: 'group',
  companyId: 'company',
  enquiryId: 'enquiry',
  agreementId: 'agreement',
  messageId: 'message',
  reservationId: 'reservation',
  orderId: 'order',
  ticketId: 'kitchenTicket',
  tableId: 'serviceResource',
  linkId: 'paymentLink',
  productGroupId: 'productGroup',
  productId: 'product',
  invoiceId: 'invoice',
  reviewId: 'review',
  campaignId: 'campaign',
  promotionId: 'promotion',
  runId: 'dayCloseRun',
  leadId: 'lead',
  connectionId: 'channelConnection',
};

/** An id no record has (the largest the id columns hold), for the "answers as a missing one" comparison. */
export const MISSING_ID = 2_147_483_647;

/**
 * One record of each kind of a tenant (its organisation and one of its properties), looked up in the demo data; the
 * demo has no images, so the property and one of its room types get one each. A kind with no record is MISSING_ID.
 */
export async function recordIds(
  t: TestApp,
  organisationId: number,
  propertyId: number,
): Promise<Record<Ref, number | string>> {
  const [rt] = await queryRows<{ id: number }>(
    t,
    `select min(id) id from room_type where property_id = ${propertyId}`,
  );
  await t.db.insert(propertyImage).values({ propertyId, url: '/uploads/probe-property.png' });
  if (rt?.id) await t.db.insert(roomTypeImage).values({ roomTypeId: rt.id, url: '/uploads/probe-room.png' });
  const first = async (text: string): Promise<number | string> => {
    const [row] = await queryRows<{ v: number | string | null }>(t, text);
    return row?.v ?? MISSING_ID;
  };
  const p = propertyId;
  const inOrg = `in (select id from property where organisation_id = ${organisationId})`;
  const ids: Record<Ref, number | string> = {
    property: p,
    organisation: organisationId,
    user: await first(`select min(id) v from app_user where property_id = ${p}`),
    userName: await first(
      `select username v from app_user where id = (select min(id) from app_user where property_id = ${p})`,
    ),
    roomType: await first(`select min(id) v from room_type where property_id = ${p}`),
    room: await first(`select min(id) v from room where property_id = ${p}`),
    plan: await first(
      `select min(r.id) v from rate_plan r join room_type t on t.id = r.room_type_id where t.property_id = ${p}`,
    ),
    facility: await first(`select min(id) v from room_facility where organisation_id = ${organisationId}`),
    propertyImage: await first(`select min(id) v from property_image where property_id = ${p}`),
    roomTypeImage: await first(
      `select min(i.id) v from room_type_image i join room_type t on t.id = i.room_type_id where t.property_id = ${p}`,
    ),
    businessService: await first(`select min(id) v from business_service where property_id ${inOrg}`),
    bookingService: await first(
      `select min(s.id) v from booking_service s join booking b on b.id = s.booking_id where b.property_id = ${p}`,
    ),
    booking: await first(`select min(id) v from booking where property_id = ${p}`),
    payment: await first(`select min(id) v from payment where property_id = ${p}`),
    customer: await first(`select min(id) v from customer where property_id = ${p}`),
    document: await first(
      `select min(d.id) v from customer_document d join customer c on c.id = d.customer_id where c.property_id = ${p}`,
    ),
    expense: await first(`select min(id) v from expense where property_id = ${p}`),
    offering: await first(`select min(id) v from offering where property_id = ${p}`),
    // The demo catalogue has no images nor leave at this property: one probe of each.
    offeringImage: await first(
      `insert into offering_image (offering_id, url) select min(id), '/uploads/probe-offering.png' from offering
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    serviceResource: await first(`select min(id) v from service_resource where property_id = ${p}`),
    timeOff: await first(
      `insert into resource_time_off (resource_id, starts_at, ends_at) select min(id), now() + interval '400 days',
       now() + interval '401 days' from service_resource where property_id = ${p} having min(id) is not null returning id v`,
    ),
    group: await first(
      `select min(group_reference) v from booking where property_id = ${p} and group_reference is not null`,
    ),
    notification: await first(`select min(id) v from notification where property_id ${inOrg}`),
    company: await first(`select min(id) v from company where organisation_id = ${organisationId}`),
    enquiry: await first(`select min(id) v from enquiry where property_id = ${p}`),
    // Business leads belong to the leads organisation (the platform's by default), foreign to every other one.
    lead: await first(`select min(id) v from business_lead where organisation_id <> ${organisationId}`),
    channelConnection: await first(`select min(id) v from channel_connection where property_id = ${p}`),
    // iCal feeds (issue 16): a busy feed and a PAUSED imported feed of the property, their secrets unreadable probes.
    icalExportFeed: await first(
      `insert into ical_export_feed (property_id, room_type_id, token_hash, token_sealed)
       select ${p}, min(id), md5(random()::text) || md5(random()::text), 'probe' from room_type
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    icalImportFeed: await first(
      `insert into ical_import_feed (property_id, connection_id, room_type_id, name, url_sealed, url_hash, status)
       select ${p}, min(c.id), (select min(id) from room_type where property_id = ${p}), 'Probe', 'probe',
         md5(random()::text), 'PAUSED' from channel_connection c where c.property_id = ${p}
       having min(c.id) is not null returning id v`,
    ),
    agreement: await first(
      `select min(id) v from partner_agreement where distributor_organisation_id = ${organisationId} or property_id ${inOrg}`,
    ),
    serviceRequest: await first(`select min(id) v from service_request where property_id = ${p}`),
    // The demo sends no message: one failed message of the tenant's, for the tracker's reads, resend and cancel.
    message: await first(
      `insert into outbox_message (organisation_id, property_id, channel, purpose, recipient, body, template_key, status, dedupe_key)
       values (${organisationId}, ${p}, 'EMAIL', 'INVITE', 'probe@tenant.example', 'probe', 'invite.en', 'FAILED',
         'probe:' || gen_random_uuid()) returning id v`,
    ),
    // The demo has no reservation at this property: one probe, with no line (it holds no slot).
    reservation: await first(
      `insert into reservation (property_id, sequence, reference_number, customer_id, starts_at, ends_at, currency)
       select ${p}, 999999, 'RS-999999', min(id), now() + interval '400 days', now() + interval '400 days 1 hour', 'NZD'
       from customer where property_id = ${p} having min(id) is not null returning id v`,
    ),
    // The demo has no payment link: one probe (an AMOUNT link whose token nobody holds).
    paymentLink: await first(
      `insert into payment_link (property_id, token_hash, purpose, amount, currency, expires_at)
       values (${p}, md5(random()::text) || md5(random()::text), 'AMOUNT', 1, 'NZD', now() + interval '1 day')
       returning id v`,
    ),
    // An order (with one line) at the tenant's first outlet: the demo has none at this property.
    order: await first(
      `insert into sales_order (property_id, business_service_id, sequence, reference_number, delivery_method, currency)
       select ${p}, min(id), 999999, 'PROBE-O-999999', 'TAKE_AWAY', 'NZD' from business_service
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    orderLine: await first(
      `insert into order_line (order_id, property_id, product_name, product_code, group_name, unit_price, quantity, amount, total)
       select min(id), ${p}, 'Probe', 'PROBE', 'Probe', 1, 1, 1, 1 from sales_order
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    // A kitchen ticket of that order: moves of a foreign one must change nothing.
    kitchenTicket: await first(
      `insert into kitchen_ticket (property_id, order_id, number, station, delivery_method)
       select ${p}, min(id), 999999, 'Probe', 'TAKE_AWAY' from sales_order
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    productGroup: await first(`select min(id) v from product_group where property_id = ${p}`),
    product: await first(`select min(id) v from product where property_id = ${p}`),
    // The demo menus have no images: one probe.
    productImage: await first(
      `insert into product_image (product_id, url) select min(id), '/uploads/probe-product.png' from product
       where property_id = ${p} having min(id) is not null returning id v`,
    ),
    // The demo has no invoice: one draft probe (edits, issue and deletion of a foreign one must change nothing).
    invoice: await first(
      `insert into invoice (property_id, bill_to_name, currency) values (${p}, 'Probe', 'NZD') returning id v`,
    ),
    // A review of the tenant's: its seeded ones, or one probe on a request for no real sale.
    review: await first(
      `with existing as (select min(id) id from review where property_id = ${p}),
       q as (insert into review_request (property_id, sale_kind, sale_id, sale_reference, about, visit_date,
         token_hash, expires_at) select ${p}, 'ORDER', -${p}, 'PROBE', 'Probe', current_date,
         md5(random()::text) || md5(random()::text), now() + interval '1 day'
         where (select id from existing) is null returning id),
       r as (insert into review (property_id, request_id, rating) select ${p}, id, 3 from q returning id)
       select coalesce((select id from existing), (select id from r)) v`,
    ),
    // The demo campaigns may be elsewhere: one draft probe of the property (a send of a foreign one writes nothing).
    campaign: await first(
      `insert into campaign (organisation_id, property_id, name, channel, audience, content)
       values (${organisationId}, ${p}, 'Probe', 'EMAIL',
         '{"propertyIds":[],"lastVisitAfter":null,"lastVisitBefore":null,"minSpend":null,"businessTypes":[],"languages":[],"birthdayMonths":[]}',
         '[{"language":"en","subject":"Probe","body":"Probe"}]') returning id v`,
    ),
    // A past close of the property (day close, decision 0046): the demo has none.
    dayCloseRun: await first(
      `insert into day_close_run (property_id, business_date, trigger, status, steps_done)
       values (${p}, current_date - 400, 'MANUAL', 'DONE', '{NO_SHOWS,ROOM_CHARGES,EXCEPTIONS,ROLL}') returning id v`,
    ),
    promotion: await first(
      `insert into promotion (property_id, name, start_date, end_date, coupon_code, discount_kind, discount_value)
       values (${p}, 'Probe', current_date, current_date + 30, 'PROBE' || ${p}, 'PERCENT', 10) returning id v`,
    ),
  };
  // The customer must be the document's own, or a request naming both would be answered about the customer.
  if (ids.document !== MISSING_ID)
    ids.customer = await first(`select customer_id v from customer_document where id = ${ids.document}`);
  return ids;
}
