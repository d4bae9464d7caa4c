// The services reports (issue 15): reservations of offerings (spa, barber, restaurant tables) by offering and by
// resource, the resources' utilisation and the no-show rate. Every figure is one SQL aggregate; the totals row is
// the same query's grand total (GROUPING SETS).
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { onScopeDays, propertyIn, rowsAndTotals, type ReportScope } from './grouped-sql';

/** What a reservation line earned: its price less its share of the reservation's discount (coupon included). */
const lineRevenue = sql`(l.price - case when r.subtotal > 0 then r.discount_amount * l.price / r.subtotal else 0 end)`;
/** Reservations that took place or are still to: a no-show or a cancellation earns nothing. */
const earning = sql`r.status not in ('CANCELLED', 'NO_SHOW')`;

export interface ServiceFilters {
  /** One business service (the spa, the barber's, the restaurant's tables); absent: all of them. */
  serviceId?: number;
}

/**
 * The scope's sessions (reservation lines: one offering at one time on one resource; a reservation of a massage and
 * a facial is two) summed per `key` in one pass (`x`: id, sessions not cancelled, persons and revenue of those that
 * took or will take place, cancelled, no-shows, booked time), of the service if filtered. The breakdowns then group
 * these few rows with their grand total: aggregating the lines once, with no DISTINCT, keeps a year within the
 * reports' budget (bench/service-order-reports.ts).
 */
function sessionsBy(key: SQL, scope: ReportScope, f: ServiceFilters, join: SQL = sql``): SQL {
  return sql`x as (
    select ${key} as id,
      count(*) filter (where r.status <> 'CANCELLED') as sessions,
      sum(l.persons) filter (where ${earning}) as persons,
      sum(${lineRevenue}) filter (where ${earning}) as revenue,
      count(*) filter (where r.status = 'CANCELLED') as cancelled,
      count(*) filter (where r.status = 'NO_SHOW') as no_shows,
      sum(l.ends_at - l.starts_at) filter (where r.status <> 'CANCELLED') as booked
    from reservation_line l
    join reservation r on r.id = l.reservation_id
    ${f.serviceId == null ? sql`` : sql`join offering o on o.id = l.offering_id and o.business_service_id = ${f.serviceId}`}
    ${join}
    where ${onScopeDays(sql`l.property_id`, sql`l.starts_at`, scope)}
    group by ${key})`;
}

/** The measures both breakdowns answer, over the rows `x` of sessionsBy. */
const measures = sql`
  coalesce(sum(x.sessions), 0)::int as "sessions",
  coalesce(sum(x.persons), 0)::int as "persons",
  round(coalesce(sum(x.revenue), 0), 2)::float8 as "revenue",
  coalesce(sum(x.cancelled), 0)::int as "cancelled",
  coalesce(sum(x.no_shows), 0)::int as "noShows",
  coalesce(round(100.0 * sum(x.no_shows) / nullif(sum(x.sessions), 0), 1), 0)::float8 as "noShowRate"`;

export interface ServiceMeasures {
  /** Booked, not cancelled (no-shows included). */
  sessions: number;
  persons: number;
  revenue: number;
  noShows: number;
  cancelled: number;
  noShowRate: number;
}

export interface OfferingRow extends ServiceMeasures {
  offeringId: number;
  offering: string;
  service: string;
  property: string;
}

/** Reservations, sessions, persons, revenue, cancellations and no-shows of each offering, highest revenue first. */
export function servicesByOffering(db: Db, scope: ReportScope, f: ServiceFilters) {
  return rowsAndTotals<OfferingRow>(
    db,
    sql`with ${sessionsBy(sql`l.offering_id`, scope, f)}
      select o.id as "offeringId", o.name as "offering", bs.name as "service", p.name as "property",
        ${measures}, grouping(o.id) = 1 as "grandTotal"
      from x
      join offering o on o.id = x.id
      join business_service bs on bs.id = o.business_service_id
      join property p on p.id = o.property_id
      group by grouping sets ((o.id, o.name, bs.name, p.name), ())
      order by "grandTotal", "revenue" desc, o.name`,
  );
}

export interface ResourceRow extends ServiceMeasures {
  resourceId: number;
  resource: string;
  kind: string;
  property: string;
  bookedMinutes: number;
  availableMinutes: number;
  utilisation: number;
}

/**
 * One weekday's open time on day `d` as a multirange of instants: the `hours` entry (business_hours' shape) of
 * that weekday from opensAt to closesAt in the zone, less its breaks; empty on a closed or missing day. The slot
 * engine's dayIntervals, in SQL, so that DST days count their real length.
 */
function openOn(hours: SQL, d: SQL, tz: SQL): SQL {
  const at = (time: SQL) => sql`((${d} + (${time})::time) at time zone ${tz})`;
  return sql`coalesce((
    select tstzmultirange(tstzrange(${at(sql`h->>'opensAt'`)}, ${at(sql`h->>'closesAt'`)}))
      - coalesce((select range_agg(tstzrange(${at(sql`b->>'start'`)}, ${at(sql`b->>'end'`)}))
          from jsonb_array_elements(h->'breaks') b), '{}'::tstzmultirange)
    from jsonb_array_elements(${hours}) h
    where h->>'weekday' = to_char(${d}, 'DY') and (h->>'open')::boolean
    limit 1), '{}'::tstzmultirange)`;
}

