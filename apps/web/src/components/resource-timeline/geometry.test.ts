import { describe, expect, it } from 'vitest';

import {
  assignLanes,
  columnsOf,
  daysFromPixels,
  moveBy,
  rangeAround,
  rangeEnd,
  resizeBy,
  rowKey,
  rowsOf,
  shiftRange,
  visibleSpan,
} from './geometry';
import type { TimelineGroup } from './types';

const groups: TimelineGroup[] = [
  {
    id: 'queen',
    label: 'Queen',
    unallocatedRow: true,
    resources: [
      { id: '101', label: '101' },
      { id: '102', label: '102' },
    ],
  },
  { id: 'suite', label: 'Suite', resources: [{ id: '201', label: '201' }] },
];
const rows = rowsOf(groups, 'Unallocated');

describe('timeline rows and columns', () => {
  it('lists each group with its unallocated row first, then its resources', () => {
    expect(rows.map((r) => r.key)).toEqual([
      'unallocated:queen',
      'resource:101',
      'resource:102',
      'resource:201',
    ]);
    expect(rows[0]).toMatchObject({ groupId: 'queen', resourceId: null, label: 'Unallocated' });
  });

  it('has one column per day, across a month end, and an exclusive end', () => {
    const range = { start: '2026-01-29', days: 7 };
    expect(columnsOf(range)).toEqual([
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
    ]);
    expect(rangeEnd(range)).toBe('2026-02-05');
  });

  it('pages by a whole view and starts Today on the day before today', () => {
    expect(shiftRange({ start: '2026-03-01', days: 14 }, 1)).toEqual({ start: '2026-03-15', days: 14 });
    expect(shiftRange({ start: '2026-03-01', days: 30 }, -1)).toEqual({ start: '2026-01-30', days: 30 });
    expect(rangeAround('2026-03-01', 7)).toEqual({ start: '2026-02-28', days: 7 });
  });
});

describe('visibleSpan', () => {
  const range = { start: '2026-05-10', days: 7 }; // 10..16 May

  it('places a stay inside the range on its nights (departure day excluded)', () => {
    expect(visibleSpan({ start: '2026-05-11', end: '2026-05-14' }, range)).toEqual({
      column: 1,
      offset: 0,
      span: 3,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it('clips a stay that began before the range or goes on after it', () => {
    expect(visibleSpan({ start: '2026-05-08', end: '2026-05-12' }, range)).toEqual({
      column: 0,
      offset: 0,
      span: 2,
      clippedStart: true,
      clippedEnd: false,
    });
    expect(visibleSpan({ start: '2026-05-15', end: '2026-05-20' }, range)).toEqual({
      column: 5,
      offset: 0,
      span: 2,
      clippedStart: false,
      clippedEnd: true,
    });
  });

  it('hides a stay that departs on the first day or arrives after the last', () => {
    expect(visibleSpan({ start: '2026-05-08', end: '2026-05-10' }, range)).toBeNull();
    expect(visibleSpan({ start: '2026-05-17', end: '2026-05-18' }, range)).toBeNull();
  });
});

describe('assignLanes', () => {
  it('puts back-to-back stays in one lane and overlapping ones in the next', () => {
    const { lanes, count } = assignLanes([
      { start: '2026-05-10', end: '2026-05-12' },
      { start: '2026-05-12', end: '2026-05-14' }, // arrives the day the first departs: same lane
      { start: '2026-05-11', end: '2026-05-13' }, // overlaps both
    ]);
    expect(lanes).toEqual([0, 0, 1]);
    expect(count).toBe(2);
  });

  it('has one lane for an empty row', () => {
    expect(assignLanes([]).count).toBe(1);
  });
});

describe('pointer and keyboard moves', () => {
  it('turns a pointer move into whole days, from half a column on', () => {
    expect(daysFromPixels(37, 76)).toBe(0);
    expect(daysFromPixels(39, 76)).toBe(1);
    expect(daysFromPixels(-160, 76)).toBe(-2);
    expect(daysFromPixels(-20, 76)).toBe(0);
  });

  const stay = { groupId: 'queen', resourceId: '101', start: '2026-05-10', end: '2026-05-13' };

  it('moves a row down or up, keeping the dates, and stops at the first and last row', () => {
    expect(moveBy(stay, rows, 1, 0)).toEqual({ ...stay, resourceId: '102' });
    expect(moveBy(stay, rows, 2, 0)).toEqual({ ...stay, groupId: 'suite', resourceId: '201' });
    expect(moveBy(stay, rows, -1, 0)).toEqual({ ...stay, resourceId: null });
    expect(moveBy(stay, rows, -5, 0)).toEqual({ ...stay, resourceId: null });
    expect(moveBy({ ...stay, groupId: 'suite', resourceId: '201' }, rows, 1, 0)).toMatchObject({
      resourceId: '201',
    });
  });

  it('moves along the days keeping the length', () => {
    expect(moveBy(stay, rows, 0, 1)).toEqual({ ...stay, start: '2026-05-11', end: '2026-05-14' });
    expect(moveBy(stay, rows, 0, -10)).toEqual({ ...stay, start: '2026-04-30', end: '2026-05-03' });
  });

  it('resizes the end and never below one day', () => {
    expect(resizeBy(stay, 2).end).toBe('2026-05-15');
    expect(resizeBy(stay, -2).end).toBe('2026-05-11');
    expect(resizeBy(stay, -5).end).toBe('2026-05-11');
  });

  it('names rows by resource, or by group for the unallocated row', () => {
    expect(rowKey('queen', null)).toBe('unallocated:queen');
    expect(rowKey('queen', '101')).toBe('resource:101');
  });
});
