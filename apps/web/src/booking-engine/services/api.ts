// The calls of the services and restaurants flow: the public booking engine's offerings, a day's free times and the
// reservation (issue 16), through the page's own fetch (no sign-in, the server's error shape kept).
import type {
  PublicReservationInput,
  PublicReservationReceipt,
  PublicServices,
  PublicSlotDay,
} from '@bookone/domain';

import { call } from '../api';

const base = (seo: string) => `/api/public/book/${encodeURIComponent(seo)}/services`;

export const servicesApi = {
  offerings: (seo: string) => call<PublicServices>('GET', base(seo)),
  slots: (seo: string, q: { offeringId: number; date: string; persons: number }) =>
    call<PublicSlotDay>(
      'GET',
      `${base(seo)}/slots?${new URLSearchParams({
        offeringId: String(q.offeringId),
        date: q.date,
        persons: String(q.persons),
      }).toString()}`,
    ),
  reserve: (seo: string, input: PublicReservationInput) =>
    call<PublicReservationReceipt>('POST', `${base(seo)}/reservation`, input),
};
