// Marketing campaigns (issue 14): written by a property's admin or marketing user for its customers, or by the
// organisation administrator for the customers of its properties; sent through the outbox to consenting customers
// only, each customer once per campaign (campaign_recipient's unique index), now or by the scheduler at a time.
import {
  EDITABLE_CAMPAIGN_STATUSES,
  renderMerge,
  SECRET_LINK_MARK,
  tenantScopeOf,
  VALIDATION_KEYS,
  type AudiencePreview,
  type AudiencePreviewInput,
  type Campaign,
  type CampaignContent,
  type CampaignInput,
  type CampaignLanguage,
  type CampaignListQuery,
  type CampaignPage,
  type UnsubscribeAnswer,
} from '@bookone/domain';
import { audiencePreviewInputSchema } from '@bookone/domain';

import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import { organisationReach } from '../../lib/organisation-scope';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { enqueueMessage } from '../outbox/outbox.service';
import type { UnsubscribeTokens } from './campaign-token';
import {
  audienceCounts,
  audienceForSending,
  audienceMembers,
  campaignCarrying,
  claimDueCampaign,
  countRecipients,
  exportCampaigns,
  findCampaign,
  findCampaignRow,
  findPromotion,
  findPropertyOrganisation,
  findRecipient,
  insertCampaign,
  insertRecipient,
  listCampaigns,
  listPromotions,
  listProperties,
  lockCampaignRow,
  organisationExists,
  setRecipientMessage,
  unsubscribeRecipient,
  updateCampaignRow,
  type AudienceReach,
  type CampaignRow,
  type CampaignScope,
} from './campaign.repository';

/** Where the guest's unsubscribe page is served (the web app's public page). */
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

const field = (name: string, key: string) => badRequest(key, { [name]: key });

/**
 * The language of a customer's message: theirs when the campaign is written in it, else the property's message
 * language (its setting), else the campaign's first.
 */
export function campaignLanguage(
  customer: CampaignLanguage | null,
  property: CampaignLanguage,
  content: readonly CampaignContent[],
): CampaignLanguage {
  const has = (l: CampaignLanguage | null) => l != null && content.some((c) => c.language === l);
  if (has(customer)) return customer!;
  if (has(property)) return property;
  return content[0]!.language;
}

/** Whose customers a campaign reaches: its property's, or its organisation's (narrowed by the audience's filter). */
const reachOf = (c: { organisationId: number; propertyId: number | null }): AudienceReach => ({
  organisationId: c.organisationId,
  propertyIds: c.propertyId != null ? [c.propertyId] : null,
});

/**
 * Sends a locked DRAFT or SCHEDULED campaign on `tx`: one recipient row and one outbox message per consenting
 * customer it reaches now, none twice (a customer already written to is skipped by the unique index), then SENT.
 */
export async function sendCampaign(
  tx: Db,
  tokens: UnsubscribeTokens,
  row: CampaignRow,
  createdBy: number | null,
): Promise<void> {
  const promotion = row.promotionId != null ? await findPromotion(tx, row.promotionId) : undefined;
  const people = await audienceForSending(tx, reachOf(row), row.audience, row.channel);
  for (const p of people) {
    const language = campaignLanguage(p.language, p.propertyLanguage, row.content);
    const recipientId = await insertRecipient(tx, {
      campaignId: row.id,
      customerId: p.customerId,
      propertyId: p.propertyId,
      language,
    });
    if (recipientId == null) continue;
    const content = row.content.find((c) => c.language === language)!;
    const values = {
      firstName: p.firstName,
      lastName: p.lastName ?? '',
      propertyName: p.propertyName,
      promotionName: promotion?.name ?? '',
      couponCode: promotion?.couponCode ?? '',
      // The link is joined in by the outbox worker when the message is sent (kept apart until then).
      unsubscribeUrl: SECRET_LINK_MARK,
    };
    const messageId = await enqueueMessage(tx, {
      channel: row.channel,
      purpose: 'CAMPAIGN',
      recipient: p.contact,
      language,
      params: {
        subject: renderMerge(content.subject, values),
        body: renderMerge(content.body, values),
        firstName: p.firstName,
        propertyName: p.propertyName,
      },
      secretPath: unsubscribePath(tokens.sign(recipientId)),
      organisationId: row.organisationId,
      propertyId: p.propertyId,
      related: { entity: 'campaign', id: row.id },
      dedupeKey: `campaign:${row.id}:customer:${p.customerId}`,
      createdBy,
    });
    await setRecipientMessage(tx, recipientId, messageId);
  }
  await updateCampaignRow(tx, row.id, {
    status: 'SENT',
    sentAt: new Date(),
    audienceSize: await countRecipients(tx, row.id),
  });
}

