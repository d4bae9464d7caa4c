import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { LIVE_CHANNEL } from './live-listener';

/** pg_notify on `tx`: PostgreSQL sends it to every listener when the transaction commits. */
export async function notifyLive(tx: Db, payload: string) {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
