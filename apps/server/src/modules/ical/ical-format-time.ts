// iCalendar dates and times (RFC 5545 §3.3.4-5) and time zones (§3.6.5): a value is a DATE, a UTC DATE-TIME, a
// floating DATE-TIME (the reader's own zone: the property's) or a DATE-TIME in a TZID. A TZID that names an IANA
// zone is read with Intl (the platform's zone database); otherwise the feed's VTIMEZONE rules are applied (the
// usual yearly "last Sunday of March" observances), and a zone nobody can read falls back to floating.
import { instantToWallClock, wallClockToInstant } from '@bookone/domain';

import type { ContentLine } from './ical-format-parse';

export type IcalTime =
  | { kind: 'date'; date: string }
  | { kind: 'utc'; instant: number }
  /** Wall clock: `tzid` null is floating. `time` is 'HH:MM:SS'. */
  | { kind: 'local'; date: string; time: string; tzid: string | null };

interface Observance {
  /** Onset as a wall clock in the offset before it, epoch ms of those fields read as UTC. */
  start: number;
  offsetFrom: number;
  offsetTo: number;
  rule: { month: number; nth: number; weekday: number } | null;
}

export interface VTimezone {
  tzid: string;
  /** An IANA name the definition declares (X-LIC-LOCATION), preferred to its rules. */
  iana: string | null;
  observances: Observance[];
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

export function parseIcalTime(raw: string, params: Record<string, string>): IcalTime | null {
  const value = raw.trim().toUpperCase();
  const d = DATE.exec(value);
  if (d) return { kind: 'date', date: `${d[1]}-${d[2]}-${d[3]}` };
  const t = DATE_TIME.exec(value);
  if (!t || params.VALUE === 'DATE') return null;
  if (t[7] === 'Z')
    return { kind: 'utc', instant: Date.UTC(+t[1]!, +t[2]! - 1, +t[3]!, +t[4]!, +t[5]!, +t[6]!) };
  return {
    kind: 'local',
    date: `${t[1]}-${t[2]}-${t[3]}`,
    time: `${t[4]}:${t[5]}:${t[6]}`,
    tzid: params.TZID ?? null,
  };
}

const validZones = new Map<string, boolean>();
/** Whether Intl knows the zone (cached: building a format is the dear part). */
export function isIanaZone(zone: string): boolean {
  let ok = validZones.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    if (validZones.size < 1000) validZones.set(zone, ok);
  }
  return ok;
}

// Windows zone names Outlook and Exchange-based feeds write as TZID (the common ones; others use their VTIMEZONE).
const WINDOWS_ZONES: Record<string, string> = {
  'GMT Standard Time': 'Europe/London',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'FLE Standard Time': 'Europe/Kiev',
  'GTB Standard Time': 'Europe/Bucharest',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'India Standard Time': 'Asia/Kolkata',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  UTC: 'UTC',
};

/** The IANA zone a TZID names, if any: 'Europe/Paris', '/mozilla.org/20050126_1/Europe/Paris', a Windows name. */
function ianaOf(tzid: string): string | null {
  const name = tzid.replace(/^"|"$/g, '');
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (isIanaZone(name)) return name;
  // Prefixed names (/mozilla.org/…/Europe/Paris, /citadel.org/…/Europe/Paris): the trailing Area/City.
  const tail = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/.exec(name)?.[1];
  return tail && isIanaZone(tail) ? tail : null;
}

function offsetMinutes(value: string | undefined): number | null {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec((value ?? '').trim());
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +m[3]!);
}

