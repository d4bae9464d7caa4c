// A feed's events as the busy nights a hotel reads from them: each event (or each occurrence of a recurring one)
// becomes a stay [arrival, departure) in the property's calendar, keyed stably so that the next fetch of the same
// feed finds it again (the UID; a recurring event's occurrences add their original date). Cancelled events and
// occurrences are left out: a stay missing from the next fetch is one to cancel.
import { addDays, daysBetween } from '@bookone/domain';

import type { IcalEvent } from './ical-format-parse';
import { occurrenceDates } from './ical-format-rrule';
import { toInstant, toZoneDate, type IcalTime, type VTimezone } from './ical-format-time';

export interface IcalStay {
  /** Stable per feed: the UID, or UID + '|' + the occurrence's original date for a recurring event. */
  key: string;
  uid: string;
  arrival: string;
  departure: string;
  summary: string;
  description: string;
}

export interface StayWindow {
  /** The property's IANA zone: floating times and DATE-TIMEs are read in it. */
  zone: string;
  timezones: ReadonlyMap<string, VTimezone>;
  /** Stays that end on or before this date are left out (the past). */
  from: string;
  /** Occurrences starting on or after this date are not generated (the horizon). */
  to: string;
}

const DAY_MS = 86_400_000;

function shiftDays(t: IcalTime, days: number): IcalTime {
  if (days === 0) return t;
  if (t.kind === 'utc') return { kind: 'utc', instant: t.instant + days * DAY_MS };
  return { ...t, date: addDays(t.date, days) };
}

/** The date the occurrence's clock reads, the one RRULE steps by (a UTC start steps by its UTC date). */
const ruleDate = (t: IcalTime) =>
  t.kind === 'utc' ? new Date(t.instant).toISOString().slice(0, 10) : t.date;

function occurrenceEnd(event: IcalEvent, start: IcalTime, w: StayWindow): IcalTime {
  if (event.end) return event.end;
  if (event.duration) {
    if (start.kind === 'date') return shiftDays(start, event.duration.days || 1);
    const instant = toInstant(start, w.zone, w.timezones);
    return { kind: 'utc', instant: instant + event.duration.days * DAY_MS + event.duration.ms };
  }
  // No DTEND nor DURATION (RFC 5545 §3.6.1): a DATE lasts one day, a DATE-TIME ends when it starts.
  return start.kind === 'date' ? shiftDays(start, 1) : start;
}

function stayOf(event: IcalEvent, key: string, start: IcalTime, end: IcalTime, w: StayWindow): IcalStay {
  const arrival = toZoneDate(start, w.zone, w.timezones);
  let departure = toZoneDate(end, w.zone, w.timezones);
  // An event within one day (or with no length) still makes that night unavailable: a busy calendar says "taken".
  if (departure <= arrival) departure = addDays(arrival, 1);
  return { key, uid: event.uid, arrival, departure, summary: event.summary, description: event.description };
}

/** Every stay of a feed's events within the window, one per key (the last definition of a key wins). */
export function feedStays(events: Iterable<IcalEvent>, w: StayWindow): IcalStay[] {
  const stays = new Map<string, IcalStay>();
  const overrides: IcalEvent[] = [];
  const cancelled = new Set<string>();
  for (const event of events) {
    if (event.recurrenceId) {
      overrides.push(event);
      continue;
    }
    if (event.status === 'CANCELLED') {
      cancelled.add(event.uid);
      continue;
    }
    const end = occurrenceEnd(event, event.start, w);
    if (!event.rrule) {
      stays.set(event.uid, stayOf(event, event.uid, event.start, end, w));
      continue;
    }
    const first = ruleDate(event.start);
    const excluded = new Set(event.exdates.map((x) => toZoneDate(x, w.zone, w.timezones)));
    for (const date of occurrenceDates(first, event.rrule, addDays(w.to, 1))) {
      const shift = daysBetween(first, date);
      const start = shiftDays(event.start, shift);
      const stay = stayOf(event, '', start, shiftDays(end, shift), w);
      if (excluded.has(stay.arrival)) continue;
      stay.key = `${event.uid}|${stay.arrival}`;
      stays.set(stay.key, stay);
    }
  }
  // A modified occurrence replaces (or, cancelled, removes) the one it names.
  for (const event of overrides) {
    const key = `${event.uid}|${toZoneDate(event.recurrenceId!, w.zone, w.timezones)}`;
    stays.delete(key);
    if (event.status !== 'CANCELLED')
      stays.set(key, stayOf(event, key, event.start, occurrenceEnd(event, event.start, w), w));
  }
  const out: IcalStay[] = [];
  for (const stay of stays.values())
    if (!cancelled.has(stay.uid) && stay.departure > w.from && stay.arrival < w.to) out.push(stay);
  return out;
}
