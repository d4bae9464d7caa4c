// The messages' words, per purpose and language (en, fr). A template renders text (and HTML for email) from its
// parameters; a one-time link is written as SECRET_LINK_MARK and joined in only when the message is sent.
import { SECRET_LINK_MARK, type MessagePurpose } from '@bookone/domain';

export type MessageLanguage = 'en' | 'fr';
export type TemplateParams = Record<string, string | number | null>;

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

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

interface Words {
  subject: (p: TemplateParams) => string;
  lines: (p: TemplateParams) => string[];
  action: string;
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
};

/** The template key stored on the row (what was rendered, for a later look). */
export const templateKey = (purpose: MessagePurpose, language: MessageLanguage) =>
  `${purpose.toLowerCase()}.${language}`;

export function renderTemplate(
  purpose: MessagePurpose,
  language: MessageLanguage,
  params: TemplateParams,
): RenderedMessage {
  const w = WORDS[purpose][language];
  const lines = w.lines(params);
  const footer = w.footer(params);
  const text = [...lines, '', SECRET_LINK_MARK, '', footer, '', `— ${sender(params)}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${SECRET_LINK_MARK}">${escapeHtml(w.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    `<p>— ${escapeHtml(sender(params))}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: w.subject(params), text, html };
}

/**
 * The text as it goes out: the mark replaced by the link (HTML-escaped in HTML). Without a link the mark stays
 * (a message whose secret was erased is never sent).
 */
export function joinSecret(stored: string, link: string | null, html = false): string {
  if (link == null) return stored;
  return stored.split(SECRET_LINK_MARK).join(html ? escapeHtml(link) : link);
}
