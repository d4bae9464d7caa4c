import { DEFAULT_LANGUAGE, type Language } from './language';
import type { Translator } from './translate';

/** The files read, by language, in i18next's resource shape: i18next starts from them instead of fetching again. */
export type FetchedTranslations = Partial<Record<Language, { translation: Record<string, unknown> }>>;

type Table = { [key: string]: string | Table };

async function fetchTable(basePath: string, language: Language): Promise<Table> {
  // The same request as lib/i18n-backend.ts, so that index.html's preload answers it and i18next later reuses it.
  const response = await fetch(`${basePath}locales/${language}/translation.json`);
  if (!response.ok) throw new Error(`${response.status} loading ${language}/translation`);
  return (await response.json()) as Table;
}

function lookUp(table: Table | undefined, key: string): string | undefined {
  let node: string | Table | undefined = table;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The 'translation' namespace of one language as a Translator, without i18next: what the stand-alone sign-in page
 * needs (nested keys, `{{name}}` placeholders, English where the language lacks a key, the key where both do). The
 * rest of i18next (plurals, contexts, nesting, formatting) is not needed by that page's few strings.
 */
export async function loadTranslationFile(
  basePath: string,
  language: Language,
): Promise<Translator & { fetched: FetchedTranslations }> {
  const [own, fallback] = await Promise.all([
    fetchTable(basePath, language).catch(() => undefined),
    language === DEFAULT_LANGUAGE ? undefined : fetchTable(basePath, DEFAULT_LANGUAGE).catch(() => undefined),
  ]);
  const find = (key: string) => lookUp(own, key) ?? lookUp(fallback, key);
  const fetched: FetchedTranslations = {};
  if (own) fetched[language] = { translation: own };
  if (fallback) fetched[DEFAULT_LANGUAGE] = { translation: fallback };
  return {
    fetched,
    t: (key, values) =>
      (find(key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
        values && name in values ? String(values[name]) : placeholder,
      ),
    exists: (key) => find(key) !== undefined,
  };
}
