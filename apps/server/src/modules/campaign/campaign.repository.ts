import {
  type AudienceMember,
  type Campaign,
  type CampaignAudience,
  type CampaignChannel,
  type CampaignListQuery,
  type CampaignPage,
  type CampaignResults,
} from '@bookone/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  campaign,
  campaignRecipient,
  customer,
  organisation,
  outboxMessage,
  promotion,
  promotionRedemption,
  property,
  propertyMessageSetting,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type CampaignRow = typeof campaign.$inferSelect;
export type NewCampaignRow = typeof campaign.$inferInsert;

/** Which campaigns a caller reads: an organisation's, narrowed to one property for property staff. */
export interface CampaignScope {
  organisationId: number;
  /** A property user's own property: its campaigns only (never the organisation-level ones). */
  propertyId?: number;
}

/** Whose customers a campaign (or a preview) reaches: one property, or some or all properties of an organisation. */
export interface AudienceReach {
  organisationId: number;
  propertyIds: number[] | null;
}

export async function organisationExists(db: Db, id: number) {
  const [row] = await db.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, id));
  return row != null;
}

/** A property with its organisation. */
export async function findPropertyOrganisation(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: property.id, organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

/** A promotion with its property's organisation, the code and name its messages carry. */
export async function findPromotion(db: Db, id: number) {
  const [row] = await db
    .select({
      id: promotion.id,
      name: promotion.name,
      couponCode: promotion.couponCode,
      propertyId: promotion.propertyId,
      organisationId: property.organisationId,
    })
    .from(promotion)
    .innerJoin(property, eq(property.id, promotion.propertyId))
    .where(eq(promotion.id, id));
  return row;
}

// ------------------------------------------------------------------ the audience

/** The statuses of a sale that happened: a stay, a visit or an order the guest had. */
const STAYED = sql.raw(`('CHECKEDIN', 'CHECKEDOUT')`);
const VISITED = sql.raw(`('CHECKED_IN', 'COMPLETED')`);
const ORDERED = sql.raw(`('SERVED', 'SHIPPED', 'COMPLETED')`);

/** The customer's last stay, visit or order (a day), and what those came to. */
const lastVisit = sql<string | null>`greatest(
  (select max(b.departure) from booking b where b.customer_id = ${customer.id} and b.status in ${STAYED}),
  (select max((r.starts_at at time zone ${property.timezone})::date) from reservation r
    where r.customer_id = ${customer.id} and r.status in ${VISITED}),
  (select max((o.created_at at time zone ${property.timezone})::date) from sales_order o
    where o.customer_id = ${customer.id} and o.status in ${ORDERED})
)::text`;
const spend = sql<number>`(
  coalesce((select sum(b.total) from booking b where b.customer_id = ${customer.id} and b.status in ${STAYED}), 0) +
  coalesce((select sum(r.total) from reservation r where r.customer_id = ${customer.id} and r.status in ${VISITED}), 0) +
  coalesce((select sum(o.total) from sales_order o where o.customer_id = ${customer.id} and o.status in ${ORDERED}), 0)
)::float8`;

/** The customer's language as one a campaign is written in (free text: 'fr', 'French', 'Français', 'anglais'…). */
const languageCode = sql<'en' | 'fr' | null>`case
  when lower(trim(${customer.language})) ~ '^(fr|french|fran[cç]ais)' then 'fr'
  when lower(trim(${customer.language})) ~ '^(en|english|anglais)' then 'en'
  else null end`;

/** Where the channel writes: an email address, or a phone number. */
const contactOf = (channel: CampaignChannel) => (channel === 'EMAIL' ? customer.email : customer.phone);
const hasContact = (channel: CampaignChannel) => sql`coalesce(trim(${contactOf(channel)}), '') <> ''`;

/** The filters of an audience (consent and contact apart), over customer joined to its property. */
function audienceWhere(reach: AudienceReach, a: CampaignAudience): SQL | undefined {
  const properties = a.propertyIds.length > 0 ? a.propertyIds : null;
  return and(
    eq(property.organisationId, reach.organisationId),
    reach.propertyIds ? inArray(customer.propertyId, reach.propertyIds) : undefined,
    properties ? inArray(customer.propertyId, properties) : undefined,
    a.businessTypes.length > 0 ? inArray(property.businessType, a.businessTypes) : undefined,
    a.languages.length > 0 ? inArray(languageCode, a.languages) : undefined,
    a.birthdayMonths.length > 0
      ? sql`extract(month from ${customer.birthday})::int in ${sql.raw(`(${a.birthdayMonths.map(Number).join(', ')})`)}`
      : undefined,
    a.lastVisitAfter ? sql`${lastVisit} >= ${a.lastVisitAfter}` : undefined,
    a.lastVisitBefore ? sql`${lastVisit} <= ${a.lastVisitBefore}` : undefined,
    a.minSpend != null ? sql`${spend} >= ${a.minSpend}` : undefined,
  );
}

/** Who is sent to: matching, consenting, with an address (or number) for the channel. */
const reachable = (reach: AudienceReach, a: CampaignAudience, channel: CampaignChannel) =>
  and(audienceWhere(reach, a), eq(customer.marketingConsent, true), hasContact(channel));

/** How many match, and why the others are left out. */
export async function audienceCounts(
  db: Db,
  reach: AudienceReach,
  a: CampaignAudience,
  channel: CampaignChannel,
) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${customer.marketingConsent} and ${hasContact(channel)})::int`,
      withoutConsent: sql<number>`count(*) filter (where not ${customer.marketingConsent})::int`,
      withoutContact: sql<number>`count(*) filter (where ${customer.marketingConsent} and not ${hasContact(channel)})::int`,
    })
    .from(customer)
    .innerJoin(property, eq(property.id, customer.propertyId))
    .where(audienceWhere(reach, a));
  return row!;
}

/** A page of the customers a campaign would be sent to, by name. */
export async function audienceMembers(
  db: Db,
  reach: AudienceReach,
  a: CampaignAudience,
  channel: CampaignChannel,
  page: { limit: number; offset: number },
): Promise<AudienceMember[]> {
  const rows = await db
    .select({
      customerId: customer.id,
      name: sql<string>`trim(${customer.firstName} || ' ' || coalesce(${customer.lastName}, ''))`,
      propertyName: property.name,
      contact: sql<string>`trim(${contactOf(channel)})`,
      language: languageCode,
      lastVisit,
      spend,
    })
    .from(customer)
    .innerJoin(property, eq(property.id, customer.propertyId))
    .where(reachable(reach, a, channel))
    .orderBy(asc(customer.lastName), asc(customer.firstName), asc(customer.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Everyone a campaign is sent to now, with what its message needs (on the sending transaction). */
export async function audienceForSending(
  tx: Db,
  reach: AudienceReach,
  a: CampaignAudience,
  channel: CampaignChannel,
) {
  return tx
    .select({
      customerId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      contact: sql<string>`trim(${contactOf(channel)})`,
      language: languageCode,
      propertyId: property.id,
      propertyName: property.name,
      propertyLanguage: sql<'en' | 'fr'>`coalesce(${propertyMessageSetting.language}, 'en')`,
    })
    .from(customer)
    .innerJoin(property, eq(property.id, customer.propertyId))
    .leftJoin(propertyMessageSetting, eq(propertyMessageSetting.propertyId, property.id))
    .where(reachable(reach, a, channel))
    .orderBy(asc(customer.id));
}

// ------------------------------------------------------------------ campaigns

export async function insertCampaign(db: Db, values: NewCampaignRow) {
  const [row] = await db.insert(campaign).values(values).returning();
  return row!;
}

export async function updateCampaignRow(db: Db, id: number, values: Partial<NewCampaignRow>) {
  const [row] = await db.update(campaign).set(values).where(eq(campaign.id, id)).returning();
  return row!;
}

export async function findCampaignRow(db: Db, id: number) {
  const [row] = await db.select().from(campaign).where(eq(campaign.id, id));
  return row;
}

/** The campaign's row under its lock: a send, an edit and the worker's pick-up wait for one another. */
export async function lockCampaignRow(tx: Db, id: number) {
  const [row] = await tx.select().from(campaign).where(eq(campaign.id, id)).for('update');
  return row;
}

/**
 * The next scheduled campaign that is due, locked; one another process holds is skipped (it is being sent there),
 * so two workers never take the same campaign.
 */
export async function claimDueCampaign(tx: Db, now: Date) {
  const [row] = await tx
    .select()
    .from(campaign)
    .where(and(eq(campaign.status, 'SCHEDULED'), lte(campaign.scheduledAt, now)))
    .orderBy(asc(campaign.scheduledAt), asc(campaign.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Writes the customer as a recipient unless the campaign already has them (the unique index): answers the new row's
 * id, or null when they were written to before (a second send, a retry, another process).
 */
export async function insertRecipient(
  tx: Db,
  values: { campaignId: number; customerId: number; propertyId: number; language: string },
) {
  const [row] = await tx
    .insert(campaignRecipient)
    .values(values)
    .onConflictDoNothing({ target: [campaignRecipient.campaignId, campaignRecipient.customerId] })
    .returning({ id: campaignRecipient.id });
  return row?.id ?? null;
}

export async function setRecipientMessage(tx: Db, id: number, messageId: number | null) {
  await tx.update(campaignRecipient).set({ messageId }).where(eq(campaignRecipient.id, id));
}

export async function countRecipients(tx: Db, campaignId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(campaignRecipient)
    .where(eq(campaignRecipient.campaignId, campaignId));
  return row!.n;
}

/** The figures of campaigns: their messages' outcomes, unsubscriptions, and the sales that used their code. */
async function resultsOf(db: Db, ids: number[]): Promise<Map<number, Omit<CampaignResults, 'audienceSize'>>> {
  const out = new Map<number, Omit<CampaignResults, 'audienceSize'>>();
  if (ids.length === 0) return out;
  const messages = await db
    .select({
      id: campaignRecipient.campaignId,
      pending: sql<number>`count(*) filter (where ${outboxMessage.status} in ('PENDING', 'SENDING'))::int`,
      sent: sql<number>`count(*) filter (where ${outboxMessage.status} = 'SENT')::int`,
      failed: sql<number>`count(*) filter (where ${outboxMessage.status} in ('FAILED', 'CANCELLED'))::int`,
      unsubscribed: sql<number>`count(${campaignRecipient.unsubscribedAt})::int`,
    })
    .from(campaignRecipient)
    .leftJoin(outboxMessage, eq(outboxMessage.id, campaignRecipient.messageId))
    .where(inArray(campaignRecipient.campaignId, ids))
    .groupBy(campaignRecipient.campaignId);
  const sales = await db
    .select({
      id: sql<number>`${promotionRedemption.campaignId}`,
      redemptions: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${promotionRedemption.revenue}), 0)::float8`,
    })
    .from(promotionRedemption)
    .where(and(inArray(promotionRedemption.campaignId, ids), isNull(promotionRedemption.releasedAt)))
    .groupBy(promotionRedemption.campaignId);
  for (const id of ids)
    out.set(id, { pending: 0, sent: 0, failed: 0, unsubscribed: 0, redemptions: 0, revenue: 0 });
  for (const m of messages) Object.assign(out.get(m.id)!, { ...m, id: undefined });
  for (const s of sales) Object.assign(out.get(s.id)!, { redemptions: s.redemptions, revenue: s.revenue });
  for (const v of out.values()) delete (v as { id?: number }).id;
  return out;
}

