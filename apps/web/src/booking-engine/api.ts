// The booking page's calls (decision 0048): plain fetch, no sign-in, the public API of the booking engine and of
// payment links. An error answer keeps the server's shape: its English, its message key and its fields' keys.
import type {
  BookingEngineAvailability,
  BookingEngineBook,
  BookingEngineBooked,
  BookingEngineConfirmation,
  BookingEngineSearch,
  PaymentCheckout,
  TestGatewayPayResult,
} from '@bookone/domain';

/**
 * The web app's APP_ID header (the domain's APP_ID and APP_ID_HEADER, which api.test.ts checks): written here, not
 * imported, because the build keeps the domain's constants in the back office's first chunk, MUI and all.
 */
export const APP_ID_HEADER = 'APP_ID';
export const APP_ID = 'BOOKONE_WEB_APP';

export class BookingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The English of each refused field, and its message key (decision 0015). */
    readonly fields: Record<string, string> = {},
    readonly fieldKeys: Record<string, string> = {},
    readonly fieldValues: Record<string, Record<string, string | number>> = {},
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: {
      accept: 'application/json',
      [APP_ID_HEADER]: APP_ID,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) {
    const e = (data ?? {}) as {
      message?: string;
      fields?: Record<string, string>;
      fieldKeys?: Record<string, string>;
      fieldValues?: Record<string, Record<string, string | number>>;
      messageKey?: string;
    };
    throw new BookingApiError(
      res.status,
      e.message ?? res.statusText,
      e.fields,
      e.fieldKeys,
      e.fieldValues,
      e.messageKey,
    );
  }
  return data as T;
}

const base = (seo: string) => `/api/public/book/${encodeURIComponent(seo)}`;

/** The search as an address's query (also the page's own address, so a search can be shared or reloaded). */
export function searchQuery(s: BookingEngineSearch) {
  const q = new URLSearchParams({
    arrival: s.arrival,
    departure: s.departure,
    adults: String(s.adults),
    children: String(s.children),
    rooms: String(s.rooms),
  });
  if (s.promotionCode) q.set('promotionCode', s.promotionCode);
  return q.toString();
}

export const bookingApi = {
  availability: (seo: string, s: BookingEngineSearch) =>
    call<BookingEngineAvailability>('GET', `${base(seo)}/availability?${searchQuery(s)}`),
  book: (seo: string, input: BookingEngineBook) => call<BookingEngineBooked>('POST', base(seo), input),
  confirmation: (seo: string, token: string) =>
    call<BookingEngineConfirmation>('GET', `${base(seo)}/confirmation/${encodeURIComponent(token)}`),
  checkout: (token: string) =>
    call<PaymentCheckout>('POST', `/api/public/pay/${encodeURIComponent(token)}/checkout`, {}),
  testPay: (token: string, sessionId: string, cardNumber: string) =>
    call<TestGatewayPayResult>('POST', `/api/public/pay/${encodeURIComponent(token)}/test-pay`, {
      sessionId,
      cardNumber,
    }),
};
