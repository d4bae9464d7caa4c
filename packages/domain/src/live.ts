// The live channel's constants (issue 12), apart from its zod schema (schemas/live.ts): the web's live client, which
// every signed-in page loads, imports these alone, and a module that defines a schema would bring zod (about 22 KB
// gzipped) into the signed-in home with it.
import type { Permission } from './permissions';

export const LIVE_EVENT_KINDS = ['kitchen', 'notification'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The permission a receiver needs for each kind of event. */
export const LIVE_EVENT_PERMISSION: Record<LiveEventKind, Permission> = {
  kitchen: 'kitchen.read',
  notification: 'notification.read',
};

/**
 * The stream's first event (connected) and the one sent when events may have been missed (`{ resumed: true }`: the
 * server's database listener came back): refetch what is shown. And the heartbeat's period.
 */
export const LIVE_READY_EVENT = 'ready';
export const LIVE_HEARTBEAT_MS = 25_000;
