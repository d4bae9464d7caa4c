// RFC 5545 reader, pure and incremental: text arrives in chunks (a fetched feed's body as it streams in), folded
// lines are joined, and each VEVENT is handed out as soon as its END line is read, so a 10 000-event feed is never
// held as a tree. VTIMEZONE definitions are kept (events refer to them by TZID). Only what a busy-calendar needs is
// read: the rest of a feed (alarms, attendees, X- properties) is skipped, never rejected.
import { parseRrule, type Rrule } from './ical-format-rrule';
import { parseIcalTime, type IcalTime, type VTimezone, readTimezone } from './ical-format-time';

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcalEvent {
  uid: string;
  start: IcalTime;
  end: IcalTime | null;
  /** DURATION, when the event gives one instead of DTEND (ms for times, days for dates). */
  duration: { days: number; ms: number } | null;
  summary: string;
  description: string;
  /** Upper-cased STATUS (CANCELLED drops the event), or '' when absent. */
  status: string;
  rrule: Rrule | null;
  exdates: IcalTime[];
  /** The occurrence this event overrides, for a modified instance of a recurring event. */
  recurrenceId: IcalTime | null;
}

export class IcalFormatError extends Error {}

/** One content line: NAME;PARAM=value;PARAM="quoted:value":VALUE (names upper-cased). */
export function parseContentLine(line: string): ContentLine | null {
  let i = 0;
  while (i < line.length && line[i] !== ';' && line[i] !== ':') i++;
  const name = line.slice(0, i).toUpperCase();
  const params: Record<string, string> = {};
  while (i < line.length && line[i] === ';') {
    const eq = line.indexOf('=', i);
    if (eq < 0) return null;
    const key = line.slice(i + 1, eq).toUpperCase();
    let j = eq + 1;
    let value = '';
    if (line[j] === '"') {
      const close = line.indexOf('"', j + 1);
      if (close < 0) return null;
      value = line.slice(j + 1, close);
      j = close + 1;
      // A parameter may list several values (quoted or not): only the first matters here.
      while (j < line.length && line[j] !== ';' && line[j] !== ':') j++;
    } else {
      const start = j;
      while (j < line.length && line[j] !== ';' && line[j] !== ':') j++;
      value = line.slice(start, j);
    }
    params[key] = value;
    i = j;
  }
  if (line[i] !== ':' || name === '') return null;
  return { name, params, value: line.slice(i + 1) };
}

/** TEXT value: \n, \, \; and \\ escapes (RFC 5545 §3.3.11). */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The reader's state machine: feed it chunks, collect the events each chunk completed. */
export class IcalReader {
  readonly timezones = new Map<string, VTimezone>();
  private partial = '';
  private logical: string | null = null;
  private sawCalendar = false;
  /** Open components, innermost last. */
  private stack: string[] = [];
  private event: ContentLine[] | null = null;
  private timezone: { lines: ContentLine[]; observances: { kind: string; lines: ContentLine[] }[] } | null =
    null;
  private observance: { kind: string; lines: ContentLine[] } | null = null;
  private out: IcalEvent[] = [];
  private lineCount = 0;

  /** Whether a BEGIN:VCALENDAR was read (a feed that answered HTML or JSON has none). */
  get isCalendar(): boolean {
    return this.sawCalendar;
  }

  push(chunk: string): IcalEvent[] {
    const text = this.partial + chunk;
    let from = 0;
    for (let nl = text.indexOf('\n', from); nl >= 0; nl = text.indexOf('\n', from)) {
      this.physical(text.slice(from, text[nl - 1] === '\r' ? nl - 1 : nl));
      from = nl + 1;
    }
    this.partial = text.slice(from);
    return this.take();
  }

  end(): IcalEvent[] {
    if (this.partial) this.physical(this.partial.replace(/\r$/, ''));
    this.partial = '';
    if (this.logical !== null) this.line(this.logical);
    this.logical = null;
    if (!this.sawCalendar) throw new IcalFormatError('Not an iCalendar document (no BEGIN:VCALENDAR)');
    return this.take();
  }

  private take(): IcalEvent[] {
    const done = this.out;
    this.out = [];
    return done;
  }

