// The orders reports (issue 15): sales of the outlets by product, product group, hour, outlet and operator, the
// tax by rate, cancellations, kitchen voids and discounts. An order belongs to the property-local day it was taken
// (created_at); sales are the orders not cancelled, open ones included (a bill still running is a sale being made).
// Every figure is one SQL aggregate; each totals row is the same query's grand total (GROUPING SETS).
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { onScopeDays, rowsAndTotals, type ReportScope } from './grouped-sql';

export interface OrderFilters {
  /** One outlet (business service); absent: all of the properties' outlets. */
  outletId?: number;
}

/** The scope's orders (`sales_order o`) taken on its days, of the outlet if filtered. */
function ordersWhere(scope: ReportScope, f: OrderFilters): SQL {
  return sql`${onScopeDays(sql`o.property_id`, sql`o.created_at`, scope)}
    ${f.outletId == null ? sql`` : sql`and o.business_service_id = ${f.outletId}`}`;
}

const sold = sql`o.status <> 'CANCELLED'`;

/**
 * The sold lines summed per outlet, product and group as sold (`x`: outlet_id, code, product, grp, quantity, gross,
 * discount, tax, sales), the one pass over the lines; the reports then group these few rows.
 */
const soldLines = (scope: ReportScope, f: OrderFilters) => sql`x as (
  select o.business_service_id as outlet_id, l.product_code as code, l.product_name as product,
    l.group_name as grp, sum(l.quantity) as quantity, sum(l.amount) as gross, sum(l.discount_amount) as discount,
    sum(l.tax) as tax, sum(l.total) as sales
  from order_line l
  join sales_order o on o.id = l.order_id
  where ${ordersWhere(scope, f)} and ${sold}
  group by o.business_service_id, l.product_code, l.product_name, l.group_name)`;

/** Line measures over the rows of soldLines: units, price before discounts, discounts, net, tax, total. */
const lineMeasures = sql`
  coalesce(sum(x.quantity), 0)::int as "quantity",
  round(coalesce(sum(x.gross), 0), 2)::float8 as "gross",
  round(coalesce(sum(x.discount), 0), 2)::float8 as "discount",
  round(coalesce(sum(x.gross) - sum(x.discount), 0), 2)::float8 as "net",
  round(coalesce(sum(x.tax), 0), 2)::float8 as "tax",
  round(coalesce(sum(x.sales), 0), 2)::float8 as "sales"`;

export interface LineMeasures {
  quantity: number;
  gross: number;
  discount: number;
  net: number;
  tax: number;
  sales: number;
}

export interface ProductRow extends LineMeasures {
  outlet: string;
  code: string;
  product: string;
  group: string;
}

/** Each product as sold (its code, name and group on the line: a later menu change rewrites nothing), best first. */
export function salesByProduct(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<ProductRow>(
    db,
    sql`with ${soldLines(scope, f)}
      select bs.name as "outlet", x.code as "code", x.product as "product", x.grp as "group", ${lineMeasures},
        grouping(bs.id) = 1 as "grandTotal"
      from x join business_service bs on bs.id = x.outlet_id
      group by grouping sets ((bs.id, bs.name, x.code, x.product, x.grp), ())
      order by "grandTotal", "sales" desc, "product"`,
  );
}

export interface GroupRow extends LineMeasures {
  outlet: string;
  group: string;
}

/** Each product group (its name as sold) of each outlet. */
export function salesByGroup(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<GroupRow>(
    db,
    sql`with ${soldLines(scope, f)}
      select bs.name as "outlet", x.grp as "group", ${lineMeasures}, grouping(bs.id) = 1 as "grandTotal"
      from x join business_service bs on bs.id = x.outlet_id
      group by grouping sets ((bs.id, bs.name, x.grp), ())
      order by "grandTotal", "sales" desc, "group"`,
  );
}

/** Order measures over `sales_order o` (no line join: a covers or a total counts once per order). */
const orderMeasures = sql`
  count(o.id)::int as "orders",
  coalesce(sum(o.covers), 0)::int as "covers",
  round(coalesce(sum(o.subtotal - o.discount_amount), 0), 2)::float8 as "net",
  round(coalesce(sum(o.service_charge), 0), 2)::float8 as "serviceCharge",
  round(coalesce(sum(o.tax), 0), 2)::float8 as "tax",
  round(coalesce(sum(o.total), 0), 2)::float8 as "sales",
  round(coalesce(avg(o.total), 0), 2)::float8 as "averageOrder"`;

export interface OrderMeasures {
  orders: number;
  covers: number;
  net: number;
  serviceCharge: number;
  tax: number;
  sales: number;
  averageOrder: number;
}

export interface HourRow extends OrderMeasures {
  hour: number;
}

