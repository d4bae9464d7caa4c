// The accommodation flow of the booking page: search → rooms and rates for the stay → the guest's details → pay (or
// on hold) → the confirmation. The search lives in the page's address, so a reload or a shared link shows the same
// rooms; each step's refusal is shown in the guest's language where it happened.
import type { BookingEngineAvailability, BookingEngineSearch } from '@bookone/domain';
import { useEffect, useRef, useState } from 'react';

import { BookingApiError, bookingApi, searchQuery } from '../api';
import { shownError, type ShownError } from '../errors';
import { Alert } from '../field';
import type { KindViewProps } from '../views';
import { GuestForm, type GuestDetails } from './guest-form';
import { OfferList, type Choice } from './offer-list';
import { TestPayStep } from './pay-step';
import { SearchForm } from './search-form';

/** The search the address holds (after a reload or from a shared link), or null. */
export function searchFromAddress(query: string): BookingEngineSearch | null {
  const q = new URLSearchParams(query);
  const arrival = q.get('arrival');
  const departure = q.get('departure');
  if (!arrival || !departure) return null;
  const n = (name: string, fallback: number) => {
    const v = Number(q.get(name));
    return Number.isInteger(v) && v >= 0 && q.get(name) !== null ? v : fallback;
  };
  return {
    arrival,
    departure,
    adults: n('adults', 2),
    children: n('children', 0),
    rooms: n('rooms', 1),
    promotionCode: q.get('promotionCode'),
  };
}

type Step =
  | { kind: 'search' }
  | { kind: 'results'; result: BookingEngineAvailability }
  | { kind: 'guest'; result: BookingEngineAvailability; choice: Choice }
  | { kind: 'pay'; token: string; sessionId: string; amount: string }
  | { kind: 'held'; bookingNumber: string };

export function RoomsView({ profile, tr, onConfirmed }: KindViewProps) {
  const [search, setSearch] = useState<BookingEngineSearch | null>(() =>
    searchFromAddress(window.location.search),
  );
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(shownError(err, tr));
    } finally {
      setBusy(false);
    }
  };

  const find = (s: BookingEngineSearch) =>
    run(async () => {
      setSearch(s);
      const lang = new URLSearchParams(window.location.search).get('lang');
      window.history.replaceState(null, '', `?${searchQuery(s)}${lang ? `&lang=${lang}` : ''}`);
      const result = await bookingApi.availability(profile.seoFriendlyName, s);
      setStep({ kind: 'results', result });
    });

  // A search in the address is run once when the page opens.
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current || !search) return;
    ran.current = true;
    void find(search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each new step is announced: focus moves to its region, so keyboard and screen reader users follow.
  useEffect(() => {
    if (step.kind !== 'search') headingRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step.kind]);

  const book = (choice: Choice, d: GuestDetails) =>
    run(async () => {
      const s = search!;
      const booked = await bookingApi.book(profile.seoFriendlyName, {
        ...s,
        roomTypeId: choice.roomType.roomTypeId,
        ratePlanId: choice.offer.ratePlanId,
        guest: d.guest,
        notes: d.notes,
        payment: d.payment,
      });
      if (booked.outcome === 'HELD') {
        setStep({ kind: 'held', bookingNumber: booked.bookingNumber ?? '' });
        return;
      }
      const token = booked.token!;
      const checkout = await bookingApi.checkout(token);
      if (checkout.redirectUrl && !checkout.sessionId) {
        window.location.assign(checkout.redirectUrl);
        return;
      }
      setStep({
        kind: 'pay',
        token,
        sessionId: checkout.sessionId ?? '',
        amount: tr.money(booked.amount, booked.currency),
      });
    });

  const pay = (token: string, sessionId: string, card: string) =>
    run(async () => {
      const paid = await bookingApi.testPay(token, sessionId, card).catch((err: unknown) => {
        // The rooms sold out before the payment: nothing was taken; the guest reads why and searches again.
        if (err instanceof BookingApiError && err.status === 409) setStep({ kind: 'search' });
        throw err;
      });
      if (paid.outcome === 'DECLINED') {
        setError({ message: tr.t('pay.declined'), fields: {} });
        return;
      }
      onConfirmed(token);
    });

  return (
    <div ref={headingRef} className="be-flow">
      {(step.kind === 'search' || step.kind === 'results') && (
        <SearchForm
          tr={tr}
          today={profile.today}
          initial={search}
          busy={busy}
          errors={error?.fields ?? {}}
          onSearch={(s) => void find(s)}
        />
      )}
      {error && step.kind !== 'pay' && <Alert>{error.message}</Alert>}
      {busy && (
        <p role="status" aria-live="polite" className="be-muted">
          {tr.t('loading')}
        </p>
      )}
      {step.kind === 'results' && (
        <OfferList
          tr={tr}
          result={step.result}
          onChoose={(choice) => {
            setError(null);
            setStep({ kind: 'guest', result: step.result, choice });
          }}
        />
      )}
      {step.kind === 'guest' && (
        <GuestForm
          tr={tr}
          profile={profile}
          choice={step.choice}
          currency={step.result.currency}
          busy={busy}
          errors={error?.fields ?? {}}
          onBack={() => setStep({ kind: 'results', result: step.result })}
          onSubmit={(d) => void book(step.choice, d)}
        />
      )}
      {step.kind === 'pay' && (
        <TestPayStep
          tr={tr}
          amount={step.amount}
          busy={busy}
          error={error?.message}
          onPay={(card) => void pay(step.token, step.sessionId, card)}
        />
      )}
      {step.kind === 'held' && (
        <section className="be-card be-confirmation" aria-labelledby="be-held-title">
          <h2 id="be-held-title" tabIndex={-1}>
            {tr.t('confirmation.ON_HOLD')}
          </h2>
          <p>{tr.t('confirmation.heldText', { number: step.bookingNumber })}</p>
        </section>
      )}
    </div>
  );
}
