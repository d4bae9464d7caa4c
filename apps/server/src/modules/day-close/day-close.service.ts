// The day close (issue 15, decision 0046): a property's night audit, by hand or on its own at the audit time. A run
// is one row per property and business date; its steps commit one by one and are recorded done in the same
// transaction, so a run taken over after a crash goes on from the first step missing and posts nothing twice.
import {
  ACCOMMODATION,
  DAY_CLOSE_STEPS,
  dayCloseDueAt,
  isDayCloseDue,
  mayCloseDate,
  openBusinessDate,
  type DayCloseReport,
  type DayCloseRunInput,
  type DayCloseSettings,
  type DayCloseStatus,
  type DayCloseStep,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { reachableProperty } from '../../lib/property-access';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import type { PropertyRow } from '../property/property.repository';
import { findUserRow } from '../user/user.service';
import { STEPS, type StepContext } from './day-close-steps';
import {
  automaticProperties,
  claimRun,
  ensureRun,
  findDayCloseSetting,
  findRun,
  findRunByDate,
  lastRun,
  propertyTimezone,
  listExceptions,
  markStepDone,
  releaseRun,
  runView,
  saveDayCloseSetting,
  type DayCloseRunRow,
} from './day-close.repository';

/** How long a claim holds a run between steps: well above a step's time, so only a dead holder loses it. */
export const DAY_CLOSE_LEASE_MS = 120_000;
/** A run whose step failed is tried again after this long. */
const RETRY_MS = 300_000;
/** Dates one round closes at most for a property that fell behind (automatic switched on after a pause). */
const CATCH_UP_LIMIT = 31;
const AUTOMATIC_NAME = 'Automatic day close';

export interface DayCloseOptions {
  leaseMs?: number;
  /** Called once a step has committed: progress for a log; the crash test's child stops the process here. */
  afterStep?: (run: DayCloseRunRow, step: DayCloseStep) => Promise<void>;
}

export function createDayCloseService(db: Db, options: DayCloseOptions = {}) {
  const leaseMs = options.leaseMs ?? DAY_CLOSE_LEASE_MS;

  async function accommodation(actor: Actor, propertyId: number) {
    const p = await reachableProperty(db, actor, propertyId);
    if (p.businessType !== ACCOMMODATION) throw conflict('The day close is for accommodation properties');
    return p;
  }

  /** Runs the steps a claimed run has not done yet, each in its own transaction; answers the run as it ends. */
  async function execute(claimed: DayCloseRunRow): Promise<DayCloseRunRow> {
    const { settings } = await findDayCloseSetting(db, claimed.propertyId);
    const c: StepContext = {
      run: claimed,
      timezone: await propertyTimezone(db, claimed.propertyId),
      settings,
      who: { id: claimed.startedBy, name: claimed.startedByName ?? AUTOMATIC_NAME },
    };
    for (const step of DAY_CLOSE_STEPS) {
      if (claimed.stepsDone.includes(step)) continue;
      try {
        await db.transaction(async (tx) => {
          const result = await STEPS[step](tx, c);
          if (!(await markStepDone(tx, claimed, step, leaseMs, result)))
            throw conflict('This day close was taken over by another process');
        });
      } catch (err) {
        await releaseRun(db, claimed, err instanceof Error ? err.message : String(err), RETRY_MS);
        throw err;
      }
      await options.afterStep?.(claimed, step);
    }
    return (await findRun(db, claimed.id))!;
  }

  async function reportOf(
    run: DayCloseRunRow,
    property: Pick<PropertyRow, 'localCurrency'>,
  ): Promise<DayCloseReport> {
    return { run: runView(run), currency: property.localCurrency, items: await listExceptions(db, run.id) };
  }

  return {
    async settings(actor: Actor, propertyId: number): Promise<DayCloseSettings> {
      const p = await reachableProperty(db, actor, propertyId);
      return (await findDayCloseSetting(db, p.id)).settings;
    },

    async saveSettings(actor: Actor, propertyId: number, input: DayCloseSettings): Promise<DayCloseSettings> {
      const p = await accommodation(actor, propertyId);
      await db.transaction(async (tx) => {
        const before = (await findDayCloseSetting(tx, p.id)).settings;
        await saveDayCloseSetting(tx, p.id, input, actor.id);
        await recordAudit(tx, actor, {
          entity: 'day_close_setting',
          entityId: p.id,
          action: 'update',
          before,
          after: input,
          propertyId: p.id,
        });
      });
      return (await findDayCloseSetting(db, p.id)).settings;
    },

    /** The open business date, when it closes on its own, and the last close. */
    async status(actor: Actor, propertyId: number): Promise<DayCloseStatus> {
      const p = await reachableProperty(db, actor, propertyId);
      const now = Date.now();
      const { settings, businessDate: stored } = await findDayCloseSetting(db, p.id);
      const businessDate = openBusinessDate(stored, settings, p.timezone, now);
      const last = await lastRun(db, p.id);
      return {
        businessDate,
        settings,
        dueAt: settings.automatic
          ? new Date(dayCloseDueAt(businessDate, settings.auditTime, p.timezone)).toISOString()
          : null,
        canClose: p.businessType === ACCOMMODATION && mayCloseDate(businessDate, p.timezone, now),
        lastRun: last ? runView(last) : null,
      };
    },

    /**
     * "Run day close": closes the business date the manager confirmed. A date already closed answers its run as it
     * is (a second click, a retry: nothing runs twice); another date than the open one, or one not begun, is 409.
     */
    async runByHand(actor: Actor, propertyId: number, input: DayCloseRunInput): Promise<DayCloseReport> {
      const p = await accommodation(actor, propertyId);
      const existing = await findRunByDate(db, p.id, input.businessDate);
      if (existing?.status === 'DONE') return reportOf(existing, p);
      const { settings, businessDate: stored } = await findDayCloseSetting(db, p.id);
      const now = Date.now();
      const open = openBusinessDate(stored, settings, p.timezone, now);
      if (!existing && input.businessDate !== open) throw conflict(`The open business date is ${open}`);
      if (!mayCloseDate(input.businessDate, p.timezone, now))
        throw conflict(`${input.businessDate} has not begun yet at the property`);
      const user = await findUserRow(db, actor.id);
      const run = await ensureRun(db, {
        propertyId: p.id,
        businessDate: input.businessDate,
        trigger: 'MANUAL',
        startedBy: actor.id,
        startedByName: user ? `${user.firstName} ${user.lastName}`.trim() : actor.username,
      });
      const claimed = await claimRun(db, leaseMs, run.id);
      if (!claimed) {
        const now = (await findRun(db, run.id))!;
        if (now.status === 'DONE') return reportOf(now, p);
        throw conflict('This day close is running already: its report shows when it is done');
      }
      return reportOf(await execute(claimed), p);
    },

    async report(actor: Actor, propertyId: number, runId: number): Promise<DayCloseReport> {
      const p = await reachableProperty(db, actor, propertyId);
      const run = await findRun(db, runId);
      if (!run || run.propertyId !== p.id) throw notFound('Day close');
      return reportOf(run, p);
    },

    /**
     * One round of the automatic close (every process polls): opens the runs that are due, then takes runs whose
     * lease is free (new, or left by a process that died) one at a time until none is left. Answers the runs it
     * finished.
     */
    async runDue(now = Date.now()): Promise<number> {
      let finished = 0;
      const failures: unknown[] = [];
      for (let i = 0; i < CATCH_UP_LIMIT; i++) {
        for (const a of await automaticProperties(db)) {
          const settings = { automatic: a.automatic, auditTime: a.auditTime, markNoShows: a.markNoShows };
          const date = openBusinessDate(a.businessDate, settings, a.timezone, now);
          if (isDayCloseDue(settings, date, a.timezone, now))
            await ensureRun(db, { propertyId: a.propertyId, businessDate: date, trigger: 'AUTOMATIC' });
        }
        const claimed = await claimRun(db, leaseMs);
        if (!claimed) break;
        try {
          await execute(claimed);
          finished++;
        } catch (err) {
          // Kept on the run (lastError) and tried again later; the other properties' closes go on.
          failures.push(err);
        }
      }
      if (failures.length > 0) throw failures[0];
      return finished;
    },
  };
}
export type DayCloseService = ReturnType<typeof createDayCloseService>;
