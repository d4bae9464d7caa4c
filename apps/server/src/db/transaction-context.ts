import { AsyncLocalStorage } from 'node:async_hooks';

import type { PgDatabase, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * What a query started on the outer database handle does while a transaction is open in the same async context.
 * The transaction holds a connection (PGlite has only one, and a pg pool has a few): a query on the outer handle
 * waits for a connection that the transaction only gives back after that query answers, and the server hangs.
 * - `throw`: fail at once with {@link OuterHandleInTransactionError} (tests, so that the bug is found);
 * - `redirect`: run the query on the open transaction instead (production, so that a missed case is safe).
 */
export type OuterQueryPolicy = 'throw' | 'redirect';

export class OuterHandleInTransactionError extends Error {
  constructor(statement: string) {
    super(
      'Query on the outer handle inside a transaction: pass the transaction (`tx`) to this code instead of the ' +
        `outer database handle, which waits for the connection the transaction holds. Statement: ${statement.slice(0, 200)}`,
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/** Tests fail loudly; everything else stays up. NODE_ENV=test or a vitest process counts as a test. */
export function defaultOuterQueryPolicy(env: NodeJS.ProcessEnv = process.env): OuterQueryPolicy {
  return env.NODE_ENV === 'test' || env.VITEST ? 'throw' : 'redirect';
}

type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>, never>;
type AnyTransaction = PgTransaction<PgQueryResultHKT, Record<string, unknown>, never>;
type AnySession = PgSession<PgQueryResultHKT, Record<string, unknown>, never>;

interface OpenTransaction {
  tx: AnyTransaction;
  /** False once the transaction has ended: work the callback left running may then use the outer handle again. */
  open: boolean;
}

const GUARDED = Symbol('bookone.transactionGuard');

/**
 * Makes `db.transaction(fn)` carry its transaction in async context and guards the outer handle with `policy`.
 *
 * Every query of a drizzle database, whatever builder made it (select, insert, update, delete, execute, $count,
 * relational `query`, `with`), is prepared through the database's session when it runs, and a transaction gets a
 * session of its own: so the check sits on the outer session's `prepareQuery`, and `transaction` on that session
 * sets the context. Queries on an explicit `tx` never reach the outer session and are untouched. A transaction
 * opened on the outer handle while one is open becomes a savepoint of the open one (in both policies: it is safe
 * and composes). The database object stays the same instance, so `Db` keeps its type.
 */
export function guardTransactions<D>(db: D, policy: OuterQueryPolicy): D {
  const session = (db as unknown as AnyDatabase)._.session as AnySession & { [GUARDED]?: true };
  if (session[GUARDED]) return db;
  session[GUARDED] = true;

  const context = new AsyncLocalStorage<OpenTransaction>();
  const warned = new Set<string>();
  const prepareQuery = session.prepareQuery.bind(session);
  const transaction = session.transaction.bind(session);

  // The async context is tracked only while a transaction is open. An enabled AsyncLocalStorage turns on Node's
  // promise hooks for the whole process (Node 20), which every promise then pays for: a read-only request (most of
  // the traffic: lists, the live channel's polls) would pay it for nothing. `run` enables it again; a store left on
  // a resource from an earlier transaction is harmless (its `open` is false).
  let opened = 0;
  const run = async <T>(tx: AnyTransaction, fn: (tx: AnyTransaction) => Promise<T>): Promise<T> => {
    const open: OpenTransaction = { tx, open: true };
    opened++;
    try {
      return await context.run(open, () => fn(tx));
    } finally {
      open.open = false;
      if (--opened === 0) context.disable();
    }
  };

  session.prepareQuery = (...args: Parameters<typeof prepareQuery>) => {
    const open = context.getStore();
    if (!open?.open) return prepareQuery(...args);
    if (policy === 'throw') throw new OuterHandleInTransactionError(args[0].sql);
    // Safe now, but still a bug to fix: say so once per statement, without flooding the log.
    if (warned.size < 100 && !warned.has(args[0].sql)) {
      warned.add(args[0].sql);
      console.warn(`${new OuterHandleInTransactionError(args[0].sql).message} (ran on the transaction)`);
    }
    return open.tx._.session.prepareQuery(...args);
  };

  session.transaction = <T>(
    fn: (tx: AnyTransaction) => Promise<T>,
    config?: Parameters<typeof transaction>[1],
  ): Promise<T> => {
    const open = context.getStore();
    if (open?.open) return open.tx.transaction((sp) => run(sp, fn));
    return transaction((tx) => run(tx, fn), config);
  };

  return db;
}
