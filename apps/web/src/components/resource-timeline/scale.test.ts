import { describe, expect, it } from 'vitest';

import { moveBy, moveTo, resizeBy, rowsOf, visibleSpan } from './geometry';
import { dayScale, slotScale, withinAny, workingWindow } from './scale';

const zone = 'Europe/Paris';
// 25 November 2026: Paris is at UTC+1, so 09:00 there is 08:00Z.
const day = slotScale({ days: ['2026-11-25'], timeZone: zone, from: '08:00', to: '20:00' });
const at = (time: string, date = '2026-11-25') => new Date(`${date}T${time}:00+01:00`).toISOString();

describe('slot scale', () => {
  it('has a 15-minute column from the window start to its end, in the zone', () => {
    expect(day.columns).toHaveLength(48);
    expect(day.columns[0]).toBe(at('08:00'));
    expect(day.columns[47]).toBe(at('19:45'));
    expect(day.wallClock[4]).toEqual({ day: 0, time: '09:00' });
    expect(day.columnEnd(47)).toBe(at('20:00'));
  });

  it('places a bar on its slots, with the part of a slot it starts in', () => {
    expect(visibleSpan({ start: at('09:00'), end: at('10:00') }, day)).toEqual({
      column: 4,
      offset: 0,
      span: 4,
      clippedStart: false,
      clippedEnd: false,
    });
    const late = visibleSpan({ start: at('09:10'), end: at('09:40') }, day)!;
    expect(late.column).toBe(4);
    expect(late.offset).toBeCloseTo(10 / 15);
    expect(late.span).toBeCloseTo(2);
    expect(visibleSpan({ start: at('07:00'), end: at('08:30') }, day)).toMatchObject({
      column: 0,
      span: 2,
      clippedStart: true,
    });
    expect(visibleSpan({ start: at('20:00'), end: at('21:00') }, day)).toBeNull();
  });

  it('moves a bar by slots keeping its length, and stops at the first and last slot', () => {
    const rows = rowsOf(
      [
        {
          id: 'g',
          label: 'Spa',
          resources: [
            { id: '1', label: 'Anna' },
            { id: '2', label: 'Ben' },
          ],
        },
      ],
      '',
    );
    const bar = { groupId: 'g', resourceId: '1', start: at('09:00'), end: at('10:00') };
    expect(moveBy(bar, rows, 0, 1, day)).toMatchObject({ start: at('09:15'), end: at('10:15') });
    expect(moveBy(bar, rows, 1, -2, day)).toMatchObject({
      resourceId: '2',
      start: at('08:30'),
      end: at('09:30'),
    });
    expect(moveTo(bar, rows[0]!, -100, day).start).toBe(at('08:00'));
    expect(resizeBy(bar, -10, day).end).toBe(at('09:15'));
  });

  it('steps from the last slot of a day to the first of the next in a week', () => {
    const week = slotScale({
      days: ['2026-11-25', '2026-11-26'],
      timeZone: zone,
      from: '08:00',
      to: '20:00',
    });
    expect(week.columns).toHaveLength(96);
    const bar = { start: at('19:45'), end: at('20:15') };
    expect(week.shift(bar.start, bar.end, 1)).toEqual({
      start: at('08:00', '2026-11-26'),
      end: at('08:30', '2026-11-26'),
    });
    // The night between the days is not shown: an instant there falls at the next day's first column.
    expect(week.position(at('23:00'))).toBe(48);
  });

  it('has an hour of slots fewer on the spring change day and one more on the autumn one', () => {
    const spring = slotScale({ days: ['2026-03-29'], timeZone: zone, from: '00:00', to: '24:00' });
    const autumn = slotScale({ days: ['2026-10-25'], timeZone: zone, from: '00:00', to: '24:00' });
    expect(spring.columns).toHaveLength(92);
    expect(autumn.columns).toHaveLength(100);
    // 02:00 does not happen in spring: the slot after 01:45 is 03:00.
    expect(spring.wallClock[7]?.time).toBe('01:45');
    expect(spring.wallClock[8]?.time).toBe('03:00');
    // In autumn 02:00–03:00 happens twice: eight slots between 02:00 and the second 03:00.
    const times = autumn.wallClock.map((c) => c.time);
    expect(times.filter((t) => t === '02:15')).toHaveLength(2);
    // A bar over the change is as long as the time it really lasts: 01:30–03:30 that day is one hour, four slots.
    const span = visibleSpan({ start: '2026-03-29T00:30:00.000Z', end: '2026-03-29T01:30:00.000Z' }, spring)!;
    expect(span.span).toBe(4);
    expect(spring.wallClock[span.column]?.time).toBe('01:30');
  });
});

describe('working window', () => {
  it('spans the working intervals in whole hours of the zone, else the fallback', () => {
    expect(
      workingWindow(
        [
          { startsAt: at('09:30'), endsAt: at('13:00') },
          { startsAt: at('14:00'), endsAt: at('18:45') },
        ],
        zone,
      ),
    ).toEqual({ from: '09:00', to: '19:00' });
    expect(workingWindow([], zone)).toEqual({ from: '08:00', to: '20:00' });
    expect(withinAny(at('09:30'), at('10:30'), [{ startsAt: at('09:30'), endsAt: at('13:00') }])).toBe(true);
    expect(withinAny(at('12:30'), at('13:30'), [{ startsAt: at('09:30'), endsAt: at('13:00') }])).toBe(false);
  });
});

describe('day scale', () => {
  it('is the tape chart axis: one column a day', () => {
    const scale = dayScale({ start: '2026-05-10', days: 3 });
    expect(scale.columns).toEqual(['2026-05-10', '2026-05-11', '2026-05-12']);
    expect(scale.position('2026-05-09')).toBe(-1);
    expect(scale.shift('2026-05-10', '2026-05-12', 2)).toEqual({ start: '2026-05-12', end: '2026-05-14' });
  });
});
