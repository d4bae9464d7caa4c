// The stay a guest looks for: arrival and departure (not before the property's today), adults, children, rooms,
// and a promotion code. The browser's own date inputs: accessible and in the reader's language, at no cost.
import type { BookingEngineSearch } from '@bookone/domain';
import { useState, type FormEvent } from 'react';

import { Field } from '../field';
import type { Translator } from '../i18n';

/** The day after an ISO day. */
export const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A text field of a submitted form, trimmed ('' when absent). */
export const formText = (f: FormData, name: string) => {
  const v = f.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

export function SearchForm({
  tr,
  today,
  initial,
  busy,
  errors,
  onSearch,
}: {
  tr: Translator;
  today: string;
  initial: BookingEngineSearch | null;
  busy: boolean;
  errors: Record<string, string>;
  onSearch: (search: BookingEngineSearch) => void;
}) {
  const [arrival, setArrival] = useState(initial?.arrival ?? today);
  const [departure, setDeparture] = useState(initial?.departure ?? nextDay(initial?.arrival ?? today));
  const [own, setOwn] = useState<Record<string, string>>({});

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const found: Record<string, string> = {};
    if (!arrival) found.arrival = tr.t('validation.required');
    if (!departure) found.departure = tr.t('validation.required');
    else if (departure <= arrival) found.departure = tr.t('validation.departureAfterArrival');
    setOwn(found);
    if (Object.keys(found).length > 0) return;
    onSearch({
      arrival,
      departure,
      adults: Number(f.get('adults')),
      children: Number(f.get('children')),
      rooms: Number(f.get('rooms')),
      promotionCode: formText(f, 'promotionCode') || null,
    });
  };

  const error = (name: string) => own[name] ?? errors[name];
  return (
    <form className="be-card be-search" onSubmit={submit} noValidate aria-labelledby="be-search-title">
      <h2 id="be-search-title">{tr.t('search.title')}</h2>
      <div className="be-grid">
        <Field
          id="arrival"
          label={tr.t('search.arrival')}
          type="date"
          min={today}
          required
          value={arrival}
          onChange={(e) => {
            setArrival(e.target.value);
            if (e.target.value && departure <= e.target.value) setDeparture(nextDay(e.target.value));
          }}
          error={error('arrival')}
        />
        <Field
          id="departure"
          label={tr.t('search.departure')}
          type="date"
          min={arrival ? nextDay(arrival) : today}
          required
          value={departure}
          onChange={(e) => setDeparture(e.target.value)}
          error={error('departure')}
        />
        <Field
          id="adults"
          label={tr.t('search.adults')}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          defaultValue={initial?.adults ?? 2}
          error={error('adults')}
        />
        <Field
          id="children"
          label={tr.t('search.children')}
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          defaultValue={initial?.children ?? 0}
          error={error('children')}
        />
        <Field
          id="rooms"
          label={tr.t('search.rooms')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          defaultValue={initial?.rooms ?? 1}
          error={error('rooms')}
        />
        <Field
          id="promotionCode"
          label={tr.t('search.promotionCode')}
          autoComplete="off"
          defaultValue={initial?.promotionCode ?? ''}
          error={error('promotionCode')}
        />
      </div>
      <button type="submit" className="be-button" disabled={busy}>
        {tr.t('search.submit')}
      </button>
    </form>
  );
}
