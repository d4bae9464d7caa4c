// The day close (issue 15, decision 0046): a property's automatic night audit, its runs and its exceptions report.
import { z } from 'zod';

import { idParam } from './common';
import { isoDateSchema, timeSchema } from './fields';

/** The steps of a run, in order; each commits on its own and is recorded done in the same transaction. */
export const DAY_CLOSE_STEPS = ['NO_SHOWS', 'ROOM_CHARGES', 'EXCEPTIONS', 'ROLL'] as const;
export type DayCloseStep = (typeof DAY_CLOSE_STEPS)[number];

export const DAY_CLOSE_RUN_STATUSES = ['RUNNING', 'DONE'] as const;
export type DayCloseRunStatus = (typeof DAY_CLOSE_RUN_STATUSES)[number];

/** How a run started: at the property's audit time, or by a manager's "Run day close". */
export const DAY_CLOSE_TRIGGERS = ['AUTOMATIC', 'MANUAL'] as const;
export type DayCloseTrigger = (typeof DAY_CLOSE_TRIGGERS)[number];

/** What the exceptions report lists. */
export const DAY_CLOSE_EXCEPTION_KINDS = [
  'ARRIVAL_NOT_CHECKED_IN',
  'DEPARTURE_NOT_CHECKED_OUT',
  'UNBALANCED_FOLIO',
  'UNPOSTED_CHARGE',
] as const;
export type DayCloseExceptionKind = (typeof DAY_CLOSE_EXCEPTION_KINDS)[number];

/** The business profile's Day close settings: absent = off, 02:00, no-shows marked. */
export const dayCloseSettingsSchema = z.object({
  /** Run the night audit on its own at `auditTime` (the property's time zone). */
  automatic: z.boolean(),
  /** Before noon: the morning after the business date (02:00 closes yesterday); from noon: that evening. */
  auditTime: timeSchema,
  /** Arrivals of the business date not checked in by the close become NO_SHOW (their rooms released). */
  markNoShows: z.boolean(),
});
export type DayCloseSettings = z.infer<typeof dayCloseSettingsSchema>;

export const DEFAULT_DAY_CLOSE_SETTINGS: DayCloseSettings = {
  automatic: false,
  auditTime: '02:00',
  markNoShows: true,
};

export const dayCloseExceptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DAY_CLOSE_EXCEPTION_KINDS),
  /** The booking (arrivals, departures, folios) or order (unposted charges) it is about. */
  bookingId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  reference: z.string(),
  guestName: z.string().nullable(),
  /** The folio balance, the open order's total; null when no amount is in question. */
  amount: z.number().nullable(),
  /** For an arrival: whether this close marked it a no-show. */
  markedNoShow: z.boolean(),
});
export type DayCloseException = z.infer<typeof dayCloseExceptionSchema>;

export const dayCloseRunSchema = z.object({
  id: z.number().int(),
  propertyId: z.number().int(),
  businessDate: z.string(),
  status: z.enum(DAY_CLOSE_RUN_STATUSES),
  trigger: z.enum(DAY_CLOSE_TRIGGERS),
  /** Steps done, in order (a run taken over after a crash goes on from the first one missing). */
  stepsDone: z.array(z.enum(DAY_CLOSE_STEPS)),
  attempts: z.number().int(),
  nightsPosted: z.number().int(),
  amountPosted: z.number(),
  noShows: z.number().int(),
  exceptions: z.number().int(),
  startedByName: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DayCloseRun = z.infer<typeof dayCloseRunSchema>;

/** A run with its exceptions report. */
export const dayCloseReportSchema = z.object({
  run: dayCloseRunSchema,
  currency: z.string(),
  items: z.array(dayCloseExceptionSchema),
});
export type DayCloseReport = z.infer<typeof dayCloseReportSchema>;

/** What the front desk and the dashboard see: the open business date and the last close. */
export const dayCloseStatusSchema = z.object({
  businessDate: z.string(),
  settings: dayCloseSettingsSchema,
  /** When the open business date closes on its own (ISO instant); null while automatic is off. */
  dueAt: z.string().nullable(),
  /** Whether the open date may be closed by hand now (it has begun in the property's zone). */
  canClose: z.boolean(),
  lastRun: dayCloseRunSchema.nullable(),
});
export type DayCloseStatus = z.infer<typeof dayCloseStatusSchema>;

/** POST …/day-close/run: the business date the confirmation showed (a second click answers the same run). */
export const dayCloseRunInputSchema = z.object({ businessDate: isoDateSchema });
export type DayCloseRunInput = z.infer<typeof dayCloseRunInputSchema>;

export const dayCloseRunParams = z.object({ propertyId: idParam, runId: idParam });
