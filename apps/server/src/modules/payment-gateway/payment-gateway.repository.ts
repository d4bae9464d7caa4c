// The payment gateway catalogue and the properties' settings (decision 0031): the only SQL of the module.
import type {
  PaymentGateway,
  PaymentGatewayListQuery,
  PaymentSettingListQuery,
  PropertyPaymentSetting,
} from '@bookone/domain';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { organisation, paymentGateway, property, propertyPaymentSetting } from '../../db/schema';
import { firstRows, likeText, listSort, paginate, type Window } from '../../lib/paginate';

export type GatewayRow = typeof paymentGateway.$inferSelect;
export type NewGatewayRow = typeof paymentGateway.$inferInsert;
export type SettingRow = typeof propertyPaymentSetting.$inferSelect;
export type NewSettingRow = typeof propertyPaymentSetting.$inferInsert;

// ------------------------------------------------------------------ the catalogue

/** How many properties use each gateway (a correlated count: the catalogue is a handful of rows). */
// Written out: inside a select, drizzle leaves columns unqualified, and the subquery's own "id" would shadow the outer.
const propertyCount =
  sql<number>`(select count(*) from "property_payment_setting" pps where pps."gateway_id" = "payment_gateway"."id")`.mapWith(
    Number,
  );

const toGateway = (g: GatewayRow, n: number): PaymentGateway => ({
  id: g.id,
  kind: g.kind,
  name: g.name,
  enabled: g.enabled,
  testModeDefault: g.testModeDefault,
  notes: g.notes,
  propertyCount: n,
  version: g.version,
  updatedAt: g.updatedAt.toISOString(),
});

export async function findGatewayRow(db: Db, id: number): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(paymentGateway).where(eq(paymentGateway.id, id));
  return row;
}

export async function findGateway(db: Db, id: number): Promise<PaymentGateway | undefined> {
  const [row] = await db
    .select({ g: paymentGateway, n: propertyCount })
    .from(paymentGateway)
    .where(eq(paymentGateway.id, id));
  return row && toGateway(row.g, row.n);
}

export async function insertGateway(db: Db, values: NewGatewayRow): Promise<GatewayRow> {
  const [row] = await db.insert(paymentGateway).values(values).returning();
  return row!;
}

/** Saves a change only over the version read: undefined when another save came first (or the row is gone). */
export async function updateGatewayAt(
  db: Db,
  id: number,
  version: number,
  values: Partial<NewGatewayRow>,
): Promise<GatewayRow | undefined> {
  const [row] = await db
    .update(paymentGateway)
    .set({ ...values, version: sql`${paymentGateway.version} + 1`, updatedAt: new Date() })
    .where(and(eq(paymentGateway.id, id), eq(paymentGateway.version, version)))
    .returning();
  return row;
}

/** The enabled gateways, by name: what a property may pick. */
export async function enabledGateways(db: Db): Promise<GatewayRow[]> {
  return db
    .select()
    .from(paymentGateway)
    .where(eq(paymentGateway.enabled, true))
    .orderBy(asc(paymentGateway.name));
}

function gatewayWhere(q: PaymentGatewayListQuery): SQL | undefined {
  return and(
    q.kind ? eq(paymentGateway.kind, q.kind) : undefined,
    q.enabled ? eq(paymentGateway.enabled, q.enabled === 'true') : undefined,
    q.search
      ? or(ilike(paymentGateway.name, likeText(q.search)), ilike(paymentGateway.notes, likeText(q.search)))
      : undefined,
  );
}

const GATEWAY_SORT = listSort<NonNullable<PaymentGatewayListQuery['sort']>>({
  columns: {
    name: sql`lower(${paymentGateway.name})`,
    kind: paymentGateway.kind,
    updatedAt: paymentGateway.updatedAt,
  },
  tiebreak: paymentGateway.id,
  fallback: 'name',
});

const gatewayRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await db
      .select({ g: paymentGateway, n: propertyCount })
      .from(paymentGateway)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map((r) => toGateway(r.g, r.n));

