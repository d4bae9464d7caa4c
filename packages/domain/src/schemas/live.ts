// The live channel (issue 12): one server-sent-events stream per signed-in tab, scoped to the caller's property
// and permissions. Events say what changed, not the data: the client refetches what it shows (the server checks
// every read as usual), so an event never carries more than its receiver may read.
import { z } from 'zod';

import type { Permission } from '../permissions';

export const LIVE_EVENT_KINDS = ['kitchen', 'notification'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The permission a receiver needs for each kind of event. */
export const LIVE_EVENT_PERMISSION: Record<LiveEventKind, Permission> = {
  kitchen: 'kitchen.read',
  notification: 'notification.read',
};

export const liveEventSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  propertyId: z.number().int(),
  /** Kitchen: the ticket's station and id. */
  station: z.string().optional(),
  ticketId: z.number().int().optional(),
  orderId: z.number().int().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The stream's first event (connected: refetch what is shown) and the heartbeat's period. */
export const LIVE_READY_EVENT = 'ready';
export const LIVE_HEARTBEAT_MS = 25_000;