/** Sales by the hour of the day the order was taken (property-local), every hour from 0 to 23 listed. */
export function salesByHour(db: Db, scope: ReportScope, f: OrderFilters) {
  // The orders are summed per hour first (one pass), then the 24 hours are listed with them.
  return rowsAndTotals<HourRow>(
    db,
    sql`with x as (
        select extract(hour from o.created_at at time zone p.timezone)::int as h, count(*) as orders,
          sum(o.covers) as covers, sum(o.subtotal) - sum(o.discount_amount) as net,
          sum(o.service_charge) as service_charge, sum(o.tax) as tax, sum(o.total) as sales
        from sales_order o
        join property p on p.id = o.property_id
        where ${ordersWhere(scope, f)} and ${sold}
        group by 1)
      select h.h as "hour", coalesce(sum(x.orders), 0)::int as "orders",
        coalesce(sum(x.covers), 0)::int as "covers",
        round(coalesce(sum(x.net), 0), 2)::float8 as "net",
        round(coalesce(sum(x.service_charge), 0), 2)::float8 as "serviceCharge",
        round(coalesce(sum(x.tax), 0), 2)::float8 as "tax",
        round(coalesce(sum(x.sales), 0), 2)::float8 as "sales",
        round(coalesce(sum(x.sales) / nullif(sum(x.orders), 0), 0), 2)::float8 as "averageOrder",
        grouping(h.h) = 1 as "grandTotal"
      from generate_series(0, 23) h(h)
      left join x on x.h = h.h
      group by grouping sets ((h.h), ())
      order by "grandTotal", h.h`,
  );
}

export interface OutletRow extends OrderMeasures {
  outlet: string;
  property: string;
}

/** Sales of each outlet. */
export function salesByOutlet(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<OutletRow>(
    db,
    sql`select bs.name as "outlet", p.name as "property", ${orderMeasures}, grouping(bs.id) = 1 as "grandTotal"
      from sales_order o
      join property p on p.id = o.property_id
      join business_service bs on bs.id = o.business_service_id
      where ${ordersWhere(scope, f)} and ${sold}
      group by grouping sets ((bs.id, bs.name, p.name), ())
      order by "grandTotal", "sales" desc, bs.name`,
  );
}