export function listGateways(db: Db, q: PaymentGatewayListQuery) {
  const where = gatewayWhere(q);
  return paginate(q, GATEWAY_SORT, {
    rows: gatewayRows(db, where),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(paymentGateway).where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

// ------------------------------------------------------------------ the properties' settings

/** A property with its organisation and, when saved, its setting and gateway. */
function settingsJoin(db: Db) {
  return db
    .select({
      property: { id: property.id, name: property.name, organisationId: property.organisationId },
      organisationName: organisation.name,
      setting: propertyPaymentSetting,
      gateway: {
        id: paymentGateway.id,
        kind: paymentGateway.kind,
        name: paymentGateway.name,
        enabled: paymentGateway.enabled,
      },
    })
    .from(property)
    .innerJoin(organisation, eq(organisation.id, property.organisationId))
    .leftJoin(propertyPaymentSetting, eq(propertyPaymentSetting.propertyId, property.id))
    .leftJoin(paymentGateway, eq(paymentGateway.id, propertyPaymentSetting.gatewayId));
}
type SettingJoined = Awaited<ReturnType<ReturnType<typeof settingsJoin>['execute']>>[number];

/** A setting as every answer gives it: never a secret, only whether it is set and its last four characters. */
function toSetting(r: SettingJoined): PropertyPaymentSetting {
  const s = r.setting;
  return {
    propertyId: r.property.id,
    propertyName: r.property.name,
    organisationId: r.property.organisationId,
    organisationName: r.organisationName,
    configured: s != null,
    gatewayId: r.gateway?.id ?? null,
    gatewayKind: r.gateway?.kind ?? null,
    gatewayName: r.gateway?.name ?? null,
    gatewayEnabled: r.gateway?.enabled ?? null,
    mode: s?.mode ?? null,
    publicKey: s?.publicKey ?? null,
    secretKeySet: s?.secretKeyEncrypted != null,
    secretKeyLast4: s?.secretKeyEncrypted != null ? s.secretKeyLast4 : null,
    webhookSecretSet: s?.webhookSecretEncrypted != null,
    webhookSecretLast4: s?.webhookSecretEncrypted != null ? s.webhookSecretLast4 : null,
    cardFeePercentage: s?.cardFeePercentage ?? 0,
    transactionFee: s?.transactionFee ?? 0,
    callbackUrl: s?.callbackUrl ?? null,
    updatedByName: s?.updatedByName ?? null,
    updatedAt: s?.updatedAt.toISOString() ?? null,
    version: s?.version ?? 0,
  };
}

/** The property's setting as answered (configured: false before the first save); undefined without the property. */
export async function findSetting(db: Db, propertyId: number): Promise<PropertyPaymentSetting | undefined> {
  const [row] = await settingsJoin(db).where(eq(property.id, propertyId));
  return row && toSetting(row);
}

/** The stored row, with its sealed secrets: for the service (and the adapters) only, never answered. */
export async function findSettingRow(db: Db, propertyId: number): Promise<SettingRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyPaymentSetting)
    .where(eq(propertyPaymentSetting.propertyId, propertyId));
  return row;
}

/** The first save of a property's setting; undefined when another first save came first (the unique property). */
export async function insertSetting(db: Db, values: NewSettingRow): Promise<SettingRow | undefined> {
  const [row] = await db
    .insert(propertyPaymentSetting)
    .values(values)
    .onConflictDoNothing({ target: propertyPaymentSetting.propertyId })
    .returning();
  return row;
}

/** A later save, only over the version read: undefined when another save came first. */
export async function updateSettingAt(
  db: Db,
  propertyId: number,
  version: number,
  values: Partial<NewSettingRow>,
): Promise<SettingRow | undefined> {
  const [row] = await db
    .update(propertyPaymentSetting)
    .set({ ...values, version: sql`${propertyPaymentSetting.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(propertyPaymentSetting.propertyId, propertyId), eq(propertyPaymentSetting.version, version)),
    )
    .returning();
  return row;
}

function settingWhere(q: PaymentSettingListQuery): SQL | undefined {
  return and(
    // The platform list shows the properties that have a setting.
    sql`${propertyPaymentSetting.id} is not null`,
    q.organisationId ? eq(property.organisationId, q.organisationId) : undefined,
    q.gatewayId ? eq(propertyPaymentSetting.gatewayId, q.gatewayId) : undefined,
    q.mode ? eq(propertyPaymentSetting.mode, q.mode) : undefined,
    q.search
      ? or(
          ilike(property.name, likeText(q.search)),
          ilike(organisation.name, likeText(q.search)),
          ilike(paymentGateway.name, likeText(q.search)),
        )
      : undefined,
  );
}

const SETTING_SORT = listSort<NonNullable<PaymentSettingListQuery['sort']>>({
  columns: {
    propertyName: sql`lower(${property.name})`,
    organisationName: sql`lower(${organisation.name})`,
    gatewayName: sql`lower(${paymentGateway.name})`,
    mode: propertyPaymentSetting.mode,
    updatedAt: propertyPaymentSetting.updatedAt,
  },
  tiebreak: property.id,
  fallback: 'propertyName',
});

const settingRows = (db: Db, where: SQL | undefined) => async (w: Window) =>
  (
    await settingsJoin(db)
      .where(where)
      .orderBy(...w.orderBy)
      .limit(w.limit)
      .offset(w.offset)
  ).map(toSetting);

export function listSettings(db: Db, q: PaymentSettingListQuery) {
  const where = settingWhere(q);
  return paginate(q, SETTING_SORT, {
    rows: settingRows(db, where),
    count: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(property)
        .innerJoin(organisation, eq(organisation.id, property.organisationId))
        .leftJoin(propertyPaymentSetting, eq(propertyPaymentSetting.propertyId, property.id))
        .leftJoin(paymentGateway, eq(paymentGateway.id, propertyPaymentSetting.gatewayId))
        .where(where);
      return { n: row?.n ?? 0 };
    },
  });
}

export function allSettings(db: Db, q: PaymentSettingListQuery, limit: number) {
  return firstRows(q, SETTING_SORT, settingRows(db, settingWhere(q)), limit);
}
