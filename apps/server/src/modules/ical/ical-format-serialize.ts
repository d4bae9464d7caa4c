// RFC 5545 writer for busy feeds: one VEVENT per busy stay, all-day DATE values (nights are what a hotel sells, and
// DATEs carry no time zone to misread), CRLF line ends, lines folded at 75 octets without splitting a UTF-8
// character, TEXT escaped. UIDs come from the caller and stay the same from one fetch to the next, so a reader
// updates instead of duplicating.

export interface BusyEvent {
  uid: string;
  /** First night, 'YYYY-MM-DD'. */
  start: string;
  /** Departure (exclusive), 'YYYY-MM-DD'. */
  end: string;
  summary: string;
}

export interface BusyCalendar {
  prodId: string;
  name: string;
  /** DTSTAMP of every event: when the feed was produced. */
  stamp: Date;
  events: Iterable<BusyEvent>;
}

export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** A content line folded to 75 octets a line (§3.1): continuation lines start with one space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space of a continuation counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icalDate = (date: string) => date.replaceAll('-', '');
const icalStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The document, line by line (for a streamed answer); join them for the whole text. */
export function* busyCalendarLines(cal: BusyCalendar): Generator<string> {
  const line = (text: string) => `${foldLine(text)}\r\n`;
  yield line('BEGIN:VCALENDAR');
  yield line(`PRODID:${cal.prodId}`);
  yield line('VERSION:2.0');
  yield line('CALSCALE:GREGORIAN');
  yield line('METHOD:PUBLISH');
  yield line(`X-WR-CALNAME:${escapeText(cal.name)}`);
  const stamp = icalStamp(cal.stamp);
  for (const e of cal.events) {
    yield (
      line('BEGIN:VEVENT') +
      line(`UID:${e.uid}`) +
      line(`DTSTAMP:${stamp}`) +
      line(`DTSTART;VALUE=DATE:${icalDate(e.start)}`) +
      line(`DTEND;VALUE=DATE:${icalDate(e.end)}`) +
      line(`SUMMARY:${escapeText(e.summary)}`) +
      line('TRANSP:OPAQUE') +
      line('END:VEVENT')
    );
  }
  yield line('END:VCALENDAR');
}

export function serializeBusyCalendar(cal: BusyCalendar): string {
  let out = '';
  for (const part of busyCalendarLines(cal)) out += part;
  return out;
}
