// What the server wrote into the page (decision 0048): the property's public profile (null: the address is unknown
// or the property does not take bookings online), the page's language and its words.
import type { BookingEngineLanguage, BookingEngineProfile } from '@bookone/domain';

import type { Messages } from './i18n';

export interface PageData {
  profile: BookingEngineProfile | null;
  lang: BookingEngineLanguage;
  messages: Messages;
}

export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById('be-data')?.textContent;
  const data = text ? (JSON.parse(text) as Partial<PageData>) : {};
  return {
    profile: data.profile ?? null,
    lang: data.lang === 'fr' ? 'fr' : 'en',
    messages: data.messages ?? {},
  };
}

/** The page's own addresses: /book/{seo} (the search and booking) and /book/{seo}/confirmation/{token}. */
export type PageRoute = { kind: 'book' } | { kind: 'confirmation'; token: string };

export function routeOf(pathname: string): PageRoute {
  const m = /^\/book\/[^/]+\/confirmation\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return m ? { kind: 'confirmation', token: m[1]! } : { kind: 'book' };
}
