// SMS and WhatsApp through one real provider each, over fetch (no SDK): Twilio's Messages API for SMS and Meta's
// WhatsApp Cloud API. Configured by environment (config.ts); without it those channels go to the local drop. The base
// addresses are settings so that the tests answer from a local server with recorded shapes; they are called through
// outbound-http.ts, so a base address on the server's own network is refused (for good) unless OUTBOUND_ALLOW_PRIVATE.
import { outboundFetch, OutboundRefusal, type OutboundPolicy } from '../../lib/outbound-http';
import { httpRefusal, PermanentRefusal } from './outbox-refusal';
import type { DeliveryResult, Transport } from './outbox-transports';

/** Longer than nothing, shorter than the worker's lease: a hung provider must not outlive the claim. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number (+E.164) or a Messaging Service (its SID starts with MG). */
  from: string;
  /** https://api.twilio.com unless told. */
  apiUrl: string;
}

export interface WhatsAppSettings {
  accessToken: string;
  /** The business phone number's id in Meta's platform (not the number itself). */
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 unless told. */
  apiUrl: string;
}

/** A number as typed (+64 21 555-0101) in E.164 (+64215550101): the providers refuse spaces and dashes. */
export const e164 = (phone: string) => {
  const digits = phone.replace(/[^\d]/g, '');
  return `+${phone.trim().startsWith('00') ? digits.slice(2) : digits}`;
};

async function jsonOf(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text ? { message: text.slice(0, 300) } : null;
  }
}

/** A POST to a provider; an address refused as private fails the message at once (another try is refused too). */
async function postTo(
  url: string,
  init: { headers: Record<string, string>; body: string },
  subject: string,
  outbound: OutboundPolicy,
): Promise<Response> {
  try {
    return await outboundFetch(
      url,
      { method: 'POST', ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), subject },
      outbound,
    );
  } catch (err) {
    if (err instanceof OutboundRefusal) throw new PermanentRefusal(err.message, { cause: err });
    throw err;
  }
}

/** A field of a provider's JSON answer as text (absent: empty). */
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Twilio: POST …/Accounts/{sid}/Messages.json, form-encoded, basic auth; 201 with the message's sid and status. */
export function twilioSmsTransport(s: TwilioSettings, outbound: OutboundPolicy): Transport {
  const url = `${s.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(m): Promise<DeliveryResult> {
      const form = new URLSearchParams({ To: e164(m.to), Body: m.text });
      form.set(s.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', s.from);
      const res = await postTo(
        url,
        {
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        'The TWILIO_API_URL host',
        outbound,
      );
      const body = await jsonOf(res);
      // 4xx: an invalid, unreachable or unsubscribed number (21211, 21610…) stays so: failed at once.
      if (!res.ok)
        throw httpRefusal(
          res.status,
          `Twilio ${res.status}: ${str(body?.code)} ${str(body?.message)}`.trim(),
        );
      return { providerAnswer: `${res.status} ${str(body?.sid)} ${str(body?.status)}`.trim() };
    },
  };
}

/** Meta answers its rate limits with 400 too: these codes are worth another attempt later. */
const WHATSAPP_RATE_LIMITS = new Set(['4', '80007', '130429', '131048', '131056']);

/**
 * WhatsApp Cloud API: POST …/{phone-number-id}/messages with a text message; 200 with the message's wamid. Meta
 * delivers free text only within 24 hours of the customer's last message to the business; outside that window it
 * answers an error (131047): a refusal for good, as every other 4xx but its rate limits.
 */
export function whatsAppTransport(s: WhatsAppSettings, outbound: OutboundPolicy): Transport {
  const url = `${s.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(s.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud',
    async send(m): Promise<DeliveryResult> {
      const res = await postTo(
        url,
        {
          headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: e164(m.to).slice(1),
            type: 'text',
            text: { preview_url: true, body: m.text },
          }),
        },
        'The WHATSAPP_API_URL host',
        outbound,
      );
      const body = await jsonOf(res);
      if (!res.ok) {
        const error = (body?.error ?? body) as Record<string, unknown> | null;
        throw httpRefusal(
          res.status,
          `WhatsApp ${res.status}: ${str(error?.code)} ${str(error?.message)}`.trim(),
          WHATSAPP_RATE_LIMITS.has(str(error?.code)),
        );
      }
      const sent = (body?.messages as { id?: string }[] | undefined)?.[0];
      return { providerAnswer: `${res.status} ${str(sent?.id)}`.trim() };
    },
  };
}
