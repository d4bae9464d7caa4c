import type { BookingStatus, RoomStatus } from '@bookone/domain';

import type { TimelineColour } from '../../../components/resource-timeline/types';

/**
 * Housekeeping status colours (dots and card accents). Dark enough for white text (WCAG AA) where text sits on
 * them; the status is always written out too, colour is never the only cue.
 */
export const ROOM_STATUS_COLOURS: Record<RoomStatus, string> = {
  VACANT_READY: '#2e7d32',
  OCCUPIED: '#1565c0',
  NOT_READY: '#c62828',
  DO_NOT_DISTURB: '#6a1b9a',
  CLEANING_IN_PROGRESS: '#a35c00',
  SLEEP_OUT: '#4e342e',
  ON_QUEUE: '#00695c',
  LATE_CHECK_OUT: '#ad1457',
  CHECKING_OUT: '#37474f',
  BLOCKED: '#424242',
};

/** Out of order wins over any housekeeping status. */
export const OUT_OF_ORDER_COLOUR = '#212121';

export function roomStatusColour(status: string): string {
  return ROOM_STATUS_COLOURS[status as RoomStatus] ?? '#616161';
}

/** Booking bars by status, white text on each (contrast ≥ 4.5:1). */
export const BOOKING_STATUS_COLOURS: Record<BookingStatus, TimelineColour> = {
  ENQUIRY: { background: '#6a1b9a', text: '#ffffff' },
  NEW: { background: '#1565c0', text: '#ffffff' },
  CONFIRMED: { background: '#2e7d32', text: '#ffffff' },
  CHECKEDIN: { background: '#bf360c', text: '#ffffff' },
  CHECKEDOUT: { background: '#616161', text: '#ffffff' },
  CANCELLED: { background: '#8e2424', text: '#ffffff' },
  VOID: { background: '#424242', text: '#ffffff' },
  NO_SHOW: { background: '#4e342e', text: '#ffffff' },
};

export function bookingColour(status: string): TimelineColour {
  return BOOKING_STATUS_COLOURS[status as BookingStatus] ?? { background: '#455a64', text: '#ffffff' };
}
