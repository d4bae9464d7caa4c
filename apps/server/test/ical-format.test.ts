// The iCal reader and writer (issue 16): what real feeds contain (folded lines, escapes, all-day and timed events
// in UTC, floating or a TZID, missing DTEND, recurring blocks, cancellations) read as the nights a hotel loses, and
// the busy feed we publish read back by an independent library (ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { IcalFormatError, IcalReader, parseIcal } from '../src/modules/ical/ical-format-parse';
import { serializeBusyCalendar } from '../src/modules/ical/ical-format-serialize';
import { feedStays, type StayWindow } from '../src/modules/ical/ical-format-stays';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

const window = (zone = 'UTC', from = '2026-01-01', to = '2028-01-01'): Omit<StayWindow, 'timezones'> => ({
  zone,
  from,
  to,
});
function stays(text: string, w = window()) {
  const { events, timezones } = parseIcal(text);
  return feedStays(events, { ...w, timezones }).map(({ key, arrival, departure }) => ({
    key,
    arrival,
    departure,
  }));
}

describe('reading a feed', () => {
  it('joins folded lines and reads escaped text', () => {
    const text = calendar(
      ...event(
        'UID:a@x',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261203',
        'SUMMARY:Reserved - Jane\\, Doe; room 4',
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de',
        ' tails/HMABC\\nPhone Number (Last 4 Digits): 1234',
      ),
    );
    const [e] = parseIcal(text).events;
    expect(e!.summary).toBe('Reserved - Jane, Doe; room 4');
    expect(e!.description).toBe(
      'Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABC\nPhone Number (Last 4 Digits): 1234',
    );
    expect(stays(text)).toEqual([{ key: 'a@x', arrival: '2026-12-01', departure: '2026-12-03' }]);
  });

  it('gives the same events whatever the chunks the body arrives in (a CRLF or a fold split across chunks)', () => {
    const text = calendar(
      ...event('UID:1', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202', 'SUMMARY:Bl', ' ocked'),
      ...event('UID:2', 'DTSTART:20261205T140000Z', 'DTEND:20261207T100000Z'),
    );
    for (const size of [1, 2, 7, 64]) {
      const reader = new IcalReader();
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...reader.push(text.slice(i, i + size)));
      got.push(...reader.end());
      expect(got.map((e) => [e.uid, e.summary])).toEqual([
        ['1', 'Blocked'],
        ['2', ''],
      ]);
    }
  });

  it('places UTC, floating and zoned times on the property’s calendar', () => {
    const text = calendar(
      // 13:00 UTC on 1 December is 02:00 on the 2nd in Auckland
      ...event('UID:utc', 'DTSTART:20261201T130000Z', 'DTEND:20261203T220000Z'),
      // floating: the property's own wall clock
      ...event('UID:floating', 'DTSTART:20261210T150000', 'DTEND:20261212T100000'),
      // 20:00 in New York on 5 December is 14:00 on the 6th in Auckland
      ...event(
        'UID:ny',
        'DTSTART;TZID=America/New_York:20261205T200000',
        'DTEND;TZID=America/New_York:20261207T090000',
      ),
    );
    expect(stays(text, window('Pacific/Auckland'))).toEqual([
      { key: 'utc', arrival: '2026-12-02', departure: '2026-12-04' },
      { key: 'floating', arrival: '2026-12-10', departure: '2026-12-12' },
      { key: 'ny', arrival: '2026-12-06', departure: '2026-12-08' },
    ]);
  });

  it('applies a VTIMEZONE’s rules when its TZID is no IANA name (summer and winter offsets)', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Custom Eastern',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      // 23:30 at -04:00 is 03:30 UTC the next day; at -05:00, 04:30 UTC the next day; 19:30 stays the same day
      ...event('UID:summer', 'DTSTART;TZID=Custom Eastern:20260701T233000', 'DURATION:P2D'),
      ...event('UID:winter', 'DTSTART;TZID="Custom Eastern":20260115T193000', 'DURATION:P1D'),
    );
    expect(stays(text)).toEqual([
      { key: 'summer', arrival: '2026-07-02', departure: '2026-07-04' },
      { key: 'winter', arrival: '2026-01-16', departure: '2026-01-17' },
    ]);
    // A TZID with neither an IANA name nor a definition is read as the property's own clock.
    expect(
      stays(calendar(...event('UID:x', 'DTSTART;TZID=Nowhere:20260301T230000')), window('Asia/Tokyo')),
    ).toEqual([{ key: 'x', arrival: '2026-03-01', departure: '2026-03-02' }]);
  });

  it('reads a missing DTEND as one day for a DATE and as the start night for a DATE-TIME', () => {
    const text = calendar(
      ...event('UID:d', 'DTSTART;VALUE=DATE:20261224'),
      ...event('UID:t', 'DTSTART:20261226T090000Z'),
    );
    expect(stays(text)).toEqual([
      { key: 'd', arrival: '2026-12-24', departure: '2026-12-25' },
      { key: 't', arrival: '2026-12-26', departure: '2026-12-27' },
    ]);
  });

  it('expands recurring blocks (weekly by day with COUNT, daily with UNTIL, EXDATE, an override) within the horizon', () => {
    const text = calendar(
      // Mondays and Wednesdays from Monday 7 December 2026, four times
      ...event(
        'UID:w',
        'DTSTART;VALUE=DATE:20261207',
        'DTEND;VALUE=DATE:20261208',
        'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4',
      ),
      // every other day until the 5th, without the 3rd
      ...event(
        'UID:d',
        'DTSTART;VALUE=DATE:20270101',
        'RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270105',
        'EXDATE;VALUE=DATE:20270103',
      ),
      // the 9 December occurrence moved to two nights from the 10th
      ...event(
        'UID:w',
        'RECURRENCE-ID;VALUE=DATE:20261209',
        'DTSTART;VALUE=DATE:20261210',
        'DTEND;VALUE=DATE:20261212',
      ),
    );
    expect(stays(text)).toEqual([
      { key: 'w|2026-12-07', arrival: '2026-12-07', departure: '2026-12-08' },
      { key: 'w|2026-12-14', arrival: '2026-12-14', departure: '2026-12-15' },
      { key: 'w|2026-12-16', arrival: '2026-12-16', departure: '2026-12-17' },
      { key: 'd|2027-01-01', arrival: '2027-01-01', departure: '2027-01-02' },
      { key: 'd|2027-01-05', arrival: '2027-01-05', departure: '2027-01-06' },
      { key: 'w|2026-12-09', arrival: '2026-12-10', departure: '2026-12-12' },
    ]);
    // An endless rule stops at the horizon.
    const endless = calendar(...event('UID:e', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=WEEKLY'));
    expect(stays(endless, window('UTC', '2026-12-01', '2027-01-01')).map((s) => s.arrival)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
  });

  it('leaves out cancelled events and stays already over', () => {
    const text = calendar(
      ...event('UID:c', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      ...event('UID:past', 'DTSTART;VALUE=DATE:20251201', 'DTEND;VALUE=DATE:20251203'),
      ...event('UID:ok', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
    );
    expect(stays(text).map((s) => s.key)).toEqual(['ok']);
  });

  it('refuses what is not a calendar (an HTML error page, JSON)', () => {
    expect(() => parseIcal('<!DOCTYPE html><html><body>Bad gateway</body></html>')).toThrow(IcalFormatError);
    expect(() => parseIcal('{"error":"rate limited"}')).toThrow(IcalFormatError);
    expect(() => parseIcal('')).toThrow(IcalFormatError);
  });

  it('reads a feed of 10 000 events', () => {
    const lines: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const day = new Date(Date.UTC(2026, 11, 1) + (i % 700) * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
      lines.push(
        ...event(`UID:ev-${i}@example.com`, `DTSTART;VALUE=DATE:${day}`, 'DURATION:P2D', 'SUMMARY:Reserved'),
      );
    }
    const got = stays(calendar(...lines), window('UTC', '2026-01-01', '2030-01-01'));
    expect(got).toHaveLength(10_000);
    expect(got[9_999]).toEqual({
      key: 'ev-9999@example.com',
      arrival: '2027-06-18',
      departure: '2027-06-20',
    });
  });
});

describe('writing a busy feed', () => {
  const text = serializeBusyCalendar({
    prodId: '-//BookOne//Busy feed//EN',
    name: 'Harbour View Hotel — Deluxe, sea view; 2 beds',
    stamp: new Date('2026-11-28T08:00:00Z'),
    events: [
      { uid: 'night-1@bookone', start: '2026-12-01', end: '2026-12-03', summary: 'Not available' },
      { uid: 'night-2@bookone', start: '2026-12-05', end: '2026-12-06', summary: 'Not available, blocked' },
    ],
  });

  it('ends lines with CRLF and folds them at 75 octets without splitting a character', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const long = serializeBusyCalendar({
      prodId: 'x',
      name: 'é'.repeat(100),
      stamp: new Date(),
      events: [],
    });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseIcal(long).events).toEqual([]);
    expect(long.replaceAll('\r\n ', '')).toContain(`X-WR-CALNAME:${'é'.repeat(100)}`);
  });

  it('is read back by ical.js with the same nights, UIDs and stamp', () => {
    const vcalendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcalendar.getFirstPropertyValue('prodid')).toBe('-//BookOne//Busy feed//EN');
    const events = vcalendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(
      events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate, e.summary]),
    ).toEqual([
      ['night-1@bookone', '2026-12-01', '2026-12-03', true, 'Not available'],
      ['night-2@bookone', '2026-12-05', '2026-12-06', true, 'Not available, blocked'],
    ]);
    expect(String(events[0]!.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-28T08:00:00Z');
  });
});
