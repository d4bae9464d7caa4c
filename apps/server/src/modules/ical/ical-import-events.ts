// An imported stay as a channel reservation: who it is for, read from what OTAs put in their feeds. Airbnb writes
// "Reserved" (a guest, no name: the reservation URL and the phone's last digits in DESCRIPTION) or "Airbnb (Not
// available)" (the host's block); Booking.com "CLOSED - Not available"; Vrbo "Reserved - Jane Doe" or "Blocked".
// A stay without guest data is a block: it still takes the room, under the channel's name.
import { createHash } from 'node:crypto';

import type { ChannelReservationInput } from '@bookone/domain';

import type { IcalStay } from './ical-format-stays';
import { escapeText } from './ical-format-serialize';

const BLOCK = /not available|unavailable|blocked|closed|block\b|owner stay|maintenance/i;
const RESERVED = /^(reserved|booked|reservation|booking|confirmed)\b\s*[-:–]?\s*/i;

export interface StayGuest {
  block: boolean;
  firstName: string | null;
  lastName: string | null;
}

export function guestOfStay(stay: IcalStay, channelName: string): StayGuest {
  const summary = stay.summary.trim();
  if (summary === '' || BLOCK.test(summary))
    return { block: true, firstName: channelName, lastName: '(Not available)' };
  // "Reserved - Jane Doe": the name after the word; "Reserved" alone: a guest the feed does not name.
  const word = RESERVED.exec(summary);
  const name = (word ? summary.slice(word[0].length) : summary).trim();
  if (name === '') return { block: false, firstName: null, lastName: null };
  const parts = name.split(/\s+/);
  if (parts.length === 1) return { block: false, firstName: null, lastName: parts[0]!.slice(0, 80) };
  return {
    block: false,
    firstName: parts.slice(0, -1).join(' ').slice(0, 80),
    lastName: parts[parts.length - 1]!.slice(0, 80),
  };
}

/** The reservation id of a feed's stay: unique per feed (two feeds of one connection may reuse a UID). */
export function externalIdOf(feedId: number, key: string): string {
  const id = `ical${feedId}:${key}`;
  // channel_reservation keeps 200 characters: a longer UID is named by its hash.
  return id.length <= 200 ? id : `ical${feedId}:#${createHash('sha256').update(key).digest('base64url')}`;
}

export const externalPrefix = (feedId: number) => `ical${feedId}:`;

/** The event as the reservations log shows it (payload type ICAL). */
function eventText(stay: IcalStay): string {
  const date = (d: string) => d.replaceAll('-', '');
  return [
    'BEGIN:VEVENT',
    `UID:${stay.uid}`,
    `DTSTART;VALUE=DATE:${date(stay.arrival)}`,
    `DTEND;VALUE=DATE:${date(stay.departure)}`,
    `SUMMARY:${escapeText(stay.summary)}`,
    ...(stay.description ? [`DESCRIPTION:${escapeText(stay.description)}`] : []),
    'END:VEVENT',
  ].join('\r\n');
}

export function reservationOfStay(
  stay: IcalStay,
  feed: { id: number; roomTypeId: number; roomId: number | null },
  channelName: string,
  action: 'NEW' | 'MODIFIED',
): ChannelReservationInput {
  const guest = guestOfStay(stay, channelName);
  return {
    externalId: externalIdOf(feed.id, stay.key),
    action,
    roomTypeId: feed.roomTypeId,
    ...(feed.roomId !== null ? { roomId: feed.roomId } : {}),
    arrival: stay.arrival,
    departure: stay.departure,
    firstName: guest.firstName,
    lastName: guest.lastName,
    bookingStatus: guest.block ? 'BLOCKED' : 'RESERVED',
    notes: [stay.summary, stay.description].filter(Boolean).join('\n').slice(0, 2000) || null,
    payload: eventText(stay),
    payloadType: 'ICAL',
  };
}
