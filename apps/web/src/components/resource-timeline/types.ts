/**
 * The generic resources × days timeline (tape chart). Nothing here knows about bookings or rooms: the booking
 * calendar maps rooms and bookings onto it, and service slots or restaurant tables can do the same later.
 */

/** How an item is coloured: a named variant the timeline knows, or any CSS colour with its text colour. */
export type TimelineColour = { background: string; text: string };

export type TimelineItem = {
  id: string;
  /** The group the item belongs to (its row group; the "unallocated" row of that group when resourceId is null). */
  groupId: string;
  /** The resource row, or null for the group's unallocated row. */
  resourceId: string | null;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Day after the last day (exclusive), YYYY-MM-DD: a hotel stay's departure. */
  end: string;
  label: string;
  /** A longer text for the tooltip and the accessible name. */
  tooltip?: string;
  colour: TimelineColour;
  /** Whether it may be dragged to another row or other days (default true). */
  movable?: boolean;
  /** Whether its end may be changed (default true). */
  resizable?: boolean;
};

export type TimelineResource = {
  id: string;
  label: string;
  /** A short second line under the label (e.g. the housekeeping status). */
  detail?: string;
  /** Something drawn after the label (e.g. a status dot). */
  adornment?: React.ReactNode;
};

export type TimelineGroup = {
  id: string;
  label: string;
  resources: TimelineResource[];
  /** Adds the group's "unallocated" row (items with resourceId null) at the top of the group. */
  unallocatedRow?: boolean;
};

/** A row of the timeline as laid out: a resource, or the unallocated row of a group. */
export type TimelineRow = {
  key: string;
  groupId: string;
  resourceId: string | null;
  label: string;
  detail?: string;
  adornment?: React.ReactNode;
};

/** Where an item is, or is being dragged to. */
export type Placement = { groupId: string; resourceId: string | null; start: string; end: string };

/** The visible range: `days` day columns from `start`. */
export type TimelineRange = { start: string; days: number };
