// Pure rules of the day close (issue 15, decision 0046): which business date is open, when its close is due, who is
// a no-show, which nights a stay posts and what each night comes to.
import { addDays, roundCents, stayNights, todayIn } from './availability';
import type { BookingStatus } from './front-office';
import type { DayCloseSettings } from './schemas/day-close';
import { instantToWallClock, wallClockToInstant } from './wall-clock';

/** An audit time before noon closes the previous day (02:00 the morning after); from noon, the same day's evening. */
const closesNextMorning = (auditTime: string) => auditTime < '12:00';

/** The instant (epoch ms) the close of `businessDate` falls due at the property's audit time, in its zone. */
export function dayCloseDueAt(businessDate: string, auditTime: string, timeZone: string): number {
  const day = closesNextMorning(auditTime) ? addDays(businessDate, 1) : businessDate;
  return wallClockToInstant(day, auditTime, timeZone);
}

/**
 * The open business date: the one stored by the last close (the day after it), or, before any close, the date whose
 * close is next due: today, or yesterday while a morning audit time has not come yet.
 */
export function openBusinessDate(
  stored: string | null,
  settings: Pick<DayCloseSettings, 'auditTime'>,
  timeZone: string,
  now: number,
): string {
  if (stored) return stored;
  const wall = instantToWallClock(now, timeZone);
  return closesNextMorning(settings.auditTime) && wall.time < settings.auditTime
    ? addDays(wall.date, -1)
    : wall.date;
}

/** A business date may be closed (by hand) once it has begun in the property's zone. */
export function mayCloseDate(businessDate: string, timeZone: string, now: number): boolean {
  return businessDate <= todayIn(timeZone, new Date(now));
}

/** Whether the automatic close of the open date is due now. */
export function isDayCloseDue(
  settings: DayCloseSettings,
  businessDate: string,
  timeZone: string,
  now: number,
): boolean {
  return settings.automatic && dayCloseDueAt(businessDate, settings.auditTime, timeZone) <= now;
}

/** Statuses of a booking that is expected but has not arrived. */
const EXPECTED: readonly BookingStatus[] = ['NEW', 'CONFIRMED'];

/** An expected booking whose arrival is the closed date or before it: it did not check in by the close. */
export function isArrivalNotCheckedIn(
  b: { status: BookingStatus; arrival: string },
  businessDate: string,
): boolean {
  return EXPECTED.includes(b.status) && b.arrival <= businessDate;
}

/** A guest still in house on or after the departure date. */
export function isDepartureNotCheckedOut(
  b: { status: BookingStatus; departure: string },
  businessDate: string,
): boolean {
  return b.status === 'CHECKEDIN' && b.departure <= businessDate;
}

/**
 * The nights of a stay up to and including the closed date: what the close posts (once each). A guest in house, or
 * one who left during the closed date (a day use, an early check-out); an expected or cancelled booking posts none.
 */
export function nightsToPost(
  b: { status: BookingStatus; arrival: string; departure: string },
  businessDate: string,
): string[] {
  if (b.status !== 'CHECKEDIN' && b.status !== 'CHECKEDOUT') return [];
  return stayNights(b.arrival, b.departure).filter((night) => night <= businessDate);
}

/** What a stay's room revenue comes to: the room charge and extras after the discount, and their tax. */
export interface StayRoomAmounts {
  nights: number;
  roomCharge: number;
  extraCharge: number;
  discountAmount: number;
  tax: number;
}

/**
 * One night's share of the stay as booked: the room revenue (room charge and extras less the discount) and its tax,
 * split evenly in cents, the last night taking what rounding left, so the nights add up to the stay exactly.
 */
export function nightShare(stay: StayRoomAmounts, nightIndex: number): { amount: number; tax: number } {
  const nights = Math.max(1, stay.nights);
  const revenue = roundCents(stay.roomCharge + stay.extraCharge - stay.discountAmount);
  const split = (total: number) => {
    const each = roundCents(total / nights);
    return nightIndex >= nights - 1 ? roundCents(total - each * (nights - 1)) : each;
  };
  return { amount: split(revenue), tax: split(stay.tax) };
}
