// Wall clock ↔ instant in an IANA time zone, for rules that work in a property's local hours (the slot engine).
// Only Intl is used: no time-zone database of our own. A day's hours are turned into instants once, and the rules
// then work on instants (epoch milliseconds), so a daylight-saving change day simply has 23 or 25 hours.

const MINUTE_MS = 60_000;

// Building an Intl.DateTimeFormat is far dearer than using one: one per zone, kept.
const partFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // An unknown zone reads as UTC, like todayIn: the zone is validated where it is entered.
      format = partsFormat('UTC');
    }
    if (partFormats.size < 1000) partFormats.set(timeZone, format);
  }
  return format;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallParts(timeZone: string, instant: number): WallParts {
  const out: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as unknown as WallParts;
}

function offsetFromIntl(timeZone: string, instant: number): number {
  const p = wallParts(timeZone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

// formatToParts costs some 20 µs a call, and a slot search asks for the same few instants' offsets again and
// again: offsets are kept per zone and 15-minute span. Every zone's changes fall on a quarter hour in UTC (offsets
// and change times are whole quarter hours), so an offset holds for its whole span.
const QUARTER_MS = 15 * MINUTE_MS;
const offsetCache = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 50_000;

/** The zone's offset from UTC at an instant, in minutes (Auckland in summer: 780). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  let zone = offsetCache.get(timeZone);
  if (!zone) {
    if (offsetCache.size >= 1000) offsetCache.clear();
    offsetCache.set(timeZone, (zone = new Map<number, number>()));
  }
  const span = Math.floor(instant / QUARTER_MS);
  let offset = zone.get(span);
  if (offset === undefined) {
    offset = offsetFromIntl(timeZone, span * QUARTER_MS);
    if (zone.size >= OFFSET_CACHE_LIMIT) zone.clear();
    zone.set(span, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date ('YYYY-MM-DD') and time ('HH:MM') of an instant in a zone. */
export function instantToWallClock(instant: number, timeZone: string): { date: string; time: string } {
  const local = new Date(instant + zoneOffsetMinutes(timeZone, instant) * MINUTE_MS);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/**
 * The instant (epoch ms) a local date and 'HH:MM' denote in a zone. A time that happens twice (clocks turned back)
 * is its first occurrence; a time that never happens (clocks turned forward) moves forward by the gap (02:30 on a
 * day that jumps from 02:00 to 03:00 is 03:30), as a wall clock set by hand would.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // At most one change happens within a day either side, so the offsets a day before and after are the two
  // candidates (equal on most days).
  const before = zoneOffsetMinutes(timeZone, wall - 86_400_000);
  const after = zoneOffsetMinutes(timeZone, wall + 86_400_000);
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS];
  const valid = candidates.filter((t) => zoneOffsetMinutes(timeZone, t) * MINUTE_MS === wall - t);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before * MINUTE_MS; // in the gap: the offset before the change carries it past the jump
}
