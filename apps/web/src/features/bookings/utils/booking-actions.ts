import { actionsFor, canTransition, type Booking, type BookingAction } from '@bookone/domain';

/** Why an action the status allows is still refused now, as a key of the 'bookings' namespace (reasons.*). */
export type RefusalKey = 'releaseFirst' | 'settleBalance' | 'undoSameDay';

export type ActionState = { action: BookingAction; allowed: boolean; reason?: RefusalKey };

type ActionBooking = Pick<Booking, 'status' | 'allocations' | 'units' | 'balance' | 'checkedOutAt'>;

/** The day an instant falls on in a time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: string | Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/**
 * The actions a clerk is offered for a booking, in menu order, with the ones the domain rules refuse right now
 * (and why). Check-in is offered without rooms allocated, because its dialog picks them; check-out is offered
 * with a balance, because its handler explains what to settle and offers to take the payment.
 */
export function bookingActionStates(booking: ActionBooking, today: string, timeZone: string): ActionState[] {
  const allocated = booking.allocations.length;
  return actionsFor(booking.status).map((action): ActionState => {
    const result = canTransition(booking.status, action, {
      roomsAllocated: action === 'CHECK_IN' ? booking.units : allocated,
      roomsBooked: booking.units,
      balance: action === 'CHECK_OUT' ? 0 : booking.balance,
      reason: 'asked in the dialog',
      checkedOutToday: booking.checkedOutAt != null && dayIn(timeZone, booking.checkedOutAt) === today,
    });
    if (result.ok) return { action, allowed: true };
    const reason: RefusalKey =
      action === 'UNDO_CHECK_OUT' ? 'undoSameDay' : action === 'CHECK_OUT' ? 'settleBalance' : 'releaseFirst';
    return { action, allowed: false, reason };
  });
}

/** Whether the guest still owes money (the check-out rule: balance ≤ 0, half a cent of rounding allowed). */
export function owes(balance: number): boolean {
  return balance > 0.004;
}

/** The URL path segment of each action (POST /api/booking/:id/<segment>). */
export const ACTION_PATHS = {
  CONFIRM: 'confirm',
  CANCEL: 'cancel',
  VOID: 'void',
  NO_SHOW: 'no-show',
  CHECK_IN: 'check-in',
  CHECK_OUT: 'check-out',
  UNDO_CHECK_OUT: 'undo-check-out',
} as const satisfies Record<BookingAction, string>;
