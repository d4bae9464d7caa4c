// A marketing campaign's message (issue 14): the words are the marketer's, merged per recipient by the campaign
// module (`subject`, `body`); the template adds the unsubscribe link every campaign message carries, and why the
// guest receives it. The first line is the subject as a heading: a text message leaves it out (it has no subject).
/** outbox-templates' parameters (not imported: that file imports this one). */
type TemplateParams = Record<string, string | number | null>;

const of = (p: TemplateParams) => String(p.propertyName ?? 'BookOne');
const body = (p: TemplateParams) => String(p.body ?? '').split(/\r?\n/);

export const CAMPAIGN_WORDS = {
  CAMPAIGN: {
    en: {
      subject: (p: TemplateParams) => String(p.subject ?? ''),
      lines: (p: TemplateParams) => [String(p.subject ?? ''), ...body(p)],
      action: 'Unsubscribe',
      footer: (p: TemplateParams) =>
        `You receive this message because you agreed to hear from ${of(p)}. To stop, use the unsubscribe link above.`,
    },
    fr: {
      subject: (p: TemplateParams) => String(p.subject ?? ''),
      lines: (p: TemplateParams) => [String(p.subject ?? ''), ...body(p)],
      action: 'Se désabonner',
      footer: (p: TemplateParams) =>
        `Vous recevez ce message car vous avez accepté d’avoir des nouvelles de ${of(p)}. Pour ne plus en recevoir, utilisez le lien de désabonnement ci-dessus.`,
    },
  },
} as const;
