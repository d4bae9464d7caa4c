// The services catalogue (issue 11): business services' booking rules, offerings (what a customer books) and the
// resources (staff, rooms, chairs, tables, vehicles) that deliver them, with their hours and time off.
// Reservations and the slot engine live beside it (reservation.ts).

/** What a resource is: a person, a place, or a thing a reservation holds for a time range. */
export const RESOURCE_KINDS = ['STAFF', 'ROOM', 'CHAIR', 'TABLE', 'VEHICLE', 'OTHER'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