export interface CampaignServiceOptions {
  tokens: UnsubscribeTokens;
  /** Wakes the outbox worker after a send (its messages go out at once). */
  onEnqueued?: () => void;
}

export function createCampaignService(db: Db, { tokens, onEnqueued = () => {} }: CampaignServiceOptions) {
  /**
   * The campaigns of an organisation the caller reaches: all of them for the platform and the organisation's own
   * staff, their property's for property staff. Anything else answers as a missing organisation (decision 0008).
   */
  const scopeFor = (actor: Actor, organisationId: number): Promise<CampaignScope> =>
    organisationReach(actor, organisationId, {
      organisationExists: (id) => organisationExists(db, id),
      propertyOrganisation: (id) => findPropertyOrganisation(db, id),
    });

  /** A campaign the caller may read (a property user: their property's only); any other answers as missing. */
  async function reachableCampaign(actor: Actor, id: number): Promise<CampaignRow> {
    const row = await findCampaignRow(db, id);
    if (!row) throw notFound('Campaign');
    const scope = tenantScopeOf(actor.roles);
    const ok =
      scope === 'platform' ||
      (scope === 'organisation' && row.organisationId === actor.organisationId) ||
      (scope === 'property' && row.propertyId != null && row.propertyId === actor.propertyId);
    if (!ok) throw notFound('Campaign');
    return row;
  }

  /**
   * The campaign's property (a property user's: their own; null: organisation-level, for organisation staff only),
   * and the audience's properties: the organisation's. 400 naming the field otherwise.
   */
  async function assertReach(
    scope: CampaignScope,
    propertyId: number | null,
    audiencePropertyIds: readonly number[],
  ): Promise<number | null> {
    const chosen = propertyId ?? scope.propertyId ?? null;
    if (chosen == null) return null;
    if (scope.propertyId != null && chosen !== scope.propertyId)
      throw field('propertyId', VALIDATION_KEYS.noSuchProperty);
    const p = await findPropertyOrganisation(db, chosen);
    if (!p || p.organisationId !== scope.organisationId)
      throw field('propertyId', VALIDATION_KEYS.noSuchProperty);
    for (const id of audiencePropertyIds) {
      const a = await findPropertyOrganisation(db, id);
      if (!a || a.organisationId !== scope.organisationId)
        throw field('audience.propertyIds', VALIDATION_KEYS.noSuchProperty);
    }
    return chosen;
  }

  /** The promotion a campaign carries: one of its property's (an organisation-level one: of its properties). */
  async function assertPromotion(
    organisationId: number,
    propertyId: number | null,
    promotionId: number | null,
  ) {
    if (promotionId == null) return;
    const p = await findPromotion(db, promotionId);
    const ok =
      p != null && p.organisationId === organisationId && (propertyId == null || p.propertyId === propertyId);
    if (!ok) throw field('promotionId', VALIDATION_KEYS.unknownId);
  }

  function assertSchedule(scheduledAt: string | null) {
    if (scheduledAt != null && Date.parse(scheduledAt) <= Date.now())
      throw field('scheduledAt', VALIDATION_KEYS.scheduleInFuture);
  }

  async function checked(scope: CampaignScope, input: CampaignInput) {
    const propertyId = await assertReach(scope, input.propertyId, input.audience.propertyIds);
    await assertPromotion(scope.organisationId, propertyId, input.promotionId);
    assertSchedule(input.scheduledAt);
    return {
      name: input.name,
      propertyId,
      channel: input.channel,
      // A property's campaign reaches its own customers: an audience's property list means nothing there.
      audience: propertyId != null ? { ...input.audience, propertyIds: [] } : input.audience,
      promotionId: input.promotionId,
      content: input.content,
      scheduledAt: input.scheduledAt != null ? new Date(input.scheduledAt) : null,
      status: input.scheduledAt != null ? ('SCHEDULED' as const) : ('DRAFT' as const),
    };
  }

  async function answer(id: number): Promise<Campaign> {
    const c = await findCampaign(db, id);
    if (!c) throw notFound('Campaign');
    return c;
  }

  function audit(
    tx: Db,
    actor: Actor,
    action: 'create' | 'update',
    before: CampaignRow | null,
    after: CampaignRow,
  ) {
    return recordAudit(tx, actor, {
      entity: 'campaign',
      entityId: after.id,
      action,
      before,
      after,
      omit: ['id', 'organisationId', 'createdAt', 'updatedAt', 'createdBy', 'createdByName'],
      organisationId: after.organisationId,
      propertyId: after.propertyId,
    });
  }

  return {
    async list(actor: Actor, organisationId: number, query: CampaignListQuery): Promise<CampaignPage> {
      const scope = await scopeFor(actor, organisationId);
      if (query.propertyId != null) await assertReach(scope, query.propertyId, []);
      return listCampaigns(db, scope, query);
    },

    /**
     * The list's export: the same filter and order, one row over the limit (the route refuses rather than cuts),
     * and the organisation's properties, whose zones its times are written in (campaignZone).
     */
    async exportRows(actor: Actor, organisationId: number, query: CampaignListQuery) {
      const scope = await scopeFor(actor, organisationId);
      if (query.propertyId != null) await assertReach(scope, query.propertyId, []);
      const rows = await exportCampaigns(db, scope, query, EXPORT_READ_ROWS);
      return { rows, properties: await listProperties(db, organisationId, scope.propertyId ?? undefined) };
    },

    async get(actor: Actor, id: number): Promise<Campaign> {
      await reachableCampaign(actor, id);
      return answer(id);
    },

    /** The properties a campaign may be for, by name (a property user's own only). */
    async properties(actor: Actor, organisationId: number) {
      const scope = await scopeFor(actor, organisationId);
      return listProperties(db, organisationId, scope.propertyId);
    },

    /** The promotions a campaign may carry: those of the caller's reach that have not ended. */
    async promotions(actor: Actor, organisationId: number) {
      const scope = await scopeFor(actor, organisationId);
      return listPromotions(db, organisationId, scope.propertyId);
    },

    /** Who a campaign with this filter would reach now: counts, and a page of the customers it would write to. */
    async preview(
      actor: Actor,
      organisationId: number,
      body: AudiencePreviewInput,
    ): Promise<AudiencePreview> {
      const input = audiencePreviewInputSchema.parse(body);
      const scope = await scopeFor(actor, organisationId);
      const propertyId = await assertReach(scope, input.propertyId, input.audience.propertyIds);
      const reach = reachOf({ organisationId, propertyId });
      const counts = await audienceCounts(db, reach, input.audience, input.channel);
      const items = await audienceMembers(db, reach, input.audience, input.channel, {
        limit: input.size,
        offset: input.page * input.size,
      });
      return { ...counts, items, page: input.page, size: input.size };
    },

    async create(actor: Actor, organisationId: number, input: CampaignInput): Promise<Campaign> {
      const scope = await scopeFor(actor, organisationId);
      const values = await checked(scope, input);
      const row = await db.transaction(async (tx) => {
        const saved = await insertCampaign(tx, {
          organisationId,
          ...values,
          createdBy: actor.id,
          createdByName: actor.username,
        });
        await audit(tx, actor, 'create', null, saved);
        return saved;
      });
      return answer(row.id);
    },

    /** A DRAFT or SCHEDULED campaign's change (a time schedules it, none makes it a draft); 409 once sent. */
    async update(actor: Actor, id: number, input: CampaignInput): Promise<Campaign> {
      const current = await reachableCampaign(actor, id);
      const values = await checked(await scopeFor(actor, current.organisationId), input);
      await db.transaction(async (tx) => {
        const before = (await lockCampaignRow(tx, id))!;
        if (!(EDITABLE_CAMPAIGN_STATUSES as readonly string[]).includes(before.status))
          throw conflict('This campaign was sent or cancelled: it can no longer be changed');
        const after = await updateCampaignRow(tx, id, values);
        await audit(tx, actor, 'update', before, after);
      });
      return answer(id);
    },

    /** Sends a DRAFT or SCHEDULED campaign now; a second send (or one racing the scheduler) answers 409. */
    async send(actor: Actor, id: number): Promise<Campaign> {
      await reachableCampaign(actor, id);
      await db.transaction(async (tx) => {
        const row = (await lockCampaignRow(tx, id))!;
        if (!(EDITABLE_CAMPAIGN_STATUSES as readonly string[]).includes(row.status))
          throw conflict('This campaign was already sent or is cancelled');
        await sendCampaign(tx, tokens, row, actor.id);
        await audit(tx, actor, 'update', row, (await findCampaignRow(tx, id))!);
      });
      onEnqueued();
      return answer(id);
    },

    /** Calls off a DRAFT or SCHEDULED campaign (kept, CANCELLED); 409 once sent. */
    async cancel(actor: Actor, id: number): Promise<Campaign> {
      await reachableCampaign(actor, id);
      await db.transaction(async (tx) => {
        const before = (await lockCampaignRow(tx, id))!;
        if (!(EDITABLE_CAMPAIGN_STATUSES as readonly string[]).includes(before.status))
          throw conflict('This campaign was already sent or is cancelled');
        const after = await updateCampaignRow(tx, id, { status: 'CANCELLED' });
        await audit(tx, actor, 'update', before, after);
      });
      return answer(id);
    },

    /**
     * The scheduler's round: sends every scheduled campaign that is due, each in its own transaction. The claim
     * skips a campaign another process holds, and a sent one is no longer SCHEDULED: each is sent once.
     */
    async sendDue(now = new Date()): Promise<number> {
      let sent = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const row = await claimDueCampaign(tx, now);
          if (!row) return false;
          await sendCampaign(tx, tokens, row, null);
          return true;
        });
        if (!done) break;
        sent += 1;
      }
      if (sent > 0) onEnqueued();
      return sent;
    },

    /** The public page: which property the link's guest would leave; 404 for a token that is not ours. */
    async unsubscribePage(token: string): Promise<UnsubscribeAnswer> {
      const id = tokens.verify(token);
      const r = id == null ? undefined : await findRecipient(db, id);
      if (!r) throw notFound('Link');
      return { propertyName: r.propertyName, alreadyUnsubscribed: !r.consent };
    },

    /** Clears the customer's marketing consent (dated) and records it on the campaign; again: no change. */
    async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
      const id = tokens.verify(token);
      const r = id == null ? undefined : await findRecipient(db, id);
      if (!r) throw notFound('Link');
      await db.transaction((tx) => unsubscribeRecipient(tx, r.id, r.customerId, new Date()));
      return { propertyName: r.propertyName, alreadyUnsubscribed: !r.consent };
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;

// ------------------------------------------------------------------ For other modules

/**
 * The campaign a sale's code came from, for the promotion's redemption (its results count it): the latest sent
 * campaign carrying that promotion to this customer, or null (a code found elsewhere, a walk-in).
 */
export async function campaignOfRedemption(
  tx: Db,
  promotionId: number,
  customerId: number | null,
): Promise<number | null> {
  return customerId == null ? null : campaignCarrying(tx, promotionId, customerId);
}
