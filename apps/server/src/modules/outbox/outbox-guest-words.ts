// The words of a guest's own messages (decision 0043): confirmations, changes, cancellations and reminders of hotel
// bookings and of reservations (services, tables), en and fr. Every one has the same shape — a first line saying
// what happened, the details (reference, when, what, total), how to reach the property — so they are built from one
// table of phrases. The caller formats `whenText`, `whatText` and `totalText` in the message's language and the
// property's time zone, and `contactText` from the property's details.
import type { MessagePurpose } from '@bookone/domain';

import type { MessageLanguage, TemplateParams, Words } from './outbox-templates';

export type GuestPurpose = Extract<
  MessagePurpose,
  | 'BOOKING_CONFIRMATION'
  | 'BOOKING_CHANGE'
  | 'BOOKING_CANCELLATION'
  | 'ARRIVAL_REMINDER'
  | 'RESERVATION_CONFIRMATION'
  | 'RESERVATION_CHANGE'
  | 'RESERVATION_CANCELLATION'
  | 'RESERVATION_REMINDER'
>;

const s = (v: TemplateParams[string] | undefined) => (v == null ? '' : String(v));
const name = (p: TemplateParams) => s(p.propertyName) || 'BookOne';

interface Phrases {
  subject: (p: TemplateParams) => string;
  /** What happened, after the greeting. */
  opening: (p: TemplateParams) => string;
}

const LABELS: Record<MessageLanguage, Record<'reference' | 'when' | 'what' | 'total' | 'reason', string>> = {
  en: { reference: 'Reference', when: 'When', what: 'What', total: 'Total', reason: 'Reason' },
  fr: { reference: 'Référence', when: 'Quand', what: 'Prestation', total: 'Total', reason: 'Motif' },
};

const PHRASES: Record<GuestPurpose, Record<MessageLanguage, Phrases>> = {
  BOOKING_CONFIRMATION: {
    en: {
      subject: (p) => `Your booking ${s(p.reference)} at ${name(p)} is confirmed`,
      opening: (p) => `Thank you: your stay at ${name(p)} is booked.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} est confirmée`,
      opening: (p) => `Merci : votre séjour chez ${name(p)} est réservé.`,
    },
  },
  BOOKING_CHANGE: {
    en: {
      subject: (p) => `Your booking ${s(p.reference)} at ${name(p)} has changed`,
      opening: (p) => `Your booking at ${name(p)} has changed. Here it is as it stands now.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} a changé`,
      opening: (p) =>
        `Votre réservation chez ${name(p)} a été modifiée. La voici telle qu’elle est maintenant.`,
    },
  },
  BOOKING_CANCELLATION: {
    en: {
      subject: (p) => `Your booking ${s(p.reference)} at ${name(p)} is cancelled`,
      opening: (p) => `Your booking at ${name(p)} has been cancelled.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} est annulée`,
      opening: (p) => `Votre réservation chez ${name(p)} a été annulée.`,
    },
  },
  ARRIVAL_REMINDER: {
    en: {
      subject: (p) => `See you soon at ${name(p)}`,
      opening: (p) => `A reminder: your stay at ${name(p)} begins soon.`,
    },
    fr: {
      subject: (p) => `À bientôt chez ${name(p)}`,
      opening: (p) => `Un rappel : votre séjour chez ${name(p)} commence bientôt.`,
    },
  },
  RESERVATION_CONFIRMATION: {
    en: {
      subject: (p) => `Your reservation ${s(p.reference)} at ${name(p)} is confirmed`,
      opening: (p) => `Thank you: your reservation at ${name(p)} is booked.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} est confirmée`,
      opening: (p) => `Merci : votre réservation chez ${name(p)} est enregistrée.`,
    },
  },
  RESERVATION_CHANGE: {
    en: {
      subject: (p) => `Your reservation ${s(p.reference)} at ${name(p)} has changed`,
      opening: (p) => `Your reservation at ${name(p)} has changed. Here it is as it stands now.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} a changé`,
      opening: (p) =>
        `Votre réservation chez ${name(p)} a été modifiée. La voici telle qu’elle est maintenant.`,
    },
  },
  RESERVATION_CANCELLATION: {
    en: {
      subject: (p) => `Your reservation ${s(p.reference)} at ${name(p)} is cancelled`,
      opening: (p) => `Your reservation at ${name(p)} has been cancelled.`,
    },
    fr: {
      subject: (p) => `Votre réservation ${s(p.reference)} chez ${name(p)} est annulée`,
      opening: (p) => `Votre réservation chez ${name(p)} a été annulée.`,
    },
  },
  RESERVATION_REMINDER: {
    en: {
      subject: (p) => `Reminder: ${name(p)}, ${s(p.whenText)}`,
      opening: (p) => `A reminder of your reservation at ${name(p)}.`,
    },
    fr: {
      subject: (p) => `Rappel : ${name(p)}, ${s(p.whenText)}`,
      opening: (p) => `Un rappel de votre réservation chez ${name(p)}.`,
    },
  },
};

const CONTACT: Record<
  MessageLanguage,
  { reach: (c: string) => string; reply: string; footer: string; another: string }
> = {
  en: {
    reach: (c) => `To change or cancel, contact us: ${c}.`,
    reply: 'To change or cancel, reply to this message.',
    footer: 'We look forward to welcoming you.',
    another: 'We hope to welcome you another time.',
  },
  fr: {
    reach: (c) => `Pour modifier ou annuler, contactez-nous : ${c}.`,
    reply: 'Pour modifier ou annuler, répondez à ce message.',
    footer: 'Au plaisir de vous accueillir.',
    another: 'Nous espérons vous accueillir une autre fois.',
  },
};

function guestWords(purpose: GuestPurpose, language: MessageLanguage): Words {
  const phrases = PHRASES[purpose][language];
  const label = LABELS[language];
  const contact = CONTACT[language];
  const cancelled = purpose.endsWith('_CANCELLATION');
  // French sets a space before the colon.
  const row = (l: string, v: string) => `${l}${language === 'fr' ? ' : ' : ': '}${v.replace(/\.$/, '')}.`;
  return {
    subject: phrases.subject,
    lines: (p) => [
      `${language === 'fr' ? 'Bonjour' : 'Hello'} ${s(p.guestName)},`.replace(' ,', ','),
      phrases.opening(p),
      row(label.reference, s(p.reference)),
      row(label.when, s(p.whenText)),
      row(label.what, s(p.whatText)),
      ...(cancelled ? [] : [row(label.total, s(p.totalText))]),
      ...(cancelled && p.reason ? [row(label.reason, s(p.reason))] : []),
      p.contactText ? contact.reach(s(p.contactText)) : contact.reply,
    ],
    action: null,
    footer: () => (cancelled ? contact.another : contact.footer),
  };
}

export const GUEST_WORDS = Object.fromEntries(
  (Object.keys(PHRASES) as GuestPurpose[]).map((purpose) => [
    purpose,
    { en: guestWords(purpose, 'en'), fr: guestWords(purpose, 'fr') },
  ]),
) as Record<GuestPurpose, Record<MessageLanguage, Words>>;