  // Unfolding (§3.1): a line that starts with a space or a tab continues the previous one, minus that character.
  private physical(line: string) {
    if (this.lineCount++ === 0 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    if (line[0] === ' ' || line[0] === '\t') {
      if (this.logical !== null) this.logical += line.slice(1);
      return;
    }
    if (this.logical !== null) this.line(this.logical);
    this.logical = line;
  }

  private line(raw: string) {
    if (raw.trim() === '') return;
    const line = parseContentLine(raw);
    if (!line) {
      if (!this.sawCalendar) throw new IcalFormatError('Not an iCalendar document');
      return; // a malformed line inside a calendar is skipped, like an unknown property
    }
    if (line.name === 'BEGIN') return this.begin(line.value.trim().toUpperCase());
    if (line.name === 'END') return this.close(line.value.trim().toUpperCase());
    if (!this.sawCalendar)
      throw new IcalFormatError('Not an iCalendar document (content before BEGIN:VCALENDAR)');
    const top = this.stack[this.stack.length - 1];
    if (this.event && top === 'VEVENT') this.event.push(line);
    else if (this.observance && (top === 'STANDARD' || top === 'DAYLIGHT')) this.observance.lines.push(line);
    else if (this.timezone && top === 'VTIMEZONE') this.timezone.lines.push(line);
  }

  private begin(component: string) {
    if (component === 'VCALENDAR') this.sawCalendar = true;
    else if (!this.sawCalendar) throw new IcalFormatError('Not an iCalendar document (no BEGIN:VCALENDAR)');
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(component);
    if (component === 'VEVENT' && parent === 'VCALENDAR') this.event = [];
    else if (component === 'VTIMEZONE' && parent === 'VCALENDAR')
      this.timezone = { lines: [], observances: [] };
    else if ((component === 'STANDARD' || component === 'DAYLIGHT') && parent === 'VTIMEZONE')
      this.observance = { kind: component, lines: [] };
  }

  private close(component: string) {
    // Tolerant of a missing END: unwind to the component being ended.
    const at = this.stack.lastIndexOf(component);
    if (at < 0) return;
    this.stack.length = at;
    if (component === 'VEVENT' && this.event) {
      const event = toEvent(this.event);
      if (event) this.out.push(event);
      this.event = null;
    } else if ((component === 'STANDARD' || component === 'DAYLIGHT') && this.observance && this.timezone) {
      this.timezone.observances.push(this.observance);
      this.observance = null;
    } else if (component === 'VTIMEZONE' && this.timezone) {
      const tz = readTimezone(this.timezone.lines, this.timezone.observances);
      if (tz) this.timezones.set(tz.tzid, tz);
      this.timezone = null;
    }
  }
}

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

function parseDuration(value: string): { days: number; ms: number } | null {
  const m = DURATION.exec(value.trim().toUpperCase());
  if (!m) return null;
  const n = (s: string | undefined) => Number(s ?? 0);
  const sign = m[1] === '-' ? -1 : 1;
  return {
    days: sign * (n(m[2]) * 7 + n(m[3])),
    ms: sign * ((n(m[4]) * 60 + n(m[5])) * 60 + n(m[6])) * 1000,
  };
}

/** An event's lines → the event, or null when it has no UID or no usable DTSTART (nothing to key or place it by). */
function toEvent(lines: ContentLine[]): IcalEvent | null {
  const event: IcalEvent = {
    uid: '',
    start: null as unknown as IcalTime,
    end: null,
    duration: null,
    summary: '',
    description: '',
    status: '',
    rrule: null,
    exdates: [],
    recurrenceId: null,
  };
  for (const line of lines) {
    switch (line.name) {
      case 'UID':
        event.uid = line.value.trim();
        break;
      case 'DTSTART':
        event.start = parseIcalTime(line.value, line.params) as IcalTime;
        break;
      case 'DTEND':
        event.end = parseIcalTime(line.value, line.params);
        break;
      case 'DURATION':
        event.duration = parseDuration(line.value);
        break;
      case 'SUMMARY':
        event.summary = unescapeText(line.value).trim();
        break;
      case 'DESCRIPTION':
        event.description = unescapeText(line.value).trim();
        break;
      case 'STATUS':
        event.status = line.value.trim().toUpperCase();
        break;
      case 'RRULE':
        event.rrule = parseRrule(line.value);
        break;
      case 'EXDATE':
        for (const v of line.value.split(',')) {
          const t = parseIcalTime(v, line.params);
          if (t) event.exdates.push(t);
        }
        break;
      case 'RECURRENCE-ID':
        event.recurrenceId = parseIcalTime(line.value, line.params);
        break;
    }
  }
  if (!event.uid || !event.start) return null;
  return event;
}

/** A whole document at once (tests, small feeds); the reader's timezones come with it. */
export function parseIcal(text: string): { events: IcalEvent[]; timezones: Map<string, VTimezone> } {
  const reader = new IcalReader();
  const events = reader.push(text);
  events.push(...reader.end());
  return { events, timezones: reader.timezones };
}
