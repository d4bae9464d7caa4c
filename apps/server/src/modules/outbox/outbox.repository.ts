// Queries of the message outbox: the enqueue (in the caller's transaction), the worker's claim and outcomes, and the
// Msg Tracker's scoped list (decision 0029).
import type { OutboxListQuery, OutboxMessage } from '@bookone/domain';
import { and, count, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import {
  appUser,
  outboxAttachment,
  outboxMessage,
  property,
  propertySubscription,
  subscription,
} from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type OutboxRow = typeof outboxMessage.$inferSelect;
export type OutboxInsert = typeof outboxMessage.$inferInsert;

/** Inserts on the caller's handle; a row of the same dedupe key already there wins (answers undefined). */
export async function insertMessage(tx: Db, values: OutboxInsert): Promise<OutboxRow | undefined> {
  const [row] = await tx.insert(outboxMessage).values(values).onConflictDoNothing().returning();
  return row;
}

export interface AttachmentInput {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** The files of a message, on the caller's handle (the message's transaction). */
export async function insertAttachments(tx: Db, messageId: number, files: AttachmentInput[]) {
  if (files.length === 0) return;
  await tx.insert(outboxAttachment).values(
    files.map((f) => ({
      messageId,
      filename: f.filename,
      contentType: f.contentType,
      contentBase64: Buffer.from(f.content).toString('base64'),
    })),
  );
}

/** The files of a message as the transport sends them. */
export async function findAttachments(db: Db, messageId: number): Promise<AttachmentInput[]> {
  const rows = await db
    .select()
    .from(outboxAttachment)
    .where(eq(outboxAttachment.messageId, messageId))
    .orderBy(outboxAttachment.id);
  return rows.map((r) => ({
    filename: r.filename,
    contentType: r.contentType,
    content: Buffer.from(r.contentBase64, 'base64'),
  }));
}

/** A resent copy carries the same files (the document as it was first sent). */
export async function copyAttachments(tx: Db, fromId: number, toId: number) {
  await tx.execute(sql`
    insert into ${outboxAttachment} (message_id, filename, content_type, content_base64)
    select ${toId}, filename, content_type, content_base64 from ${outboxAttachment}
    where message_id = ${fromId} order by id`);
}

/** Whether the property holds one of the named subscriptions, compared trimmed and case-insensitively (spec §6). */
export async function holdsAnySubscription(tx: Db, propertyId: number, names: readonly string[]) {
  const [row] = await tx
    .select({ id: subscription.id })
    .from(propertySubscription)
    .innerJoin(subscription, eq(subscription.id, propertySubscription.subscriptionId))
    .where(
      and(
        eq(propertySubscription.propertyId, propertyId),
        inArray(
          sql`lower(trim(${subscription.name}))`,
          names.map((n) => n.trim().toLowerCase()),
        ),
      ),
    )
    .limit(1);
  return row != null;
}

/**
 * Cancels the still-pending messages about one record and purpose (a newer link replaced theirs): their secret goes
 * with them.
 */
export async function cancelPendingAbout(
  tx: Db,
  about: { relatedEntity: string; relatedId: string; purpose: OutboxRow['purpose'] },
  reason = 'Replaced by a newer link',
): Promise<number> {
  const rows = await tx
    .update(outboxMessage)
    .set({ status: 'CANCELLED', secret: null, lastError: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(outboxMessage.relatedEntity, about.relatedEntity),
        eq(outboxMessage.relatedId, about.relatedId),
        eq(outboxMessage.purpose, about.purpose),
        eq(outboxMessage.status, 'PENDING'),
      ),
    )
    .returning({ id: outboxMessage.id });
  return rows.length;
}

/**
 * Takes up to `limit` due messages for this worker in one statement: PENDING ones whose time has come and SENDING
 * ones whose lease ran out (their worker died). SKIP LOCKED: a row another worker is claiming is left to it.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessage.id })
    .from(outboxMessage)
    .where(
      or(
        and(eq(outboxMessage.status, 'PENDING'), lte(outboxMessage.nextAttemptAt, sql`now()`)),
        and(eq(outboxMessage.status, 'SENDING'), lt(outboxMessage.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(outboxMessage.nextAttemptAt, outboxMessage.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessage)
    .set({
      status: 'SENDING',
      attempts: sql`${outboxMessage.attempts} + 1`,
      leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outboxMessage.id, due))
    .returning();
}

/** The row as this claim left it: still SENDING under the attempt it counted (a later claim changes `attempts`). */
const stillMine = (claim: Pick<OutboxRow, 'id' | 'attempts'>) =>
  and(
    eq(outboxMessage.id, claim.id),
    eq(outboxMessage.status, 'SENDING'),
    eq(outboxMessage.attempts, claim.attempts),
  );

/** Delivered: the secret is erased. False when the claim was no longer this worker's. */
export async function markSent(
  db: Db,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  result: { transport: string; providerAnswer: string | null },
): Promise<boolean> {
  const rows = await db
    .update(outboxMessage)
    .set({
      status: 'SENT',
      sentAt: sql`now()`,
      secret: null,
      leaseUntil: null,
      lastError: null,
      transport: result.transport,
      providerAnswer: result.providerAnswer,
      updatedAt: sql`now()`,
    })
    .where(stillMine(claim))
    .returning({ id: outboxMessage.id });
  return rows.length > 0;
}

/**
 * A failed attempt: back to PENDING after `retryInMs`, or FAILED for good (`retryInMs` null). A FAILED message keeps
 * its link so that a resend can move it to the copy (the link itself expires with its token).
 */
export async function markAttemptFailed(
  db: Db,
  claim: Pick<OutboxRow, 'id' | 'attempts'>,
  failure: { error: string; transport: string; retryInMs: number | null },
): Promise<boolean> {
  const retry = failure.retryInMs != null;
  const rows = await db
    .update(outboxMessage)
    .set({
      status: retry ? 'PENDING' : 'FAILED',
      nextAttemptAt: retry ? sql`now() + ${`${failure.retryInMs} milliseconds`}::interval` : undefined,
      leaseUntil: null,
      lastError: failure.error.slice(0, 2000),
      transport: failure.transport,
      updatedAt: sql`now()`,
    })
    .where(stillMine(claim))
    .returning({ id: outboxMessage.id });
  return rows.length > 0;
}

/** Which rows a caller may read: everything (platform), one organisation's or one property's. */
export type OutboxScope =
  | { kind: 'platform' }
  | { kind: 'organisation'; organisationId: number }
  | { kind: 'property'; propertyId: number };

export const scopeCondition = (scope: OutboxScope): SQL | undefined =>
  scope.kind === 'organisation'
    ? eq(outboxMessage.organisationId, scope.organisationId)
    : scope.kind === 'property'
      ? eq(outboxMessage.propertyId, scope.propertyId)
      : undefined;

function listWhere(scope: OutboxScope, q: OutboxListQuery): SQL | undefined {
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
  return and(
    scopeCondition(scope),
    q.status ? eq(outboxMessage.status, q.status) : undefined,
    q.channel ? eq(outboxMessage.channel, q.channel) : undefined,
    q.purpose ? eq(outboxMessage.purpose, q.purpose) : undefined,
    q.propertyId != null ? eq(outboxMessage.propertyId, q.propertyId) : undefined,
    q.from ? gte(outboxMessage.createdAt, dayStart(q.from)) : undefined,
    // `to` is the last day shown: up to the start of the next one.
    q.to ? lt(outboxMessage.createdAt, sql`${dayStart(q.to)} + interval '1 day'`) : undefined,
    q.search ? ilike(outboxMessage.recipient, likeText(q.search)) : undefined,
  );
}

const SORT = listSort<NonNullable<OutboxListQuery['sort']>>({
  columns: {
    createdAt: outboxMessage.createdAt,
    status: outboxMessage.status,
    recipient: sql`lower(${outboxMessage.recipient})`,
    purpose: outboxMessage.purpose,
    sentAt: outboxMessage.sentAt,
  },
  tiebreak: outboxMessage.id,
  fallback: [sql`${outboxMessage.createdAt} desc`, sql`${outboxMessage.id} desc`],
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The row as the tracker shows it: never the secret. */
function toMessage(
  row: OutboxRow,
  propertyName: string | null,
  createdByName: string | null,
  attachments: string[],
): OutboxMessage {
  return {
    id: row.id,
    organisationId: row.organisationId,
    propertyId: row.propertyId,
    propertyName,
    channel: row.channel,
    purpose: row.purpose,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'PENDING' ? iso(row.nextAttemptAt) : null,
    lastError: row.lastError,
    transport: row.transport,
    providerAnswer: row.providerAnswer,
    sentAt: iso(row.sentAt),
    attachments,
    relatedEntity: row.relatedEntity,
    relatedId: row.relatedId,
    resendOf: row.resendOf,
    createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const creatorName = sql<
  string | null
>`nullif(trim(concat(${appUser.firstName}, ' ', ${appUser.lastName})), '')`;

/** The names of a message's files (never their bytes). */
const attachmentNames = sql<
  string[] | null
>`(select array_agg(${outboxAttachment.filename} order by ${outboxAttachment.id}) from ${outboxAttachment} where ${outboxAttachment.messageId} = ${outboxMessage.id})`;

const messageRows = (db: Db, where: SQL | undefined) => async (w: Window) => {
  const rows = await db
    .select({
      row: outboxMessage,
      propertyName: property.name,
      createdByName: creatorName,
      attachments: attachmentNames,
    })
    .from(outboxMessage)
    .leftJoin(property, eq(property.id, outboxMessage.propertyId))
    .leftJoin(appUser, eq(appUser.id, outboxMessage.createdBy))
    .where(where)
    .orderBy(...w.orderBy)
    .limit(w.limit)
    .offset(w.offset);
  return rows.map((r) =>
    toMessage(r.row, r.propertyName ?? null, r.createdByName ?? null, r.attachments ?? []),
  );
};

export async function listMessages(db: Db, scope: OutboxScope, q: OutboxListQuery) {
  const where = listWhere(scope, q);
  return paginate(q, SORT, {
    rows: messageRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(outboxMessage).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export function allMessages(db: Db, scope: OutboxScope, q: OutboxListQuery, limit: number) {
  return firstRows(q, SORT, messageRows(db, listWhere(scope, q)), limit);
}

/** One message within the scope (undefined: missing or beyond reach, answered alike). */
export async function findMessage(db: Db, scope: OutboxScope, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessage)
    .where(and(eq(outboxMessage.id, id), scopeCondition(scope)));
  return row;
}

/** The tracker's view of one row (after a change). */
export async function findMessageView(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [view] = await messageRows(db, eq(outboxMessage.id, id))({ orderBy: [], limit: 1, offset: 0 });
  return view;
}

/** Takes the link off a message (it moves to a resent copy): false when it had none left. */
export async function takeSecret(tx: Db, id: number): Promise<boolean> {
  const rows = await tx
    .update(outboxMessage)
    .set({ secret: null, updatedAt: sql`now()` })
    .where(and(eq(outboxMessage.id, id), isNotNull(outboxMessage.secret)))
    .returning({ id: outboxMessage.id });
  return rows.length > 0;
}

/** Cancels a message only while it is PENDING (a worker may be claiming it this instant): false otherwise. */
export async function cancelPending(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(outboxMessage)
    .set({ status: 'CANCELLED', secret: null, updatedAt: sql`now()` })
    .where(and(eq(outboxMessage.id, id), eq(outboxMessage.status, 'PENDING')))
    .returning({ id: outboxMessage.id });
  return rows.length > 0;
}

/** A property's name and logo, for the heading of its messages. */
export async function findPropertyBrand(tx: Db, propertyId: number) {
  const [row] = await tx
    .select({ name: property.name, logoUrl: property.logoUrl })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}

/** A property's organisation, for the scope check of a property filter. */
export async function findPropertyOrganisation(db: Db, propertyId: number) {
  const [row] = await db
    .select({ id: property.id, organisationId: property.organisationId })
    .from(property)
    .where(eq(property.id, propertyId));
  return row;
}