/**
 * Each resource's booked minutes (sessions of reservations not cancelled: a no-show held its place) against the
 * minutes it was available: per day of the range, the opening hours (less breaks) of the services it works for (its
 * own and its offerings', each its own week else the property's; the property's when it has none),
 * within its own hours when it has some, less its time off, times its lanes (a table seats one party at a time).
 * The same rule as the slot engine's workingIntervals. Resources: the active ones and any that served in the range.
 */
export function servicesByResource(db: Db, scope: ReportScope, f: ServiceFilters) {
  const d = sql`g.d::date`;
  // Open when any service it works for is: its own service's and its offerings' services' weeks, else the property's.
  const business = sql`(select coalesce(range_agg(x), '{}'::tstzmultirange)
    from jsonb_array_elements(coalesce(res.weeks, jsonb_build_array(res.week))) wk(w),
      unnest(${openOn(sql`wk.w`, d, sql`res.tz`)}) x
    where jsonb_typeof(wk.w) = 'array')`;
  const own = openOn(sql`res.own`, d, sql`res.tz`);
  const served = sql`exists (select 1 from reservation_line l join offering o on o.id = l.offering_id
    where l.resource_id = r.id and ${onScopeDays(sql`l.property_id`, sql`l.starts_at`, scope)}
    ${f.serviceId == null ? sql`` : sql`and o.business_service_id = ${f.serviceId}`})`;
  const worksFor = (serviceId: number) => sql`(r.business_service_id = ${serviceId} or exists (
    select 1 from offering_resource x join offering o on o.id = x.offering_id
    where x.resource_id = r.id and o.business_service_id = ${serviceId}))`;
  return rowsAndTotals<ResourceRow>(
    db,
    sql`with res as (
        select r.id, r.name, r.kind, p.name as property, p.timezone as tz, r.working_hours as own,
          case when r.kind = 'TABLE' then 1 else r.capacity end as lanes,
          (select jsonb_agg(distinct coalesce(s.opening_hours, ph.week)) from business_service s
            where s.id = r.business_service_id
              or s.id in (select o.business_service_id from offering_resource x
                join offering o on o.id = x.offering_id where x.resource_id = r.id)) as weeks,
          ph.week
        from service_resource r
        join property p on p.id = r.property_id
        cross join lateral (select jsonb_agg(jsonb_build_object('weekday', h.weekday, 'open', h.open,
            'opensAt', h.opens_at, 'closesAt', h.closes_at, 'breaks', h.breaks)) as week
          from business_hours h where h.property_id = r.property_id) ph
        where ${propertyIn(
          sql`r.property_id`,
          scope.properties.map((p) => p.id),
        )}
          and (${f.serviceId == null ? sql`r.active` : sql`(r.active and ${worksFor(f.serviceId)})`} or ${served})
      ),
      available as (
        select res.id, sum(extract(epoch from upper(w) - lower(w)) / 60 * res.lanes) as minutes,
          grouping(res.id) = 1 as total
        from res
        cross join generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') g(d)
        cross join lateral unnest(
          (case when res.own is null then ${business} else ${business} * ${own} end)
          - coalesce((select range_agg(tstzrange(t.starts_at, t.ends_at)) from resource_time_off t
              where t.resource_id = res.id and t.starts_at < ((${d} + 1)::timestamp at time zone res.tz)
                and t.ends_at > (${d}::timestamp at time zone res.tz)), '{}'::tstzmultirange)
        ) w
        group by grouping sets ((res.id), ())
      ),
      ${sessionsBy(sql`l.resource_id`, scope, f, sql`join res on res.id = l.resource_id`)},
      served as (
        select x.id, ${measures}, extract(epoch from sum(x.booked)) / 60 as minutes,
          grouping(x.id) = 1 as total
        from x
        group by grouping sets ((x.id), ())
      ),
      listed as (
        select id, name, kind, property, false as total from res
        union all select null, null, null, null, true
      )
      select x.id as "resourceId", x.name as "resource", x.kind as "kind", x.property as "property",
        coalesce(s.sessions, 0) as "sessions",
        coalesce(s.persons, 0) as "persons", coalesce(s.revenue, 0) as "revenue",
        coalesce(s."noShows", 0) as "noShows", coalesce(s.cancelled, 0) as "cancelled",
        coalesce(s."noShowRate", 0) as "noShowRate",
        coalesce(round(s.minutes), 0)::int as "bookedMinutes",
        coalesce(round(a.minutes), 0)::int as "availableMinutes",
        coalesce(round(100.0 * s.minutes / nullif(a.minutes, 0), 1), 0)::float8 as "utilisation",
        x.total as "grandTotal"
      from listed x
      left join served s on s.total = x.total and s.id is not distinct from x.id
      left join available a on a.total = x.total and a.id is not distinct from x.id
      order by x.total, "utilisation" desc, x.name`,
  );
}
