// The scheduler's data as the shared resource timeline sees it: resources grouped by kind as rows, reservation
// lines as bars coloured by status, and which slots each resource works. Pure, so it is unit-tested directly.
import {
  addDays,
  RESOURCE_KINDS,
  type ReservationStatus,
  type Schedule,
  type ScheduleLine,
} from '@bookone/domain';

import { withinAny, type SlotScale } from '../../../../components/resource-timeline/scale';
import type {
  TimelineColour,
  TimelineGroup,
  TimelineItem,
} from '../../../../components/resource-timeline/types';

export const SCHEDULER_VIEWS = ['day', 'week'] as const;
export type SchedulerView = (typeof SCHEDULER_VIEWS)[number];

/** Bars by status, white text on each (contrast ≥ 4.5:1); the status is also written in the bar's name. */
export const RESERVATION_STATUS_COLOURS: Record<ReservationStatus, TimelineColour> = {
  BOOKED: { background: '#1565c0', text: '#ffffff' },
  CONFIRMED: { background: '#2e7d32', text: '#ffffff' },
  CHECKED_IN: { background: '#bf360c', text: '#ffffff' },
  COMPLETED: { background: '#616161', text: '#ffffff' },
  CANCELLED: { background: '#8e2424', text: '#ffffff' },
  NO_SHOW: { background: '#4e342e', text: '#ffffff' },
};

/** Statuses whose bars may still be moved (the server reschedules only these). */
const MOVABLE: ReadonlySet<ReservationStatus> = new Set(['BOOKED', 'CONFIRMED']);

/** The days a view shows: the day itself, or the week (Monday to Sunday) that holds it. */
export function viewDays(view: SchedulerView, date: string): string[] {
  if (view === 'day') return [date];
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** A view earlier or later: a day or a week. */
export function shiftDate(view: SchedulerView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

export type ScheduleTimeline = {
  groups: TimelineGroup[];
  items: TimelineItem[];
  /** The line behind each bar. */
  lines: ReadonlyMap<string, ScheduleLine>;
};

export type ScheduleLabels = {
  kind: (kind: string) => string;
  status: (status: ReservationStatus) => string;
  /** The bar's longer text: its status, persons and number. */
  detail: (line: ScheduleLine) => string;
  /** A table's row: its name and seats, what a host seats a party by. */
  table: (name: string, seats: number) => string;
};

/** Instants compared as text must share one format (the timeline stacks bars by comparing starts). */
const iso = (instant: string) => new Date(instant).toISOString();

export const resourceRowId = (id: number) => String(id);

export function toScheduleTimeline(schedule: Schedule, labels: ScheduleLabels): ScheduleTimeline {
  const kinds = [...new Set(schedule.resources.map((r) => r.kind))].sort(
    (a, b) =>
      (RESOURCE_KINDS as readonly string[]).indexOf(a) - (RESOURCE_KINDS as readonly string[]).indexOf(b),
  );
  const groups: TimelineGroup[] = kinds.map((kind) => ({
    id: kind,
    label: labels.kind(kind),
    resources: schedule.resources
      .filter((r) => r.kind === kind)
      .map((r) => ({
        id: resourceRowId(r.id),
        label: r.kind === 'TABLE' ? labels.table(r.name, r.capacity) : r.name,
      })),
  }));
  const kindOf = new Map(schedule.resources.map((r) => [r.id, r.kind]));
  const lines = new Map<string, ScheduleLine>();
  const items: TimelineItem[] = [];
  for (const line of schedule.lines) {
    const kind = kindOf.get(line.resourceId);
    if (kind == null) continue; // a resource no longer listed (deactivated): nowhere to draw it
    const id = `line:${line.lineId}`;
    lines.set(id, line);
    items.push({
      id,
      groupId: kind,
      resourceId: resourceRowId(line.resourceId),
      start: iso(line.startsAt),
      end: iso(line.endsAt),
      label: `${line.customerName} · ${line.offeringName}`,
      tooltip: labels.detail(line),
      colour: RESERVATION_STATUS_COLOURS[line.status],
      movable: MOVABLE.has(line.status),
      resizable: false,
    });
  }
  return { groups, items, lines };
}

/**
 * For each resource row, the columns of the scale it does not work in (outside its hours, breaks, time off): a
 * slot counts as working only when the resource works all of it.
 */
export function closedColumns(
  schedule: Schedule,
  scale: SlotScale,
): ReadonlyMap<string, ReadonlySet<number>> {
  const closed = new Map<string, Set<number>>();
  for (const resource of schedule.resources) {
    const set = new Set<number>();
    scale.columns.forEach((start, column) => {
      if (!withinAny(start, scale.columnEnd(column), resource.working)) set.add(column);
    });
    closed.set(resourceRowId(resource.id), set);
  }
  return closed;
}