const columns = {
  campaign,
  propertyName: property.name,
  promotionName: promotion.name,
};
type Joined = { campaign: CampaignRow; propertyName: string | null; promotionName: string | null };

function joined(db: Db) {
  return db
    .select(columns)
    .from(campaign)
    .leftJoin(property, eq(property.id, campaign.propertyId))
    .leftJoin(promotion, eq(promotion.id, campaign.promotionId));
}

function toCampaign(r: Joined, results: Omit<CampaignResults, 'audienceSize'>): Campaign {
  const c = r.campaign;
  return {
    id: c.id,
    organisationId: c.organisationId,
    propertyId: c.propertyId,
    propertyName: r.propertyName,
    name: c.name,
    channel: c.channel,
    status: c.status,
    audience: c.audience,
    promotionId: c.promotionId,
    promotionName: r.promotionName,
    content: c.content,
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    sentAt: c.sentAt?.toISOString() ?? null,
    results: { audienceSize: c.audienceSize, ...results },
    createdByName: c.createdByName,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function withResults(db: Db, rows: Joined[]): Promise<Campaign[]> {
  const results = await resultsOf(
    db,
    rows.map((r) => r.campaign.id),
  );
  return rows.map((r) => toCampaign(r, results.get(r.campaign.id)!));
}

export async function findCampaign(db: Db, id: number): Promise<Campaign | undefined> {
  const rows = await joined(db).where(eq(campaign.id, id));
  return (await withResults(db, rows))[0];
}

const CAMPAIGN_SORT = listSort({
  columns: {
    name: campaign.name,
    status: campaign.status,
    scheduledAt: campaign.scheduledAt,
    sentAt: campaign.sentAt,
    createdAt: campaign.createdAt,
  },
  tiebreak: campaign.id,
  fallback: [desc(campaign.createdAt), desc(campaign.id)],
});

function listWhere(scope: CampaignScope, q: CampaignListQuery) {
  return and(
    eq(campaign.organisationId, scope.organisationId),
    scope.propertyId != null ? eq(campaign.propertyId, scope.propertyId) : undefined,
    q.propertyId != null ? eq(campaign.propertyId, q.propertyId) : undefined,
    q.status ? eq(campaign.status, q.status) : undefined,
    q.search ? ilike(campaign.name, likeText(q.search)) : undefined,
  );
}

/** A window of the filtered list, with each campaign's results. */
const listRows = (db: Db, where: ReturnType<typeof listWhere>) => async (w: Window) =>
  withResults(
    db,
    await joined(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset),
  );

export async function listCampaigns(
  db: Db,
  scope: CampaignScope,
  q: CampaignListQuery,
): Promise<CampaignPage> {
  const where = listWhere(scope, q);
  return paginate(q, CAMPAIGN_SORT, {
    rows: listRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(campaign).where(where);
      return { n: row!.n };
    },
  });
}

/** The list's export: the same filter and order, its first `limit` campaigns. */
export function exportCampaigns(db: Db, scope: CampaignScope, q: CampaignListQuery, limit: number) {
  return firstRows(q, CAMPAIGN_SORT, listRows(db, listWhere(scope, q)), limit);
}

// ------------------------------------------------------------------ unsubscribe

/** A recipient with the customer's consent and the property's name (the public page says whom the guest leaves). */
export async function findRecipient(db: Db, id: number) {
  const [row] = await db
    .select({
      id: campaignRecipient.id,
      customerId: campaignRecipient.customerId,
      unsubscribedAt: campaignRecipient.unsubscribedAt,
      consent: customer.marketingConsent,
      propertyName: property.name,
    })
    .from(campaignRecipient)
    .innerJoin(customer, eq(customer.id, campaignRecipient.customerId))
    .innerJoin(property, eq(property.id, campaignRecipient.propertyId))
    .where(eq(campaignRecipient.id, id));
  return row;
}

/** Clears the customer's consent (dated) and records the unsubscription on the recipient, once. */
export async function unsubscribeRecipient(tx: Db, recipientId: number, customerId: number, at: Date) {
  await tx
    .update(customer)
    .set({ marketingConsent: false, marketingConsentAt: at })
    .where(and(eq(customer.id, customerId), eq(customer.marketingConsent, true)));
  await tx
    .update(campaignRecipient)
    .set({ unsubscribedAt: at })
    .where(and(eq(campaignRecipient.id, recipientId), isNull(campaignRecipient.unsubscribedAt)));
}

// ------------------------------------------------------------------ pickers

/** The organisation's properties by name with their time zones (one of them for property staff). */
export async function listProperties(db: Db, organisationId: number, only?: number) {
  return db
    .select({ id: property.id, name: property.name, timezone: property.timezone })
    .from(property)
    .where(and(eq(property.organisationId, organisationId), only != null ? eq(property.id, only) : undefined))
    .orderBy(asc(property.name), asc(property.id));
}

/** The active promotions that have not ended (in their property's time zone), by property and name. */
export async function listPromotions(db: Db, organisationId: number, only?: number) {
  return db
    .select({
      id: promotion.id,
      name: promotion.name,
      couponCode: promotion.couponCode,
      propertyId: promotion.propertyId,
      propertyName: property.name,
      endDate: promotion.endDate,
    })
    .from(promotion)
    .innerJoin(property, eq(property.id, promotion.propertyId))
    .where(
      and(
        eq(property.organisationId, organisationId),
        only != null ? eq(promotion.propertyId, only) : undefined,
        eq(promotion.active, true),
        sql`${promotion.endDate} >= (now() at time zone ${property.timezone})::date`,
      ),
    )
    .orderBy(asc(property.name), asc(promotion.name), asc(promotion.id));
}

// ------------------------------------------------------------------ demo seed

/** About two customers in three with an email, of the organisation's properties, gave consent some days ago. */
export async function giveDemoConsent(tx: Db, organisationId: number) {
  await tx
    .update(customer)
    .set({
      marketingConsent: true,
      marketingConsentAt: sql`now() - make_interval(days => (${customer.id} % 300) + 1)`,
    })
    .where(
      and(
        sql`${customer.email} is not null`,
        sql`${customer.id} % 3 <> 0`,
        inArray(
          customer.propertyId,
          tx.select({ id: property.id }).from(property).where(eq(property.organisationId, organisationId)),
        ),
      ),
    );
}

export async function seedUserId(tx: Db, username: string) {
  const [row] = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.username, username));
  return row;
}

/** An active promotion of the property that has not ended, if the demo has one (the promotions seed runs first). */
export async function findSeedPromotion(tx: Db, propertyId: number) {
  const [row] = await tx
    .select({ id: promotion.id })
    .from(promotion)
    .where(
      and(
        eq(promotion.propertyId, propertyId),
        eq(promotion.active, true),
        sql`${promotion.endDate} >= current_date + 30`,
      ),
    )
    .orderBy(asc(promotion.id))
    .limit(1);
  return row;
}

/**
 * The campaign a code came from: the latest sent campaign carrying the promotion that was sent to the customer (a
 * guest who unsubscribed since still came from it).
 */
export async function campaignCarrying(tx: Db, promotionId: number, customerId: number) {
  const [row] = await tx
    .select({ id: campaign.id })
    .from(campaign)
    .innerJoin(campaignRecipient, eq(campaignRecipient.campaignId, campaign.id))
    .where(
      and(
        eq(campaign.promotionId, promotionId),
        eq(campaign.status, 'SENT'),
        eq(campaignRecipient.customerId, customerId),
      ),
    )
    .orderBy(desc(campaign.sentAt), desc(campaign.id))
    .limit(1);
  return row?.id ?? null;
}
