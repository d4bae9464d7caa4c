// The messages' words, per purpose and language (en, fr). A template renders text (and HTML for email) from its
// parameters; a one-time link is written as SECRET_LINK_MARK and joined in only when the message is sent. The HTML
// opens with the property's name and logo: a logo stored here (/uploads/…) is written after APP_URL_MARK, made
// absolute by the worker with the app's address at sending time (APP_URL may only be known once the server listens).
import { SECRET_LINK_MARK, type MessagePurpose } from '@bookone/domain';

import { CAMPAIGN_WORDS } from './outbox-campaign-words';
import { GUEST_WORDS } from './outbox-guest-words';
import { REVIEW_WORDS } from './outbox-review-words';

export type MessageLanguage = 'en' | 'fr';
export type TemplateParams = Record<string, string | number | null>;

export interface RenderedMessage {
  subject: string;
  /** The email's text part. */
  text: string;
  html: string;
  /** SMS and WhatsApp: the same words without greeting and footer, the link last. */
  short: string;
}

/** Stands for the app's address in a stored HTML body (the logo's URL); the worker writes the address in. */
export const APP_URL_MARK = '[app-url]';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Who the message comes from: the property when the recipient belongs to one, else the product. */
const sender = (p: TemplateParams) => String(p.propertyName ?? p.appName ?? 'BookOne');
const who = (p: TemplateParams) => String(p.firstName ?? '');

/** How long a link works, from `validHours`: "7 days", "1 hour"; "7 jours", "1 heure". */
function validFor(p: TemplateParams, language: MessageLanguage): string {
  const hours = Number(p.validHours ?? 1);
  const [n, unit] = hours >= 24 && hours % 24 === 0 ? [hours / 24, 'day'] : [hours, 'hour'];
  const words = {
    en: { day: ['day', 'days'], hour: ['hour', 'hours'] },
    fr: { day: ['jour', 'jours'], hour: ['heure', 'heures'] },
  }[language][unit as 'day' | 'hour'];
  return `${n} ${n === 1 ? words[0] : words[1]}`;
}

export interface Words {
  subject: (p: TemplateParams) => string;
  lines: (p: TemplateParams) => string[];
  /** The link's words; null: the message carries no link (an invoice comes as an attachment). */
  action: string | null;
  footer: (p: TemplateParams) => string;
}

const WORDS: Record<MessagePurpose, Record<MessageLanguage, Words>> = {
  INVITE: {
    en: {
      subject: (p) => `You are invited to ${sender(p)}`,
      lines: (p) => [
        `Hello ${who(p)},`,
        `${sender(p)} has made you an account on ${String(p.appName ?? 'BookOne')}. Choose your password with this link (it works once and for ${validFor(p, 'en')}):`,
      ],
      action: 'Set my password',
      footer: () => 'If you did not expect this invitation, ignore this message.',
    },
    fr: {
      subject: (p) => `Invitation de ${sender(p)}`,
      lines: (p) => [
        `Bonjour ${who(p)},`,
        `${sender(p)} vous a créé un compte sur ${String(p.appName ?? 'BookOne')}. Choisissez votre mot de passe avec ce lien (il sert une fois, pendant ${validFor(p, 'fr')}) :`,
      ],
      action: 'Choisir mon mot de passe',
      footer: () => 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    },
  },
  PASSWORD_RESET: {
    en: {
      subject: () => 'Reset your password',
      lines: (p) => [
        `Hello ${who(p)},`,
        `A new password was asked for your account ${String(p.username ?? '')}. Choose it with this link (it works once and for ${validFor(p, 'en')}):`,
      ],
      action: 'Choose a new password',
      footer: () => 'If you did not ask for it, ignore this message: your password stays as it is.',
    },
    fr: {
      subject: () => 'Réinitialiser votre mot de passe',
      lines: (p) => [
        `Bonjour ${who(p)},`,
        `Un nouveau mot de passe a été demandé pour votre compte ${String(p.username ?? '')}. Choisissez-le avec ce lien (il sert une fois, pendant ${validFor(p, 'fr')}) :`,
      ],
      action: 'Choisir un nouveau mot de passe',
      footer: () => 'Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.',
    },
  },
  // Payment links (issue 13): `amountText` is formatted by the caller in the message's language.
  PAYMENT_LINK: {
    en: {
      subject: (p) => `Your payment to ${sender(p)}`,
      lines: (p) => [
        `Hello ${String(p.payerName ?? '')},`.replace(' ,', ','),
        `${sender(p)} asks you to pay ${String(p.amountText ?? '')} for ${String(p.forWhat ?? '')}. Pay securely online with this link (it works until ${String(p.expiresText ?? '')}):`,
      ],
      action: 'Pay now',
      footer: (p) =>
        p.testMode
          ? 'TEST MODE: no real money is taken.'
          : 'If you did not expect this request, ignore this message.',
    },
    fr: {
      subject: (p) => `Votre paiement à ${sender(p)}`,
      lines: (p) => [
        `Bonjour ${String(p.payerName ?? '')},`.replace(' ,', ','),
        `${sender(p)} vous demande de régler ${String(p.amountText ?? '')} pour ${String(p.forWhat ?? '')}. Payez en ligne en toute sécurité avec ce lien (valable jusqu’au ${String(p.expiresText ?? '')}) :`,
      ],
      action: 'Payer maintenant',
      footer: (p) =>
        p.testMode
          ? 'MODE TEST : aucun argent réel n’est prélevé.'
          : 'Si vous n’attendiez pas cette demande, ignorez ce message.',
    },
  },
  // Email invoice (issue 13): the PDF is attached; `totalText`, `balanceText` and `dueText` come formatted.
  INVOICE: {
    en: {
      subject: (p) => `Invoice ${String(p.number ?? '')} from ${sender(p)}`,
      lines: (p) => [
        `Hello ${String(p.billToName ?? '')},`.replace(' ,', ','),
        `Please find attached invoice ${String(p.number ?? '')} of ${String(p.issueText ?? '')} for ${String(p.totalText ?? '')}.`,
        p.balanceText && p.dueText
          ? `Balance due: ${String(p.balanceText)}, by ${String(p.dueText)}.`
          : p.balanceText
            ? `Balance due: ${String(p.balanceText)}.`
            : 'It is paid in full: thank you.',
      ],
      action: null,
      footer: () => 'For any question about this invoice, reply to this message or contact us.',
    },
    fr: {
      subject: (p) => `Facture ${String(p.number ?? '')} de ${sender(p)}`,
      lines: (p) => [
        `Bonjour ${String(p.billToName ?? '')},`.replace(' ,', ','),
        `Veuillez trouver ci-joint la facture ${String(p.number ?? '')} du ${String(p.issueText ?? '')} d’un montant de ${String(p.totalText ?? '')}.`,
        p.balanceText && p.dueText
          ? `Reste à payer : ${String(p.balanceText)}, avant le ${String(p.dueText)}.`
          : p.balanceText
            ? `Reste à payer : ${String(p.balanceText)}.`
            : 'Elle est entièrement réglée : merci.',
      ],
      action: null,
      footer: () => 'Pour toute question sur cette facture, répondez à ce message ou contactez-nous.',
    },
  },
  ...GUEST_WORDS,
  ...CAMPAIGN_WORDS,
  ...REVIEW_WORDS,
};

