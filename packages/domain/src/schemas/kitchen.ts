// Kitchen order tickets (KOT, issue 12): what a kitchen station has to cook for an order. Made in the order's own
// transaction when it is confirmed or when lines are added to a confirmed order, one ticket per station (a group
// with "group KOT" gets a ticket of its own at its station). The lines are copied from the order lines, so the
// ticket the cook reads never changes under them.
import { z } from 'zod';

import { deliveryMethodSchema } from './order';

// ------------------------------------------------------------------ statuses as data

export const KITCHEN_TICKET_STATUSES = ['NEW', 'PREPARING', 'READY', 'SERVED'] as const;
export type KitchenTicketStatus = (typeof KITCHEN_TICKET_STATUSES)[number];
export const kitchenTicketStatusSchema = z.enum(KITCHEN_TICKET_STATUSES);

/** Where each status may move: forward one step, or back one step (a ticket bumped by mistake). Served is final. */
export const KITCHEN_TICKET_TRANSITIONS: Record<KitchenTicketStatus, readonly KitchenTicketStatus[]> = {
  NEW: ['PREPARING', 'READY'],
  PREPARING: ['READY', 'NEW'],
  READY: ['SERVED', 'PREPARING'],
  SERVED: [],
};

export function canMoveKitchenTicket(from: KitchenTicketStatus, to: KitchenTicketStatus): boolean {
  return KITCHEN_TICKET_TRANSITIONS[from].includes(to);
}

/** The one-key bump of the display: the next status forward, or null once served. */
export function nextKitchenStatus(status: KitchenTicketStatus): KitchenTicketStatus | null {
  const i = KITCHEN_TICKET_STATUSES.indexOf(status);
  return KITCHEN_TICKET_STATUSES[i + 1] ?? null;
}

/** Tickets still on the kitchen's screen (served ones leave it). */
export const KITCHEN_OPEN_STATUSES = [
  'NEW',
  'PREPARING',
  'READY',
] as const satisfies readonly KitchenTicketStatus[];

export const KITCHEN_PRIORITIES = ['NORMAL', 'RUSH'] as const;
export type KitchenPriority = (typeof KITCHEN_PRIORITIES)[number];
export const kitchenPrioritySchema = z.enum(KITCHEN_PRIORITIES);

/** Lines of products whose group names no station go to this one (an outlet with a single kitchen). */
export const DEFAULT_KITCHEN_STATION = 'Kitchen';

/** A ticket older than this many minutes (and not ready yet) is shown as late. */
export const KITCHEN_LATE_MINUTES = 15;

/** Whole minutes between a ticket's creation and `now`. */
export function kitchenTicketAge(createdAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000));
}

/** Late: still to cook (new or preparing, not void) past the threshold. */
export function isKitchenTicketLate(
  ticket: { status: KitchenTicketStatus; createdAt: string; voidedAt?: string | null },
  now: Date,
  lateMinutes = KITCHEN_LATE_MINUTES,
): boolean {
  return (
    !ticket.voidedAt &&
    (ticket.status === 'NEW' || ticket.status === 'PREPARING') &&
    kitchenTicketAge(ticket.createdAt, now) >= lateMinutes
  );
}

// ------------------------------------------------------------------ requests

export const kitchenTicketMoveSchema = z.object({
  to: kitchenTicketStatusSchema,
  /** The status the caller saw: the move happens only from it (two cooks bumping at once: one gets 409). */
  from: kitchenTicketStatusSchema,
});
export type KitchenTicketMove = z.infer<typeof kitchenTicketMoveSchema>;

export const kitchenTicketPrioritySchema = z.object({ priority: kitchenPrioritySchema });
export type KitchenTicketPriorityInput = z.infer<typeof kitchenTicketPrioritySchema>;

/** The display's query: a station (any when absent) and the statuses shown (the open ones when absent). */
export const kitchenTicketQuerySchema = z.object({
  station: z.string().trim().min(1).max(60).optional(),
  status: z
    .union([kitchenTicketStatusSchema, z.array(kitchenTicketStatusSchema).max(4)])
    .optional()
    .transform((s) => (s == null ? undefined : Array.isArray(s) ? s : [s])),
});
export type KitchenTicketQuery = z.infer<typeof kitchenTicketQuerySchema>;

// ------------------------------------------------------------------ answers

export const kitchenTicketLineSchema = z.object({
  id: z.number().int(),
  orderLineId: z.number().int().nullable(),
  productName: z.string(),
  variationName: z.string().nullable(),
  /** The modifiers' names, in the order they were picked. */
  modifiers: z.array(z.string()),
  quantity: z.number().int(),
  /** Units taken back after the ticket was sent (a line removed or lowered, the order cancelled): "VOID 1x …". */
  voidedQuantity: z.number().int(),
  note: z.string().nullable(),
});
export type KitchenTicketLine = z.infer<typeof kitchenTicketLineSchema>;

export const kitchenTicketSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  orderId: z.number().int(),
  orderReference: z.string(),
  /** Per property, from 1. */
  number: z.number().int(),
  station: z.string(),
  /** The group of a "group KOT" ticket; null: the station's ticket. */
  groupName: z.string().nullable(),
  priority: kitchenPrioritySchema,
  status: kitchenTicketStatusSchema,
  deliveryMethod: deliveryMethodSchema,
  /** The table's name, the guest's room or booking; null for take-away and delivery. */
  label: z.string().nullable(),
  notes: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  /**
   * Every line of it was taken back (the order cancelled, its lines removed): the display shows it as VOID, with
   * the reason, until a cook acknowledges it.
   */
  voidedAt: z.string().nullable(),
  /** The order's cancel reason; null when lines were removed. */
  voidReason: z.string().nullable(),
  voidAcknowledgedAt: z.string().nullable(),
  lines: z.array(kitchenTicketLineSchema),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;
export const kitchenTicketListSchema = z.array(kitchenTicketSchema);

/** The display's answer: the tickets and every station of the property (for the station picker). */
export const kitchenBoardSchema = z.object({
  stations: z.array(z.string()),
  tickets: kitchenTicketListSchema,
});
export type KitchenBoard = z.infer<typeof kitchenBoardSchema>;
