import type { CreateSubscriptionInput, ListQuery, Page, Subscription } from '@bookone/domain';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { subscription } from '../../db/schema';

type Row = typeof subscription.$inferSelect;

const toSubscription = (row: Row): Subscription => ({
  id: row.id,
  name: row.name,
  description: row.description,
  monthlyAmount: row.monthlyAmount,
  annualAmount: row.annualAmount,
  currency: row.currency,
});

export async function findSubscriptionById(db: Db, id: number) {
  const [row] = await db.select().from(subscription).where(eq(subscription.id, id));
  return row ? toSubscription(row) : undefined;
}

/** Names are compared trimmed and case-insensitively, as the product compares subscription names. */
export async function findSubscriptionByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(eq(sql`lower(trim(${subscription.name}))`, name.trim().toLowerCase()));
  return row ? toSubscription(row) : undefined;
}

export async function insertSubscription(db: Db, input: CreateSubscriptionInput) {
  const [row] = await db
    .insert(subscription)
    .values({ ...input, description: input.description ?? null })
    .returning();
  if (!row) throw new Error('insert subscription returned nothing');
  return toSubscription(row);
}

export async function listSubscriptions(db: Db, query: ListQuery): Promise<Page<Subscription>> {
  // The search is literal text: % and _ are not wildcards.
  const where = query.search
    ? ilike(subscription.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscription)
      .where(where)
      .orderBy(asc(subscription.name))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(subscription).where(where),
  ]);
  return { items: rows.map(toSubscription), total: total?.n ?? 0, page: query.page, size: query.size };
}
