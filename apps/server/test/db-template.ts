export const TEMPLATE_DB = 'bookone_test_template';

export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };

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
