// The review request's words (issue 14), en and fr: the guest is thanked and asked for a review with a link that
// works once. `about` is what was stayed in or visited; `guestName` the guest's first name.
/** outbox-templates' parameters (not imported: that file imports this one). */
type TemplateParams = Record<string, string | number | null>;

const hello = (greeting: string, p: TemplateParams) =>
  `${greeting} ${String(p.guestName ?? '')},`.replace(' ,', ',');
const of = (p: TemplateParams) => String(p.propertyName ?? 'BookOne');

export const REVIEW_WORDS = {
  REVIEW_REQUEST: {
    en: {
      subject: (p: TemplateParams) => `How was your visit to ${of(p)}?`,
      lines: (p: TemplateParams) => [
        hello('Hello', p),
        `Thank you for choosing ${of(p)} (${String(p.about ?? '')}, ${String(p.reference ?? '')}). Would you tell us how it was? It takes a minute, with this link (it works once, for 30 days):`,
      ],
      action: 'Leave a review',
      footer: () => 'If you would rather not, ignore this message: we will not ask again.',
    },
    fr: {
      subject: (p: TemplateParams) => `Comment s’est passée votre visite chez ${of(p)} ?`,
      lines: (p: TemplateParams) => [
        hello('Bonjour', p),
        `Merci d’avoir choisi ${of(p)} (${String(p.about ?? '')}, ${String(p.reference ?? '')}). Voulez-vous nous dire comment cela s’est passé ? Une minute suffit, avec ce lien (il sert une fois, pendant 30 jours) :`,
      ],
      action: 'Donner mon avis',
      footer: () => 'Si vous préférez ne pas répondre, ignorez ce message : nous ne redemanderons pas.',
    },
  },
} as const;
