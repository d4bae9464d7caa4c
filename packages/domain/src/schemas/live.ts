// The live channel (issue 12): one server-sent-events stream per signed-in tab, scoped to the caller's property
// and permissions. Events say what changed, not the data: the client refetches what it shows (the server checks
// every read as usual), so an event never carries more than its receiver may read. Its constants are in ../live.ts.
import { z } from 'zod';

import { LIVE_EVENT_KINDS } from '../live';

export const liveEventSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  propertyId: z.number().int(),
  /** Kitchen: the ticket's station and id. */
  station: z.string().optional(),
  ticketId: z.number().int().optional(),
  orderId: z.number().int().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
