// The setup most API test files share: a fresh app on a copy of the demo database, the demo ids looked up, cached
// sign-ins, and (for tenant checks) a second organisation. Each file opens its own in beforeAll and closes it in
// afterAll, so files never share state.
import { addDays, todayIn } from '@bookone/domain';
import { afterAll, beforeAll } from 'vitest';

import { createTestApp, type TestApp } from './helpers';
import { createForeignTenant, demoIds, sessions, type ForeignTenant } from './support';

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** Harbour View's demo staff by role, for `session.desk()` and the like. */
const HARBOUR_STAFF = {
  admin: 'hotel.admin@bookone.demo',
  manager: 'hotel.manager@bookone.demo',
  desk: 'hotel.frontdesk@bookone.demo',
  housekeeping: 'hotel.housekeeping@bookone.demo',
} as const;
type StaffTokens = Record<keyof typeof HARBOUR_STAFF, () => Promise<string>>;

/** Signs in once per username and keeps the token; `session.desk()` and the like sign in Harbour View's staff. */
export type Session = ReturnType<typeof sessions> & StaffTokens;

function staffSessions(t: TestApp): Session {
  const session = sessions(t);
  const byRole = Object.entries(HARBOUR_STAFF).map(([role, username]) => [role, () => session(username)]);
  return Object.assign(session, Object.fromEntries(byRole) as StaffTokens);
}

/** The demo properties (and Rival Inn) keep Pacific/Auckland, so "today" of their stays is Auckland's. */
export const today = todayIn('Pacific/Auckland');
/** The date `n` days from today (negative: before). */
export const day = (n: number) => addDays(today, n);

export interface DemoApp {
  t: TestApp;
  ids: DemoIds;
  session: Session;
  /** Harbour View Hotel, the demo accommodation property. */
  HARBOUR: number;
  /** Lotus Day Spa, the demo property of another business type. */
  SPA: number;
  /** Demo Hospitality Group, the organisation of both. */
  DEMO_ORG: number;
}

/**
 * Adds to an open app what `more` makes of it; when `more` throws, closes the app first, so that a failed setup
 * leaves no database behind.
 */
export async function extendApp<A extends { t: TestApp }, B>(
  app: A,
  more: (app: A) => Promise<B>,
): Promise<A & B> {
  try {
    return { ...app, ...(await more(app)) };
  } catch (error) {
    await app.t.close();
    throw error;
  }
}

export async function openDemoApp(options?: Parameters<typeof createTestApp>[0]): Promise<DemoApp> {
  return extendApp({ t: await createTestApp(options) }, async ({ t }) => {
    const ids = await demoIds(t);
    return {
      ids,
      session: staffSessions(t),
      HARBOUR: ids.property('Harbour View Hotel'),
      SPA: ids.property('Lotus Day Spa'),
      DEMO_ORG: ids.organisation('Demo Hospitality Group'),
    };
  });
}

export interface TenantsApp extends DemoApp {
  /** A second organisation, Rival Stays Ltd, with its property Rival Inn and its staff. */
  rival: ForeignTenant;
}

/** The demo app and a second tenant, for the checks that one tenant never reaches another's records. */
export async function openTenantsApp(): Promise<TenantsApp> {
  return extendApp(await openDemoApp(), async ({ t }) => ({ rival: await createForeignTenant(t) }));
}

/**
 * Opens an app before the file's tests and hands it to `take` (which copies the parts the file uses into its own
 * variables); closes it after them. A failed open reports its own error, not a failed close of nothing.
 */
export function openForTests<A extends { t: TestApp }>(open: () => Promise<A>, take: (app: A) => void) {
  let app: A | undefined;
  beforeAll(async () => {
    app = await open();
    take(app);
  });
  afterAll(() => app?.t.close());
}

/**
 * Opens an app while the file is collected (a top-level await) and closes it after the file's tests, so that the
 * file takes what it uses as constants: `const { t, session, HARBOUR } = await openForFile(openTenantsApp);`
 * instead of a `let` per part filled in by `openForTests`. A failed open fails the file with its own error.
 */
export async function openForFile<A extends { t: TestApp }>(open: () => Promise<A>): Promise<A> {
  const app = await open();
  afterAll(() => app.t.close());
  return app;
}
