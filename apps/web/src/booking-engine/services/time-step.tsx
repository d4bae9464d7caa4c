// The day, the party (a table's covers) and a free time of the chosen offering: the times are the server's free
// slots for that day and party, re-read whenever either changes; a day without any says why.
import type { PublicOffering, PublicSlot, PublicSlotDay } from '@bookone/domain';
import { useEffect, useState, type FormEvent } from 'react';

import { shownError } from '../errors';
import { Alert, Field } from '../field';
import type { Translator } from '../i18n';
import { servicesApi } from './api';
import { timeOf } from './format';

export interface TimeChoice {
  date: string;
  persons: number;
  slot: PublicSlot;
}

export function TimeStep({
  tr,
  seo,
  offering,
  today,
  timeZone,
  initial,
  notice,
  onBack,
  onChoose,
}: {
  tr: Translator;
  seo: string;
  offering: PublicOffering;
  today: string;
  timeZone: string;
  initial?: { date: string; persons: number };
  /** Why the customer is back here (the time they chose was just taken). */
  notice?: string;
  onBack?: () => void;
  onChoose: (choice: TimeChoice) => void;
}) {
  const [date, setDate] = useState(initial?.date ?? today);
  const [persons, setPersons] = useState(initial?.persons ?? (offering.tableBooking ? 2 : 1));
  // The times read for a day and party: never shown for another (a change shows nothing until its own arrive).
  const [loaded, setLoaded] = useState<{ key: string; day: PublicSlotDay } | null>(null);
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);
  // The time picked, for the day and party it was picked among.
  const [chosen, setChosen] = useState<{ key: string; startsAt: string } | null>(null);
  const [unpicked, setUnpicked] = useState(false);
  const validPersons = Number.isInteger(persons) && persons >= 1 && persons <= offering.maxPersons;
  const key = `${date}|${persons}`;
  const day = loaded?.key === key ? loaded.day : null;
  const picked = chosen?.key === key ? chosen.startsAt : null;
  const error = failed?.key === key ? failed.message : unpicked ? tr.t('services.pickTime') : null;

  useEffect(() => {
    if (!date || !validPersons) return;
    let live = true;
    const read = `${date}|${persons}`;
    servicesApi
      .slots(seo, { offeringId: offering.id, date, persons })
      .then((d) => live && setLoaded({ key: read, day: d }))
      .catch((err: unknown) => live && setFailed({ key: read, message: shownError(err, tr).message }));
    return () => {
      live = false;
    };
  }, [seo, offering.id, date, persons, validPersons, tr]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const slot = day?.slots.find((s) => s.startsAt === picked);
    if (slot) onChoose({ date, persons, slot });
    else setUnpicked(true);
  };

  const personsLabel = tr.t(offering.tableBooking ? 'services.covers' : 'services.persons');
  return (
    <form className="be-card" onSubmit={submit} noValidate aria-labelledby="be-time-title">
      <h2 id="be-time-title" tabIndex={-1}>
        {tr.t(offering.tableBooking ? 'services.tableTitle' : 'services.timeTitle', { name: offering.name })}
      </h2>
      {notice && <Alert>{notice}</Alert>}
      <div className="be-grid">
        <Field
          id="date"
          label={tr.t('services.date')}
          type="date"
          min={today}
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        {offering.maxPersons > 1 && (
          <Field
            id="persons"
            label={personsLabel}
            type="number"
            inputMode="numeric"
            min={1}
            max={offering.maxPersons}
            required
            value={Number.isNaN(persons) ? '' : persons}
            onChange={(e) => setPersons(e.target.valueAsNumber)}
            error={validPersons ? undefined : tr.t('services.personsRange', { max: offering.maxPersons })}
          />
        )}
      </div>
      <fieldset className="be-choices be-times">
        <legend>{tr.t('services.freeTimes')}</legend>
        {validPersons && !day && !error && (
          <p role="status" aria-live="polite" className="be-muted">
            {tr.t('loading')}
          </p>
        )}
        {day && day.slots.length === 0 && (
          <p role="status">{tr.t(`services.reason.${day.reason ?? 'FULL'}`)}</p>
        )}
        {day?.slots.map((s) => (
          <label key={s.startsAt} className="be-choice be-time">
            <input
              type="radio"
              name="time"
              value={s.startsAt}
              checked={picked === s.startsAt}
              onChange={() => {
                setChosen({ key, startsAt: s.startsAt });
                setUnpicked(false);
              }}
            />
            <span>{timeOf(s.startsAt, tr.lang, timeZone)}</span>
          </label>
        ))}
      </fieldset>
      {error && <Alert>{error}</Alert>}
      <div className="be-actions">
        {onBack && (
          <button type="button" className="be-button be-secondary" onClick={onBack}>
            {tr.t('back')}
          </button>
        )}
        <button type="submit" className="be-button" disabled={!picked}>
          {tr.t('services.continue')}
        </button>
      </div>
    </form>
  );
}