/** The template key stored on the row (what was rendered, for a later look). */
export const templateKey = (purpose: MessagePurpose, language: MessageLanguage) =>
  `${purpose.toLowerCase()}.${language}`;

/** The logo's address as stored: absolute already, or one of ours (/uploads/…) after APP_URL_MARK. */
function logoSrc(p: TemplateParams): string | null {
  const url = typeof p.logoUrl === 'string' ? p.logoUrl.trim() : '';
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${APP_URL_MARK}${url}`;
  return null;
}

/** The heading of the HTML part: the property's logo (when it has one) and name. */
function htmlHeader(p: TemplateParams): string {
  const name = escapeHtml(sender(p));
  const src = logoSrc(p);
  const logo = src
    ? `<img src="${escapeHtml(src)}" alt="${name}" style="max-height:56px;max-width:200px;display:block;margin-bottom:8px">`
    : '';
  return `<div style="border-bottom:1px solid #ddd;padding-bottom:8px;margin-bottom:16px">${logo}<strong style="font-size:18px">${name}</strong></div>`;
}

export function renderTemplate(
  purpose: MessagePurpose,
  language: MessageLanguage,
  params: TemplateParams,
): RenderedMessage {
  const w = WORDS[purpose][language];
  const lines = w.lines(params);
  const footer = w.footer(params);
  const link = w.action != null ? ['', SECRET_LINK_MARK] : [];
  const text = [...lines, ...link, '', footer, '', `— ${sender(params)}`].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    htmlHeader(params),
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(w.action != null ? [`<p><a href="${SECRET_LINK_MARK}">${escapeHtml(w.action)}</a></p>`] : []),
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    `<p>— ${escapeHtml(sender(params))}</p>`,
    '</body></html>',
  ].join('\n');
  // Who writes, unless the words already start with the name (a text message has no sender name of its own).
  const said = lines.slice(1);
  const short = [
    ...(said[0]?.startsWith(sender(params)) ? [] : [`${sender(params)}:`]),
    ...said,
    ...(w.action != null ? [SECRET_LINK_MARK] : []),
  ].join(' ');
  return { subject: w.subject(params), text, html, short };
}

/** The stored HTML with the app's address written in (the logo); nothing to do without the mark. */
export const joinAppUrl = (html: string, appUrl: string) => html.split(APP_URL_MARK).join(appUrl);

/**
 * The text as it goes out: the mark replaced by the link (HTML-escaped in HTML). Without a link the mark stays
 * (a message whose secret was erased is never sent).
 */
export function joinSecret(stored: string, link: string | null, html = false): string {
  if (link == null) return stored;
  return stored.split(SECRET_LINK_MARK).join(html ? escapeHtml(link) : link);
}