/** A user's name as staff read it: first and last name, else the username; nobody for a deleted user. */
const operatorName = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`;

export interface OperatorRow extends OrderMeasures {
  operator: string | null;
  cancelled: number;
  cancelledValue: number;
}

/** Sales of each operator (the user who took the order), with the orders they cancelled. */
export function salesByOperator(db: Db, scope: ReportScope, f: OrderFilters) {
  const ofSold = (m: string) => sql.raw(m).append(sql` filter (where ${sold})`);
  return rowsAndTotals<OperatorRow>(
    db,
    sql`select ${operatorName} as "operator",
        ${ofSold('count(o.id)')}::int as "orders",
        coalesce(${ofSold('sum(o.covers)')}, 0)::int as "covers",
        round(coalesce(${ofSold('sum(o.subtotal - o.discount_amount)')}, 0), 2)::float8 as "net",
        round(coalesce(${ofSold('sum(o.service_charge)')}, 0), 2)::float8 as "serviceCharge",
        round(coalesce(${ofSold('sum(o.tax)')}, 0), 2)::float8 as "tax",
        round(coalesce(${ofSold('sum(o.total)')}, 0), 2)::float8 as "sales",
        round(coalesce(${ofSold('avg(o.total)')}, 0), 2)::float8 as "averageOrder",
        count(o.id) filter (where o.status = 'CANCELLED')::int as "cancelled",
        round(coalesce(sum(o.total) filter (where o.status = 'CANCELLED'), 0), 2)::float8 as "cancelledValue",
        grouping(o.created_by) = 1 as "grandTotal"
      from sales_order o
      left join app_user u on u.id = o.created_by
      where ${ordersWhere(scope, f)}
      group by grouping sets ((o.created_by, u.first_name, u.last_name, u.username), ())
      order by "grandTotal", "sales" desc, "operator"`,
  );
}

export interface TaxRow {
  rate: number;
  lines: number;
  /** What the tax was charged on: the line after discounts, without its service charge and tax. */
  taxable: number;
  tax: number;
  sales: number;
}

/**
 * The tax by rate (the slab each line was sold at). The taxable base is the line's total less its service charge
 * and tax: the discounted amount where tax is added, and that amount less the tax inside it where prices include
 * tax, without knowing which the outlet did on the day.
 */
export function taxByRate(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<TaxRow>(
    db,
    sql`with x as (
        select l.tax_rate as rate, count(*) as lines, sum(l.total) - sum(l.service_charge) - sum(l.tax) as taxable,
          sum(l.tax) as tax, sum(l.total) as sales
        from order_line l
        join sales_order o on o.id = l.order_id
        where ${ordersWhere(scope, f)} and ${sold}
        group by l.tax_rate)
      select x.rate::float8 as "rate", sum(x.lines)::int as "lines",
        round(coalesce(sum(x.taxable), 0), 2)::float8 as "taxable",
        round(coalesce(sum(x.tax), 0), 2)::float8 as "tax",
        round(coalesce(sum(x.sales), 0), 2)::float8 as "sales",
        grouping(x.rate) = 1 as "grandTotal"
      from x
      group by grouping sets ((x.rate), ())
      order by "grandTotal", x.rate`,
  );
}

export interface CancellationRow {
  reason: string | null;
  orders: number;
  value: number;
}

/** Cancelled orders of the range by their reason, with what they would have been worth. */
export function cancellationsByReason(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<CancellationRow>(
    db,
    sql`select nullif(trim(o.cancel_reason), '') as "reason", count(*)::int as "orders",
        round(coalesce(sum(o.subtotal - o.discount_amount + o.service_charge + o.tax), 0), 2)::float8 as "value",
        grouping(nullif(trim(o.cancel_reason), '')) = 1 as "grandTotal"
      from sales_order o
      where ${ordersWhere(scope, f)} and o.status = 'CANCELLED'
      group by grouping sets ((nullif(trim(o.cancel_reason), '')), ())
      order by "grandTotal", "orders" desc, "reason"`,
  );
}

export interface KitchenVoidRow {
  product: string;
  tickets: number;
  units: number;
  value: number;
}

/**
 * Units the kitchen had been sent and that were taken back (decision 0045: a cancelled order's tickets, lowered
 * or removed lines), by product, valued at the line's unit and modifiers price.
 */
export function kitchenVoids(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<KitchenVoidRow>(
    db,
    sql`select kl.product_name as "product", count(distinct kt.id)::int as "tickets",
        coalesce(sum(kl.voided_quantity), 0)::int as "units",
        round(coalesce(sum(kl.voided_quantity * (ol.unit_price + ol.modifiers_price)), 0), 2)::float8 as "value",
        grouping(kl.product_name) = 1 as "grandTotal"
      from kitchen_ticket_line kl
      join kitchen_ticket kt on kt.id = kl.ticket_id
      join sales_order o on o.id = kt.order_id
      left join order_line ol on ol.id = kl.order_line_id
      where ${ordersWhere(scope, f)} and kl.voided_quantity > 0
      group by grouping sets ((kl.product_name), ())
      order by "grandTotal", "units" desc, "product"`,
  );
}

export interface DiscountRow {
  operator: string | null;
  orders: number;
  gross: number;
  lineDiscounts: number;
  orderDiscounts: number;
  /** What coupon codes took off (decision 0044). */
  promotionDiscounts: number;
  discount: number;
  discountRate: number;
}

/**
 * Discounts given by each operator on sold orders: the lines' own (each line's percentage of its amount, as
 * priceOrder takes it first), a coupon code's (the lines' promotion_discount, decision 0044) and the order's spread
 * over its lines (the rest of the lines' discounts). Discounted orders only.
 */
export function discountsByOperator(db: Db, scope: ReportScope, f: OrderFilters) {
  return rowsAndTotals<DiscountRow>(
    db,
    sql`with orders as (
        select o.id, o.created_by, o.subtotal, o.discount_amount, x.own, x.promotion
        from sales_order o
          cross join lateral (
          select coalesce(sum(round(l.amount * l.discount_percentage / 100, 2)), 0) as own,
            coalesce(sum(l.promotion_discount), 0) as promotion
          from order_line l where l.order_id = o.id) x
        where ${ordersWhere(scope, f)} and ${sold} and o.discount_amount > 0
      )
      select ${operatorName} as "operator", count(*)::int as "orders",
        round(sum(d.subtotal), 2)::float8 as "gross",
        round(sum(d.own), 2)::float8 as "lineDiscounts",
        round(sum(d.promotion), 2)::float8 as "promotionDiscounts",
        round(sum(d.discount_amount - d.own - d.promotion), 2)::float8 as "orderDiscounts",
        round(sum(d.discount_amount), 2)::float8 as "discount",
        coalesce(round(100.0 * sum(d.discount_amount) / nullif(sum(d.subtotal), 0), 1), 0)::float8 as "discountRate",
        grouping(d.created_by) = 1 as "grandTotal"
      from orders d
      left join app_user u on u.id = d.created_by
      group by grouping sets ((d.created_by, u.first_name, u.last_name, u.username), ())
      order by "grandTotal", "discount" desc, "operator"`,
  );
}
