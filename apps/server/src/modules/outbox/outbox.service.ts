// The message outbox (issue 13): other modules enqueue messages in their own transaction; the worker delivers them;
// Msg Tracker lists, exports, resends and cancels them within the caller's reach (decision 0029).
import {
  SECRET_LINK_MARK,
  SMS_SUBSCRIPTIONS,
  tenantScopeOf,
  type MessageChannel,
  type MessagePurpose,
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxPage,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { EXPORT_READ_ROWS } from '../../lib/excel';
import type { Actor } from '../../plugins/auth';
import { renderTemplate, templateKey, type MessageLanguage, type TemplateParams } from './outbox-templates';
import {
  allMessages,
  cancelPending,
  cancelPendingAbout,
  copyAttachments,
  findMessage,
  findMessageView,
  findPropertyBrand,
  findPropertyOrganisation,
  holdsAnySubscription,
  insertAttachments,
  insertMessage,
  listMessages,
  takeSecret,
  type AttachmentInput,
  type OutboxScope,
} from './outbox.repository';

export interface EnqueueInput {
  channel: MessageChannel;
  purpose: MessagePurpose;
  recipient: string;
  language?: MessageLanguage;
  params: TemplateParams;
  /** The one-time link's path (e.g. /sessions/set-password/…): kept apart until sent, then erased. */
  secretPath?: string | null;
  organisationId: number | null;
  propertyId: number | null;
  related?: { entity: string; id: number | string };
  /** The same cause enqueues once: a second call with this key adds nothing. */
  dedupeKey: string;
  /** The still-pending messages about the same record and purpose are cancelled (a newer link replaces theirs). */
  replacesPending?: boolean;
  /** Files sent with an email (an invoice's PDF), stored with the message in the same transaction. */
  attachments?: AttachmentInput[];
  /** Not sent before this instant (a reminder): the row waits PENDING, the worker claims it once it is due. */
  notBefore?: Date;
  createdBy: number | null;
}

/** Why an SMS or WhatsApp message of a property without the subscription is recorded but never sent. */
export const NO_SMS_SUBSCRIPTION =
  'Not sent: the property has no SMS subscription (SMS Host or SMS Subscription)';

/**
 * Writes a message on `tx`, the transaction of the change that causes it: it is sent only if that change commits,
 * and then surely (the worker retries). Answers the row's id, or null when the dedupe key was already used.
 * An SMS or WhatsApp message of a property that holds no SMS subscription is written CANCELLED with the reason
 * (the tracker shows what was not sent and why) and is never delivered.
 */
export async function enqueueMessage(tx: Db, m: EnqueueInput): Promise<number | null> {
  const language = m.language ?? 'en';
  // A property's messages carry its name and logo (the caller's own words win).
  const brand = m.propertyId != null ? await findPropertyBrand(tx, m.propertyId) : undefined;
  const params: TemplateParams = brand
    ? { propertyName: brand.name, logoUrl: brand.logoUrl, ...m.params }
    : m.params;
  const rendered = renderTemplate(m.purpose, language, params);
  const email = m.channel === 'EMAIL';
  const related = m.related ? { relatedEntity: m.related.entity, relatedId: String(m.related.id) } : null;
  if (m.replacesPending && related) await cancelPendingAbout(tx, { ...related, purpose: m.purpose });
  const refused =
    !email && m.propertyId != null && !(await holdsAnySubscription(tx, m.propertyId, SMS_SUBSCRIPTIONS));
  const row = await insertMessage(tx, {
    organisationId: m.organisationId,
    propertyId: m.propertyId,
    channel: m.channel,
    purpose: m.purpose,
    recipient: m.recipient,
    subject: email ? rendered.subject : null,
    body: email ? rendered.text : rendered.short,
    html: email ? rendered.html : null,
    templateKey: templateKey(m.purpose, language),
    templateParams: params,
    secret: refused ? null : (m.secretPath ?? null),
    ...(refused ? { status: 'CANCELLED' as const, lastError: NO_SMS_SUBSCRIPTION } : {}),
    relatedEntity: related?.relatedEntity ?? null,
    relatedId: related?.relatedId ?? null,
    dedupeKey: m.dedupeKey,
    ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
    createdBy: m.createdBy,
  });
  if (row && email && m.attachments) await insertAttachments(tx, row.id, m.attachments);
  return row?.id ?? null;
}

/** Whether the property may send SMS and WhatsApp (the gate of `enqueueMessage`), for a caller that sends texts only then. */
export const propertySendsTexts = (tx: Db, propertyId: number) =>
  holdsAnySubscription(tx, propertyId, SMS_SUBSCRIPTIONS);

/**
 * Cancels, on the caller's transaction, the messages about a record still waiting to go (a reminder of a reservation
 * that was moved or cancelled), with the reason the tracker shows. One a worker has already claimed goes on: it was
 * due before this change.
 */
export const cancelWaitingMessages = (
  tx: Db,
  about: { entity: string; id: number | string; purpose: MessagePurpose },
  reason: string,
) =>
  cancelPendingAbout(
    tx,
    { relatedEntity: about.entity, relatedId: String(about.id), purpose: about.purpose },
    reason,
  );

export function createOutboxService(db: Db, onEnqueued: () => void = () => {}) {
  /** The caller's reach; a property filter beyond it answers 404, as a missing one (decision 0008). */
  async function scopeOf(actor: Actor, propertyId?: number): Promise<OutboxScope> {
    const level = tenantScopeOf(actor.roles);
    let scope: OutboxScope;
    if (level === 'platform') scope = { kind: 'platform' };
    else if (level === 'organisation') {
      if (actor.organisationId == null) throw notFound('Organisation');
      scope = { kind: 'organisation', organisationId: actor.organisationId };
    } else {
      if (actor.propertyId == null) throw notFound('Property');
      scope = { kind: 'property', propertyId: actor.propertyId };
    }
    if (propertyId != null) {
      const p = await findPropertyOrganisation(db, propertyId);
      const reachable =
        p != null &&
        (scope.kind === 'platform' ||
          (scope.kind === 'organisation' && p.organisationId === scope.organisationId) ||
          (scope.kind === 'property' && p.id === scope.propertyId));
      if (!reachable) throw notFound('Property');
    }
    return scope;
  }

  async function reachable(actor: Actor, id: number) {
    const row = await findMessage(db, await scopeOf(actor), id);
    if (!row) throw notFound('Message');
    return row;
  }

  async function view(id: number): Promise<OutboxMessage> {
    const v = await findMessageView(db, id);
    if (!v) throw notFound('Message');
    return v;
  }

  return {
    async list(actor: Actor, q: OutboxListQuery): Promise<OutboxPage> {
      return listMessages(db, await scopeOf(actor, q.propertyId), q);
    },

    async exportRows(actor: Actor, q: OutboxListQuery): Promise<OutboxMessage[]> {
      return allMessages(db, await scopeOf(actor, q.propertyId), q, EXPORT_READ_ROWS);
    },

    async get(actor: Actor, id: number): Promise<OutboxMessage> {
      await reachable(actor, id);
      return view(id);
    },

    /**
     * A new PENDING copy of a SENT or FAILED message, sent by the worker as any other. Each message is resent once
     * (its dedupe key): two admins clicking together get one copy and one 409; resend the copy to send again.
     */
    async resend(actor: Actor, id: number): Promise<OutboxMessage> {
      const row = await reachable(actor, id);
      if (row.status !== 'SENT' && row.status !== 'FAILED')
        throw conflict('Only a sent or failed message can be sent again');
      const hasLink = row.body.includes(SECRET_LINK_MARK);
      if (hasLink && row.secret == null)
        throw conflict(
          'The one-time link of this message is no longer kept: send a new invitation or password reset from Manage User',
        );
      const expires = row.templateParams.linkExpiresAt;
      if (hasLink && typeof expires === 'string' && Date.parse(expires) <= Date.now())
        throw conflict(
          'The one-time link of this message has expired: send a new invitation or password reset from Manage User',
        );
      const already = () => conflict('This message was already sent again: resend the copy instead');
      const copyId = await db.transaction(async (tx) => {
        // The link moves to the copy: erased here in the same transaction, so two resends cannot both carry it.
        if (hasLink && !(await takeSecret(tx, row.id))) throw already();
        const copy = await insertMessage(tx, {
          organisationId: row.organisationId,
          propertyId: row.propertyId,
          channel: row.channel,
          purpose: row.purpose,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          html: row.html,
          templateKey: row.templateKey,
          templateParams: row.templateParams,
          secret: row.secret,
          relatedEntity: row.relatedEntity,
          relatedId: row.relatedId,
          resendOf: row.id,
          dedupeKey: `resend-of:${row.id}`,
          createdBy: actor.id,
        });
        // The dedupe key was taken by a racing resend: nothing of this one stays.
        if (!copy) throw already();
        await copyAttachments(tx, row.id, copy.id);
        return copy.id;
      });
      onEnqueued();
      return view(copyId);
    },

    /** Stops a PENDING message; one already being sent, sent or failed answers 409. */
    async cancel(actor: Actor, id: number): Promise<OutboxMessage> {
      await reachable(actor, id);
      if (!(await cancelPending(db, id)))
        throw conflict('Only a message waiting to be sent can be cancelled');
      return view(id);
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;

// ------------------------------------------------------------------ For other modules
// `enqueueMessage` above, and the languages its templates speak.
export type { MessageLanguage } from './outbox-templates';
