// Pure date and layout arithmetic of the resource timeline: which columns an item covers, how overlapping items
// stack in a row, where a drag or an arrow key takes an item. Kept apart from React so it is unit-tested directly.
// The time axis is a scale (scale.ts): days by default, or short slots; a range stands for its day scale.
import { addDays, daysBetween } from '@bookone/domain';

import { dayScale, type TimelineScale } from './scale';
import type { Placement, TimelineGroup, TimelineItem, TimelineRange, TimelineRow } from './types';

export { addDays, daysBetween };

/** The views the toolbar offers, in days. */
export const VIEW_LENGTHS = [7, 14, 30] as const;

/** The key of a row: a resource, or a group's unallocated row. */
export function rowKey(groupId: string, resourceId: string | null): string {
  return resourceId == null ? `unallocated:${groupId}` : `resource:${resourceId}`;
}

/** The rows in display order: per group its unallocated row (when it has one) first, then its resources. */
export function rowsOf(groups: readonly TimelineGroup[], unallocatedLabel: string): TimelineRow[] {
  const rows: TimelineRow[] = [];
  for (const group of groups) {
    if (group.unallocatedRow)
      rows.push({
        key: rowKey(group.id, null),
        groupId: group.id,
        resourceId: null,
        label: unallocatedLabel,
      });
    for (const r of group.resources)
      rows.push({
        key: rowKey(group.id, r.id),
        groupId: group.id,
        resourceId: r.id,
        label: r.label,
        detail: r.detail,
        adornment: r.adornment,
      });
  }
  return rows;
}

/** The day columns of a range. */
export function columnsOf(range: TimelineRange): string[] {
  return [...dayScale(range).columns];
}

const scaleOf = (axis: TimelineRange | TimelineScale): TimelineScale =>
  'unit' in axis ? axis : dayScale(axis);

/** The day after the last column: the exclusive end of the range (what an API `to` usually wants). */
export const rangeEnd = (range: TimelineRange) => addDays(range.start, range.days);

/**
 * The columns an item covers in the range: the column it starts in, how far into that column it starts (a part
 * of a column: 0 on a day scale), how many columns it covers (may be a fraction on a slot scale), and whether it
 * goes on before or after the range. Null when none of it is visible.
 */
export function visibleSpan(
  item: Pick<Placement, 'start' | 'end'>,
  axis: TimelineRange | TimelineScale,
): { column: number; offset: number; span: number; clippedStart: boolean; clippedEnd: boolean } | null {
  const scale = scaleOf(axis);
  const count = scale.columns.length;
  const first = scale.position(item.start);
  const last = scale.position(item.end); // exclusive
  const begin = Math.max(0, first);
  const stop = Math.min(count, last);
  if (stop <= begin || begin >= count) return null;
  const column = Math.floor(begin);
  return {
    column,
    offset: begin - column,
    span: stop - begin,
    clippedStart: first < 0,
    clippedEnd: last > count,
  };
}

/**
 * Stacks overlapping items of one row in lanes, first come first served by start date (then longer first), so no
 * two items of a lane share a day. Answers each item's lane and the number of lanes (at least 1).
 */
export function assignLanes(items: readonly Pick<Placement, 'start' | 'end'>[]): {
  lanes: number[];
  count: number;
} {
  const order = items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        a.item.start.localeCompare(b.item.start) || b.item.end.localeCompare(a.item.end) || a.index - b.index,
    );
  const laneEnds: string[] = [];
  const lanes = new Array<number>(items.length).fill(0);
  for (const { item, index } of order) {
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    lanes[index] = lane;
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/** Whole columns (days, slots) a horizontal pointer move stands for: half a column or more counts as one. */
export function daysFromPixels(dx: number, dayWidth: number): number {
  if (dayWidth <= 0) return 0;
  const days = Math.round(dx / dayWidth);
  return Object.is(days, -0) ? 0 : days;
}

export function placementOf(item: TimelineItem): Placement {
  return { groupId: item.groupId, resourceId: item.resourceId, start: item.start, end: item.end };
}

export function samePlacement(a: Placement, b: Placement): boolean {
  return a.groupId === b.groupId && a.resourceId === b.resourceId && a.start === b.start && a.end === b.end;
}

/** The placement on another row, the same length `steps` columns (days) later (negative: earlier). */
export function moveTo(
  placement: Placement,
  row: Pick<TimelineRow, 'groupId' | 'resourceId'>,
  steps: number,
  axis?: TimelineRange | TimelineScale,
): Placement {
  const { start, end } = axis
    ? scaleOf(axis).shift(placement.start, placement.end, steps)
    : { start: addDays(placement.start, steps), end: addDays(placement.end, steps) };
  return { groupId: row.groupId, resourceId: row.resourceId, start, end };
}

/**
 * An arrow key on an item: `rows` rows down (negative: up, stopping at the first and last row) and `days` later.
 * The row is found by key from the item's current row.
 */
export function moveBy(
  placement: Placement,
  rows: readonly TimelineRow[],
  rowStep: number,
  steps: number,
  axis?: TimelineRange | TimelineScale,
): Placement {
  const index = rows.findIndex((r) => r.key === rowKey(placement.groupId, placement.resourceId));
  const target = rows[Math.min(rows.length - 1, Math.max(0, (index === -1 ? 0 : index) + rowStep))];
  return moveTo(placement, target ?? placement, steps, axis);
}

/** The end moved by `steps` columns (days), never before one column after the start (at least a day). */
export function resizeBy(
  placement: Placement,
  steps: number,
  axis?: TimelineRange | TimelineScale,
): Placement {
  if (axis) return { ...placement, end: scaleOf(axis).stretch(placement.start, placement.end, steps) };
  const end = addDays(placement.end, steps);
  return { ...placement, end: end <= placement.start ? addDays(placement.start, 1) : end };
}

/** The toolbar's previous/next: a whole view earlier or later. */
export function shiftRange(range: TimelineRange, direction: -1 | 1): TimelineRange {
  return { ...range, start: addDays(range.start, direction * range.days) };
}

/** The toolbar's today: the view starts the day before today, so yesterday's departures still show. */
export function rangeAround(today: string, days: number): TimelineRange {
  return { start: addDays(today, -1), days };
}
