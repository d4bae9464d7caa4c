/**
 * The template database of one test run: named per run, so that two runs against one PostgreSQL server (a developer
 * and CI, or parallel checkouts) never drop each other's template.
 */
export const templateDatabaseName = () => `bookone_test_template_${process.pid}_${Date.now().toString(36)}`;

export type DbTemplate =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
