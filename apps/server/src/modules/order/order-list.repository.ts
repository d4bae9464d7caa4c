// The order list (issue 12) and the answer shape it shares with an order's details. The list is the till's and the
// floor manager's busiest read: its page and count are compiled once per shape of filters (db/compiled-select.ts)
// and each request only binds its values, its page reads only the columns the answer shows, with timestamps as the
// API's ISO strings, and its count reads the orders alone unless a search needs the joined names. Building drizzle's
// 30-column select with its joins and mapping the whole order row cell by cell cost more processor time than the
// rest of the request (bench/order-list.ts, decision 0033's method).
import {
  orderPaymentStatus,
  type OrderListItem,
  type OrderListQuery,
  type OrderPage,
  type OrganisationOrderListItem,
  type OrganisationOrderListQuery,
  type OrganisationOrderPage,
} from '@bookone/domain';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client';
import { compiledShapes, compileSelect, literal, type Bind } from '../../db/compiled-select';
import {
  booking,
  businessService,
  customer,
  orderLine,
  payment,
  property,
  salesOrder,
  serviceResource,
} from '../../db/schema';
import { firstRows, likeText, listSort, orderOf, paginate, type Window } from '../../lib/paginate';

export const tableRes = alias(serviceResource, 'order_table');
/**
 * The outer order's id inside a correlated subquery, always qualified: drizzle leaves column names bare in a
 * single-table select, where a bare "id" would name the subquery's own table.
 */
export const OUTER_ORDER_ID = sql.raw('"sales_order"."id"');
const customerName = sql<
  string | null
>`case when ${customer.id} is null then null else ${customer.firstName} || coalesce(' ' || ${customer.lastName}, '') end`;
/** The sum of an order's Paid payments (refunds negative): read, never stored, so a refund counts at once. */
const paidOf =
  sql<number>`coalesce((select sum(${payment.amount}) from ${payment} where ${payment.orderId} = ${OUTER_ORDER_ID} and ${payment.status} = 'Paid'), 0)`.mapWith(
    Number,
  );
const itemCount =
  sql<number>`(select coalesce(sum(${orderLine.quantity}), 0) from ${orderLine} where ${orderLine.orderId} = ${OUTER_ORDER_ID})`.mapWith(
    Number,
  );

/** Joined to an order for its answer: outlet, table, booking and customer names, paid so far, items. */
const named = {
  outletName: businessService.name,
  tableName: tableRes.name,
  bookingNumber: booking.bookingNumber,
  customerName,
  paid: paidOf,
  itemCount,
};
export const listColumns = { order: salesOrder, ...named };
type ListJoined = {
  order: typeof salesOrder.$inferSelect;
  outletName: string;
  tableName: string | null;
  bookingNumber: string | null;
  customerName: string | null;
  paid: number;
  itemCount: number;
};