export function readTimezone(
  lines: ContentLine[],
  observances: { kind: string; lines: ContentLine[] }[],
): VTimezone | null {
  const tzid = lines.find((l) => l.name === 'TZID')?.value.trim();
  if (!tzid) return null;
  const location = lines.find((l) => l.name === 'X-LIC-LOCATION')?.value.trim();
  const out: VTimezone = { tzid, iana: location && isIanaZone(location) ? location : null, observances: [] };
  for (const o of observances) {
    const get = (name: string) => o.lines.find((l) => l.name === name)?.value;
    const start = DATE_TIME.exec((get('DTSTART') ?? '').trim().toUpperCase());
    const from = offsetMinutes(get('TZOFFSETFROM'));
    const to = offsetMinutes(get('TZOFFSETTO'));
    if (!start || from === null || to === null) continue;
    let rule: Observance['rule'] = null;
    const rrule = get('RRULE');
    if (rrule) {
      const parts = Object.fromEntries(rrule.split(';').map((p) => p.split('=') as [string, string]));
      const byday = /^([+-]?\d)?(SU|MO|TU|WE|TH|FR|SA)$/.exec(parts.BYDAY ?? '');
      if (parts.FREQ === 'YEARLY' && parts.BYMONTH && byday)
        rule = { month: +parts.BYMONTH, nth: Number(byday[1] ?? 1), weekday: WEEKDAYS.indexOf(byday[2]!) };
    }
    out.observances.push({
      start: Date.UTC(+start[1]!, +start[2]! - 1, +start[3]!, +start[4]!, +start[5]!, +start[6]!),
      offsetFrom: from,
      offsetTo: to,
      rule,
    });
  }
  return out;
}

/** The day of month of the nth (negative: from the end) weekday of a month. */
function nthWeekday(year: number, month: number, nth: number, weekday: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7) + (nth + 1) * 7;
}

/** The offset (minutes) a VTIMEZONE gives a wall clock: the observance whose latest onset precedes it. */
function ruleOffset(tz: VTimezone, wall: number): number | null {
  let best: { onset: number; offset: number } | null = null;
  let earliest: Observance | null = null;
  const year = new Date(wall).getUTCFullYear();
  for (const o of tz.observances) {
    if (!earliest || o.start < earliest.start) earliest = o;
    const onsets: number[] = [];
    if (!o.rule) onsets.push(o.start);
    else {
      const time = o.start % 86_400_000;
      for (const y of [year - 1, year])
        onsets.push(
          Date.UTC(y, o.rule.month - 1, nthWeekday(y, o.rule.month, o.rule.nth, o.rule.weekday)) + time,
        );
    }
    for (const onset of onsets)
      if (onset >= o.start && onset <= wall && (!best || onset > best.onset))
        best = { onset, offset: o.offsetTo };
  }
  if (best) return best.offset;
  return earliest ? earliest.offsetFrom : null;
}

/**
 * The instant of an iCalendar time: `zone` (the property's IANA zone) reads floating times and any TZID no one
 * can interpret; a DATE is its midnight in `zone`.
 */
export function toInstant(t: IcalTime, zone: string, timezones: ReadonlyMap<string, VTimezone>): number {
  if (t.kind === 'utc') return t.instant;
  if (t.kind === 'date') return wallClockToInstant(t.date, '00:00', zone);
  const [hh, mm, ss] = t.time.split(':').map(Number) as [number, number, number];
  if (t.tzid) {
    const iana = ianaOf(t.tzid) ?? timezones.get(t.tzid)?.iana;
    if (iana) return wallClockToInstant(t.date, t.time.slice(0, 5), iana) + ss * 1000;
    const tz = timezones.get(t.tzid);
    const wall = Date.parse(`${t.date}T${t.time}Z`);
    const offset = tz ? ruleOffset(tz, wall) : null;
    if (offset !== null) return wall - offset * 60_000;
  }
  return (
    wallClockToInstant(t.date, `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`, zone) +
    ss * 1000
  );
}

/** The calendar date of an iCalendar time in the property's zone (a DATE is itself). */
export function toZoneDate(t: IcalTime, zone: string, timezones: ReadonlyMap<string, VTimezone>): string {
  if (t.kind === 'date') return t.date;
  if (t.kind === 'local' && !t.tzid) return t.date;
  return instantToWallClock(toInstant(t, zone, timezones), zone).date;
}
