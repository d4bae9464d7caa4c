// The booking page's HTML (issue 16, decision 0048): the built book.html (the web app's second, small entry) with
// the property written into it on the server: title, description and social tags, schema.org data and the profile
// as readable content for search engines and a first paint without script, plus the profile and the page's words as
// JSON for the script (no second request before the page can draw). Only the named property's public profile.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { BookingEngineLanguage, BookingEngineProfile } from '@bookone/domain';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a script element: `<` escaped, so that no text can close the element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The language of the page: `?lang=` when it is one we have, else the browser's first we have, else English. */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): BookingEngineLanguage {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'fr' || asked === 'en') return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr' || tag === 'en') return tag;
  }
  return 'en';
}

type Messages = Record<string, unknown>;
const text = (m: Messages, key: string) => {
  const v = m[key];
  return typeof v === 'string' ? v : key;
};

/** The readable content written into #root: the page's header as the script draws it, then replaces it. */
function prerendered(p: BookingEngineProfile, m: Messages) {
  const photo = p.photos[0];
  return [
    '<header class="be-hero">',
    photo
      ? `<img class="be-hero-img" src="${esc(photo.url)}" alt="${esc(photo.caption ?? p.name)}" width="800" height="450">`
      : '',
    `<div class="be-hero-text"><h1>${esc(p.name)}</h1>`,
    p.slogan ? `<p class="be-slogan">${esc(p.slogan)}</p>` : '',
    '</div></header><main class="be-main">',
    p.description ? `<section><h2>${esc(text(m, 'about'))}</h2><p>${esc(p.description)}</p></section>` : '',
    p.facilities.length
      ? `<section><h2>${esc(text(m, 'facilities'))}</h2><ul class="be-tags">${p.facilities.map((f) => `<li>${esc(f)}</li>`).join('')}</ul></section>`
      : '',
    p.address.length
      ? `<section><h2>${esc(text(m, 'address'))}</h2><address>${p.address.map(esc).join('<br>')}</address></section>`
      : '',
    '</main>',
  ].join('');
}

function structuredData(p: BookingEngineProfile, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': p.kind === 'ACCOMMODATION' ? 'Hotel' : p.kind === 'RESTAURANT' ? 'Restaurant' : 'LocalBusiness',
    name: p.name,
    url,
    ...(p.description ? { description: p.description } : {}),
    ...(p.photos.length ? { image: p.photos.map((ph) => ph.url) } : {}),
    ...(p.phone ? { telephone: p.phone } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.address.length ? { address: p.address.join(', ') } : {}),
    ...(p.checkInTime ? { checkinTime: p.checkInTime } : {}),
    ...(p.checkOutTime ? { checkoutTime: p.checkOutTime } : {}),
    ...(p.facilities.length
      ? { amenityFeature: p.facilities.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f })) }
      : {}),
  };
}

export function createBookingPage(webDist: string) {
  const shellFile = join(webDist, 'book.html');
  // Read once per process: a deploy restarts the server, and the page is the hottest public answer.
  let shell: Promise<string> | undefined;
  const messages = new Map<BookingEngineLanguage, Promise<Messages>>();
  const messagesOf = (lang: BookingEngineLanguage) => {
    let m = messages.get(lang);
    if (!m) {
      m = readFile(join(webDist, 'locales', lang, 'booking-engine.json'), 'utf8')
        .then((t) => JSON.parse(t) as Messages)
        .catch(() => ({}));
      messages.set(lang, m);
    }
    return m;
  };

  return {
    built: () => existsSync(shellFile),

    /** The page of a property (profile) or the "not available" page (null), in `lang`. */
    async render(profile: BookingEngineProfile | null, lang: BookingEngineLanguage, url: string) {
      shell ??= readFile(shellFile, 'utf8');
      const [html, m] = await Promise.all([shell, messagesOf(lang)]);
      const title = profile ? `${profile.name} · ${text(m, 'bookOnline')}` : text(m, 'notAvailableTitle');
      const description = (profile?.description ?? profile?.slogan ?? text(m, 'notAvailableText')).slice(
        0,
        300,
      );
      const head = [
        `<title>${esc(title)}</title>`,
        `<meta name="description" content="${esc(description)}">`,
        profile ? `<link rel="canonical" href="${esc(url)}">` : '<meta name="robots" content="noindex">',
        // The same page in each language, for search engines to offer the reader's.
        ...(profile
          ? (['en', 'fr'] as const).map(
              (l) => `<link rel="alternate" hreflang="${l}" href="${esc(`${url}?lang=${l}`)}">`,
            )
          : []),
        `<meta property="og:title" content="${esc(title)}">`,
        `<meta property="og:description" content="${esc(description)}">`,
        '<meta property="og:type" content="website">',
        profile?.photos[0] ? `<meta property="og:image" content="${esc(profile.photos[0].url)}">` : '',
        profile
          ? `<script type="application/ld+json">${scriptJson(structuredData(profile, url))}</script>`
          : '',
        `<script type="application/json" id="be-data">${scriptJson({ profile, lang, messages: m })}</script>`,
      ].join('');
      const body = profile
        ? prerendered(profile, m)
        : `<main class="be-main"><h1>${esc(text(m, 'notAvailableTitle'))}</h1><p>${esc(text(m, 'notAvailableText'))}</p></main>`;
      return html
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
        .replace(/<title>[^<]*<\/title>/, '')
        .replace('</head>', `${head}</head>`)
        .replace(/<div id="root">[\s\S]*?<\/div>\s*<!--\/root-->/, `<div id="root">${body}</div>`);
    },
  };
}
export type BookingPage = ReturnType<typeof createBookingPage>;