function joined(db: Db) {
  return db
    .select(listColumns)
    .from(salesOrder)
    .innerJoin(businessService, eq(businessService.id, salesOrder.businessServiceId))
    .leftJoin(tableRes, eq(tableRes.id, salesOrder.tableId))
    .leftJoin(booking, eq(booking.id, salesOrder.bookingId))
    .leftJoin(customer, eq(customer.id, salesOrder.customerId));
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the list shows of an order: the columns of its answer, flat (no whole order row). */
type ListFields = Omit<OrderListItem, 'paymentStatus' | 'billRequested' | 'createdAt'> & {
  billRequestedAt: Date | string | null;
  createdAt: Date | string;
};

function listItem(r: ListFields): OrderListItem {
  const paid = round2(r.paid);
  return {
    id: r.id,
    propertyId: r.propertyId,
    businessServiceId: r.businessServiceId,
    outletName: r.outletName,
    referenceNumber: r.referenceNumber,
    status: r.status,
    paymentStatus: orderPaymentStatus(r.total, paid),
    deliveryMethod: r.deliveryMethod,
    tableId: r.tableId,
    tableName: r.tableName,
    covers: r.covers,
    bookingId: r.bookingId,
    bookingNumber: r.bookingNumber,
    customerId: r.customerId,
    customerName: r.customerName,
    currency: r.currency,
    total: r.total,
    paid,
    billRequested: r.billRequestedAt != null,
    createdAt: typeof r.createdAt === 'string' ? r.createdAt : r.createdAt.toISOString(),
    itemCount: r.itemCount,
  };
}

/** An order as the list shows it, from a row of `listColumns` (the details add lines and payments). */
export function toListItem(r: ListJoined): OrderListItem {
  return listItem({ ...r.order, ...r });
}

// ------------------------------------------------------------------ the list

const SORT = listSort<NonNullable<OrderListQuery['sort']>>({
  columns: {
    createdAt: salesOrder.createdAt,
    referenceNumber: salesOrder.sequence,
    status: salesOrder.status,
    total: salesOrder.total,
  },
  tiebreak: salesOrder.id,
  fallback: [desc(salesOrder.createdAt), desc(salesOrder.id)],
});

/** The filters both lists share (status, method, outlet, table, search); values through `v`. */
function filterWhere(q: OrderListQuery, v: Bind): (SQL | undefined)[] {
  const like = q.search ? v('like', likeText(q.search)) : null;
  return [
    q.status ? eq(salesOrder.status, v('status', q.status)) : undefined,
    q.deliveryMethod ? eq(salesOrder.deliveryMethod, v('deliveryMethod', q.deliveryMethod)) : undefined,
    q.businessServiceId
      ? eq(salesOrder.businessServiceId, v('businessServiceId', q.businessServiceId))
      : undefined,
    q.tableId ? eq(salesOrder.tableId, v('tableId', q.tableId)) : undefined,
    like
      ? or(
          ilike(salesOrder.referenceNumber, like),
          ilike(customerName, like),
          ilike(tableRes.name, like),
          ilike(booking.bookingNumber, like),
        )
      : undefined,
  ];
}

/** The values filterWhere binds, by name, without building its conditions (compiledShapes checks they agree). */
function filterValues(q: OrderListQuery, values: Record<string, unknown>) {
  if (q.search) values.like = likeText(q.search);
  if (q.status) values.status = q.status;
  if (q.deliveryMethod) values.deliveryMethod = q.deliveryMethod;
  if (q.businessServiceId) values.businessServiceId = q.businessServiceId;
  if (q.tableId) values.tableId = q.tableId;
  return values;
}

/** The list's filters; `range` is [start, end) of the property days asked (none: every day). Values through `v`. */
function listWhere(
  propertyId: number,
  q: OrderListQuery,
  range: [Date, Date] | null,
  v: Bind,
): SQL | undefined {
  return and(
    eq(salesOrder.propertyId, v('propertyId', propertyId)),
    range
      ? and(gte(salesOrder.createdAt, v('from', range[0])), lt(salesOrder.createdAt, v('to', range[1])))
      : undefined,
    ...filterWhere(q, v),
  );
}

function listValues(propertyId: number, q: OrderListQuery, range: [Date, Date] | null) {
  const values: Record<string, unknown> = { propertyId };
  if (range) [values.from, values.to] = range;
  return filterValues(q, values);
}

/** The page's columns: what the answer shows, flat; whether a bill was asked for is worked out by PostgreSQL. */
const pageColumns = {
  id: salesOrder.id,
  propertyId: salesOrder.propertyId,
  businessServiceId: salesOrder.businessServiceId,
  referenceNumber: salesOrder.referenceNumber,
  status: salesOrder.status,
  deliveryMethod: salesOrder.deliveryMethod,
  tableId: salesOrder.tableId,
  covers: salesOrder.covers,
  bookingId: salesOrder.bookingId,
  customerId: salesOrder.customerId,
  currency: salesOrder.currency,
  total: salesOrder.total,
  billRequestedAt: salesOrder.billRequestedAt,
  createdAt: salesOrder.createdAt,
  ...named,
};

/**
 * The joins a search reads (customer, table and booking names) on a select from the orders, which selects nothing
 * of them; without a search, the orders alone, so that the filter and the sort run on the orders' index.
 */
function searchable<T extends PgSelect>(orders: T, q: OrderListQuery): T {
  return q.search
    ? // Its rows are unchanged (nothing of the joined tables is selected), as drizzle's types cannot tell.
      (orders
        .leftJoin(tableRes, eq(tableRes.id, salesOrder.tableId))
        .leftJoin(booking, eq(booking.id, salesOrder.bookingId))
        .leftJoin(customer, eq(customer.id, salesOrder.customerId)) as unknown as T)
    : orders;
}

/** The names a page shows of its orders: outlet (always there), table, booking and customer. */
function withNames<T extends PgSelect>(orders: T): T {
  // The rows' type is the selection's (the joined tables are read through it), which drizzle's types cannot tell.
  return orders
    .innerJoin(businessService, eq(businessService.id, salesOrder.businessServiceId))
    .leftJoin(tableRes, eq(tableRes.id, salesOrder.tableId))
    .leftJoin(booking, eq(booking.id, salesOrder.bookingId))
    .leftJoin(customer, eq(customer.id, salesOrder.customerId)) as unknown as T;
}

/**
 * The page and count queries of one shape of list query (which filters, sort and order). The page's orders are
 * picked first (filtered, sorted and cut on the orders alone, by the index on property and time) and only those 50
 * are joined to their names and sums: joining before the cut hashed every customer of the property for a week's
 * list (EXPLAIN ANALYZE on bench/order-list.ts's data: 2.8 -> 1.0 ms).
 */
function compileList(db: Db, q: OrderListQuery, where: SQL | undefined) {
  const sort = orderOf(SORT, q);
  const pageIds = searchable(db.select({ id: salesOrder.id }).from(salesOrder).$dynamic(), q)
    .where(where)
    .orderBy(...sort)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = compileSelect(
    withNames(db.select(pageColumns).from(salesOrder).$dynamic())
      .where(inArray(salesOrder.id, pageIds))
      .orderBy(...sort),
    { isoTimestamps: true },
  );
  // The joined names are only needed to count a search: without one, the count reads the orders' index alone.
  const total = compileSelect(
    searchable(db.select({ n: count() }).from(salesOrder).$dynamic(), q).where(where),
  );
  return { page, total };
}

const compiledOf = compiledShapes<ReturnType<typeof compileList>>();

export async function listOrders(
  db: Db,
  propertyId: number,
  q: OrderListQuery,
  range: [Date, Date] | null,
): Promise<OrderPage> {
  const values = listValues(propertyId, q, range);
  const shape = `${Object.keys(values).join()}|${q.sort ?? ''}|${q.order}`;
  const { page, total } = compiledOf(shape, values, (bind) =>
    compileList(db, q, listWhere(propertyId, q, range, bind)),
  );
  return paginate(q, SORT, {
    rows: async (w) => (await page.run(db, { ...values, limit: w.limit, offset: w.offset })).map(listItem),
    count: async () => {
      const [row] = await total.run(db, values);
      return { n: row?.n ?? 0 };
    },
  });
}

// ------------------------------------------------------------------ the organisation's list

/** An order's property, with the order: the organisation's list is scoped and dated by it. */
function withProperty<T extends PgSelect>(orders: T): T {
  // Its rows are the selection's, as for searchable.
  return orders.innerJoin(property, eq(property.id, salesOrder.propertyId)) as unknown as T;
}

/**
 * The organisation's orders (or one property's, `propertyId`) on the days asked, each property's own days: a day
 * starts at midnight in the property's zone (today: the property's today), worked out by PostgreSQL for each
 * property, so that the range stays a condition of the orders' index on property and time.
 */
function organisationWhere(
  organisationId: number,
  q: OrganisationOrderListQuery,
  values: Record<string, unknown>,
  v: Bind,
): SQL | undefined {
  const dayStart = (day: SQL) => sql`(${day})::timestamp at time zone ${property.timezone}`;
  const today = sql`(now() at time zone ${property.timezone})::date`;
  const days: [SQL, SQL] | null =
    q.from && q.to
      ? [sql`${v('from', q.from)}::date`, sql`${v('to', q.to)}::date`]
      : q.date
        ? [sql`${v('date', q.date)}::date`, sql`${v('date', q.date)}::date`]
        : q.search
          ? null
          : [today, today];
  return and(
    eq(property.organisationId, v('organisationId', organisationId)),
    q.propertyId ? eq(salesOrder.propertyId, v('propertyId', q.propertyId)) : undefined,
    days
      ? and(
          gte(salesOrder.createdAt, dayStart(days[0])),
          lt(salesOrder.createdAt, dayStart(sql`${days[1]} + 1`)),
          // The same days in any zone (outerBounds): redundant, but constants PostgreSQL can estimate, so that it
          // reads each property's index rather than every order (a seq scan of 200k orders, bench/order-list.ts).
          gte(salesOrder.createdAt, v('earliest', values.earliest as Date)),
          lt(salesOrder.createdAt, v('latest', values.latest as Date)),
        )
      : undefined,
    ...filterWhere(q, v),
  );
}

const HOUR = 3_600_000;

/**
 * Instants that hold the days asked in every zone (UTC-12 to UTC+14, an hour more for summer time): a day starts
 * at most 15 hours before its midnight in UTC and ends at most 13 hours after; today, in any zone, lies within 26
 * hours of now.
 */
function outerBounds(q: OrganisationOrderListQuery, now = Date.now()): [Date, Date] {
  const first = q.from ?? q.date;
  const last = q.to ?? q.date;
  if (first && last)
    return [
      new Date(Date.parse(`${first}T00:00:00Z`) - 15 * HOUR),
      new Date(Date.parse(`${last}T00:00:00Z`) + 37 * HOUR),
    ];
  return [new Date(now - 26 * HOUR), new Date(now + 26 * HOUR)];
}

function organisationValues(organisationId: number, q: OrganisationOrderListQuery) {
  const values: Record<string, unknown> = { organisationId };
  if (q.propertyId) values.propertyId = q.propertyId;
  if (q.from && q.to) [values.from, values.to] = [q.from, q.to];
  else if (q.date) values.date = q.date;
  if (values.from || values.date || !q.search) [values.earliest, values.latest] = outerBounds(q);
  return filterValues(q, values);
}

const organisationPageColumns = { ...pageColumns, propertyName: property.name, timeZone: property.timezone };

function compileOrganisationList(db: Db, q: OrganisationOrderListQuery, where: SQL | undefined) {
  const sort = orderOf(SORT, q);
  const pageIds = searchable(withProperty(db.select({ id: salesOrder.id }).from(salesOrder).$dynamic()), q)
    .where(where)
    .orderBy(...sort)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = compileSelect(
    withNames(withProperty(db.select(organisationPageColumns).from(salesOrder).$dynamic()))
      .where(inArray(salesOrder.id, pageIds))
      .orderBy(...sort),
    { isoTimestamps: true },
  );
  const total = compileSelect(
    searchable(withProperty(db.select({ n: count() }).from(salesOrder).$dynamic()), q).where(where),
  );
  return { page, total };
}

const organisationCompiledOf = compiledShapes<ReturnType<typeof compileOrganisationList>>();

/** A page of the organisation's orders (every property's, or one's), newest first unless sorted. */
export async function listOrganisationOrders(
  db: Db,
  organisationId: number,
  q: OrganisationOrderListQuery,
): Promise<OrganisationOrderPage> {
  const values = organisationValues(organisationId, q);
  const shape = `${Object.keys(values).join()}|${q.sort ?? ''}|${q.order}`;
  const { page, total } = organisationCompiledOf(shape, values, (bind) =>
    compileOrganisationList(db, q, organisationWhere(organisationId, q, values, bind)),
  );
  return paginate(q, SORT, {
    rows: async (w) =>
      (await page.run(db, { ...values, limit: w.limit, offset: w.offset })).map((r) => ({
        ...listItem(r),
        propertyName: r.propertyName,
        timeZone: r.timeZone,
      })),
    count: async () => {
      const [row] = await total.run(db, values);
      return { n: row?.n ?? 0 };
    },
  });
}

/** The organisation's whole filtered list (no paging), at most `limit` rows, for its export: the page's query. */
export async function allOrganisationOrders(
  db: Db,
  organisationId: number,
  q: OrganisationOrderListQuery,
  limit: number,
): Promise<OrganisationOrderListItem[]> {
  const values = organisationValues(organisationId, q);
  const shape = `${Object.keys(values).join()}|${q.sort ?? ''}|${q.order}`;
  const { page } = organisationCompiledOf(shape, values, (bind) =>
    compileOrganisationList(db, q, organisationWhere(organisationId, q, values, bind)),
  );
  return (await page.run(db, { ...values, limit, offset: 0 })).map((r) => ({
    ...listItem(r),
    propertyName: r.propertyName,
    timeZone: r.timeZone,
  }));
}

/** The whole filtered list (no paging), at most `limit` rows, for the export. */
export async function allOrders(
  db: Db,
  propertyId: number,
  q: OrderListQuery,
  range: [Date, Date] | null,
  limit: number,
) {
  const where = listWhere(propertyId, q, range, literal);
  const rows = async (w: Window) =>
    (
      await joined(db)
        .where(where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset)
    ).map(toListItem);
  return firstRows(q, SORT, rows, limit);
}
