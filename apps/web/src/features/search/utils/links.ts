import type { SearchResult } from '@bookone/domain';

/** Where a found booking opens: its details page. */
export const bookingPath = (id: number) => `/bookone/manage-booking/${id}`;
/** Where a found guest opens: the customer page. */
export const guestPath = (id: number) => `/bookone/add-customer?customerId=${id}`;

export const guestName = (guest: SearchResult['guests'][number]) =>
  [guest.firstName, guest.lastName].filter(Boolean).join(' ');
