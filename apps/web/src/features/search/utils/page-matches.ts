import type { TFunction } from 'i18next';

import { reachablePages } from '../../../lib/reachable-pages';

export type PageMatch = { id: string; title: string; path: string };

/** Lower case without accents, so that "reservation" finds "Réservations" and "cafe" finds "Café". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The pages the user may open whose title, in the interface language, contains every word of the text: pages are
 * found on the client, from the same list as the home launcher, so the search never offers a page the role guard
 * would refuse.
 */
export function matchPages(text: string, t: TFunction, roles: readonly string[], limit = 8): PageMatch[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  // Route titles are i18n keys built at run time; the typed t() only takes literal keys.
  const tr = t as unknown as (key: string) => string;
  return reachablePages(roles)
    .map((page) => ({ id: page.id, title: tr(page.title), path: page.path }))
    .filter((page) => words.every((word) => fold(page.title).includes(word)))
    .slice(0, limit);
}
