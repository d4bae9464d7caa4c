import {
  ACCOMMODATION,
  ACTIVITY_KINDS,
  monthOf,
  monthRange,
  ONBOARDING_STALL_DAYS,
  roundCents,
  shiftMonth,
  todayIn,
  type ActivityLine,
  type Attention,
  type DashboardScope,
  type OccupancyFigure,
  type OrganisationDashboard,
  type OrganisationDashboardProperty,
  type RevenueLine,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import { assertReach, canReachOrganisation } from '../../lib/tenant';
import type { Actor } from '../../plugins/auth';
import {
  bookingsMadeByProperty,
  findOrganisationName,
  findPropertyScope,
  occupancyByProperty,
  organisationPropertyFacts,
  revenueByProperty,
  type MonthPair,
} from './organisation-dashboard.repository';

type Facts = Awaited<ReturnType<typeof organisationPropertyFacts>>[number];

/** Sold over available with the percentage (one decimal), null when nothing was in service. */
export function occupancyOf(sold: number, available: number): OccupancyFigure {
  return { sold, available, percent: available > 0 ? Math.round((sold / available) * 1000) / 10 : null };
}

/** Why a property needs attention, most pressing first (see ATTENTION_REASONS). */
export function attentionOf(p: Facts): Attention[] {
  const out: Attention[] = [];
  if (p.deactivatedAt) out.push({ reason: 'DEACTIVATED', count: null });
  if (p.propertyStatus === 'NEW' && p.ageDays > ONBOARDING_STALL_DAYS)
    out.push({ reason: 'ONBOARDING_STALLED', count: p.ageDays });
  if (p.businessType === ACCOMMODATION && p.propertyStatus !== 'NEW') {
    if (p.roomTypes === 0) out.push({ reason: 'NO_ROOM_TYPES', count: null });
    else if (p.ratePlans === 0) out.push({ reason: 'NO_RATE_PLANS', count: null });
  }
  if (p.overbookedToday > 0) out.push({ reason: 'OVERBOOKED_TODAY', count: p.overbookedToday });
  if (p.unallocatedToday > 0) out.push({ reason: 'UNALLOCATED_TODAY', count: p.unallocatedToday });
  return out;
}

/** Adds revenue lines currency by currency (never across currencies), in the order currencies first appear. */
function addRevenue(into: Map<string, RevenueLine>, lines: readonly RevenueLine[]) {
  for (const l of lines) {
    const sum = into.get(l.currency) ?? { currency: l.currency, thisMonth: 0, lastMonth: 0 };
    into.set(l.currency, {
      ...sum,
      thisMonth: sum.thisMonth + l.thisMonth,
      lastMonth: sum.lastMonth + l.lastMonth,
    });
  }
}

const rounded = (l: RevenueLine): RevenueLine => ({
  ...l,
  thisMonth: roundCents(l.thisMonth),
  lastMonth: roundCents(l.lastMonth),
});

type Occupancy = Awaited<ReturnType<typeof occupancyByProperty>>[number];
type Revenue = Awaited<ReturnType<typeof revenueByProperty>>[number];
type Bookings = Awaited<ReturnType<typeof bookingsMadeByProperty>>[number];

function monthPair(month: string): MonthPair {
  return {
    lastStart: monthRange(shiftMonth(month, -1)).start,
    thisStart: monthRange(month).start,
    nextStart: monthRange(month).end,
  };
}

/** One property's figures from the grouped rows (a property absent from a group had nothing there). */
function propertyFigures(
  p: Facts,
  months: MonthPair,
  occupancy: Occupancy | undefined,
  revenue: readonly Revenue[],
  bookings: Bookings | undefined,
): OrganisationDashboardProperty {
  // The property's own currency always has a line (nothing sold is a real 0); other currencies only when used.
  const own = revenue.find((r) => r.currency === p.currency);
  const lines: RevenueLine[] = [
    { currency: p.currency, thisMonth: own?.thisMonth ?? 0, lastMonth: own?.lastMonth ?? 0 },
    ...revenue.filter((r) => r.currency !== p.currency),
  ].map((l) => rounded({ currency: l.currency, thisMonth: l.thisMonth, lastMonth: l.lastMonth }));
  const activity: ActivityLine[] = [
    { kind: 'bookings', thisMonth: bookings?.thisMonth ?? 0, lastMonth: bookings?.lastMonth ?? 0 },
  ];
  return {
    id: p.id,
    name: p.name,
    businessType: p.businessType,
    propertyStatus: p.propertyStatus,
    active: p.deactivatedAt == null,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    newThisMonth: p.createdOn >= months.thisStart && p.createdOn < months.nextStart,
    onboardingStep: p.propertyStatus === 'NEW' ? p.onboardingStep : null,
    occupancy: {
      thisMonth: occupancyOf(occupancy?.soldThisMonth ?? 0, occupancy?.totalThisMonth ?? 0),
      lastMonth: occupancyOf(occupancy?.soldLastMonth ?? 0, occupancy?.totalLastMonth ?? 0),
    },
    revenue: lines,
    activity,
    attention: attentionOf(p),
  };
}

function assemble(
  organisation: { id: number; name: string },
  month: string,
  facts: readonly Facts[],
  occupancy: readonly Occupancy[],
  revenue: readonly Revenue[],
  bookings: readonly Bookings[],
): OrganisationDashboard {
  const months = monthPair(month);
  const properties = facts.map((p) =>
    propertyFigures(
      p,
      months,
      occupancy.find((o) => o.propertyId === p.id),
      revenue.filter((r) => r.propertyId === p.id),
      bookings.find((b) => b.propertyId === p.id),
    ),
  );
  const revenueTotals = new Map<string, RevenueLine>();
  for (const p of properties) addRevenue(revenueTotals, p.revenue);
  const sum = (f: (p: OrganisationDashboardProperty) => number) => properties.reduce((n, p) => n + f(p), 0);
  const count = (f: (p: OrganisationDashboardProperty) => boolean) => properties.filter(f).length;
  return {
    organisation,
    month,
    previousMonth: shiftMonth(month, -1),
    activityKinds: [...ACTIVITY_KINDS],
    totals: {
      properties: properties.length,
      newThisMonth: count((p) => p.newThisMonth),
      byStatus: {
        NEW: count((p) => p.propertyStatus === 'NEW'),
        COMPLETED: count((p) => p.propertyStatus === 'COMPLETED'),
        INACTIVE: count((p) => p.propertyStatus === 'INACTIVE'),
      },
      deactivated: count((p) => !p.active),
      needingAttention: count((p) => p.attention.length > 0),
      occupancy: {
        thisMonth: occupancyOf(
          sum((p) => p.occupancy.thisMonth.sold),
          sum((p) => p.occupancy.thisMonth.available),
        ),
        lastMonth: occupancyOf(
          sum((p) => p.occupancy.lastMonth.sold),
          sum((p) => p.occupancy.lastMonth.available),
        ),
      },
      revenue: [...revenueTotals.values()].map(rounded),
      activity: ACTIVITY_KINDS.map((kind) => ({
        kind,
        thisMonth: sum((p) => p.activity.find((a) => a.kind === kind)?.thisMonth ?? 0),
        lastMonth: sum((p) => p.activity.find((a) => a.kind === kind)?.lastMonth ?? 0),
      })),
    },
    properties,
  };
}

export function createOrganisationDashboardService(db: Db) {
  return {
    /**
     * An organisation's figures for a month against the month before, per property and in total: occupancy,
     * room revenue per currency, bookings made, new properties, onboarding and what needs attention. Four grouped
     * queries for the whole organisation, whatever its number of properties. Without a month: the current one in
     * the time zone of the organisation's first property (UTC when it has none).
     */
    async organisation(
      actor: Actor,
      organisationId: number,
      month: string | undefined,
    ): Promise<OrganisationDashboard> {
      assertReach(canReachOrganisation(actor, organisationId), 'Organisation');
      const name = await findOrganisationName(db, organisationId);
      if (name === undefined) throw notFound('Organisation');
      const figures = (m: string) => {
        const months = monthPair(m);
        return Promise.all([
          occupancyByProperty(db, organisationId, months),
          revenueByProperty(db, organisationId, months),
          bookingsMadeByProperty(db, organisationId, months),
        ]);
      };
      if (month) {
        const [facts, [occupancy, revenue, bookings]] = await Promise.all([
          organisationPropertyFacts(db, organisationId),
          figures(month),
        ]);
        return assemble({ id: organisationId, name }, month, facts, occupancy, revenue, bookings);
      }
      // The current month is the organisation's, not the server's: its first property's time zone decides it.
      const facts = await organisationPropertyFacts(db, organisationId);
      const current = monthOf(todayIn(facts[0]?.timezone ?? 'UTC'));
      const [occupancy, revenue, bookings] = await figures(current);
      return assemble({ id: organisationId, name }, current, facts, occupancy, revenue, bookings);
    },

    /** Who the scoped view of a property's dashboard shows: the property and its organisation (404 as missing). */
    async scope(actor: Actor, propertyId: number): Promise<DashboardScope> {
      await reachableProperty(db, actor, propertyId);
      const scope = await findPropertyScope(db, propertyId);
      if (!scope) throw notFound('Property');
      return scope;
    },
  };
}
export type OrganisationDashboardService = ReturnType<typeof createOrganisationDashboardService>;
