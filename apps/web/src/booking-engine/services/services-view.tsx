// The services and restaurants flow of the booking page (issue 16): an offering (a restaurant's table booking is
// chosen for the customer when it is all the business sells) → a day, the party and a free time → the customer's
// details → confirmed, or the deposit paid first when the business asks one. A time taken meanwhile brings the
// customer back to the day's times, re-read, with a word of why.
import type { PublicOffering, PublicReservationReceipt, PublicServices } from '@bookone/domain';
import { useEffect, useRef, useState } from 'react';

import { BookingApiError, bookingApi } from '../api';
import { shownError } from '../errors';
import { Alert } from '../field';
import { TestPayStep } from '../rooms/pay-step';
import { useRun } from '../use-run';
import type { KindViewProps } from '../views';
import { servicesApi } from './api';
import { DetailsForm, type CustomerDetails } from './details-form';
import { OfferingList } from './offering-list';
import { Receipt } from './receipt';
import { TimeStep, type TimeChoice } from './time-step';

type Step =
  | { kind: 'offerings' }
  | { kind: 'time'; offering: PublicOffering; notice?: string; initial?: { date: string; persons: number } }
  | { kind: 'details'; offering: PublicOffering; choice: TimeChoice }
  | { kind: 'pay'; receipt: PublicReservationReceipt; token: string; sessionId: string }
  | { kind: 'done'; receipt: PublicReservationReceipt; depositPaid: boolean };

export function ServicesView({ profile, tr }: KindViewProps) {
  const seo = profile.seoFriendlyName;
  const [catalogue, setCatalogue] = useState<PublicServices | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'offerings' });
  const { busy, error, setError, run } = useRun(tr);
  const flowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    servicesApi
      .offerings(seo)
      .then((c) => {
        if (!live) return;
        setCatalogue(c);
        // A restaurant that sells only its tables goes straight to the table's day and covers.
        if (c.offerings.length === 1) setStep({ kind: 'time', offering: c.offerings[0]! });
      })
      .catch((err: unknown) => live && setError(shownError(err, tr)));
    return () => {
      live = false;
    };
  }, [seo, tr, setError]);

  // Each new step is announced: focus moves to its heading, so keyboard and screen reader users follow.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    flowRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step.kind]);

  const reserve = (offering: PublicOffering, choice: TimeChoice, d: CustomerDetails) =>
    run(async () => {
      const receipt = await servicesApi
        .reserve(seo, {
          offeringId: offering.id,
          startsAt: choice.slot.startsAt,
          persons: choice.persons,
          ...d,
          language: tr.lang,
        })
        .catch((err: unknown) => {
          if (err instanceof BookingApiError && err.status === 409) {
            setStep({
              kind: 'time',
              offering,
              notice: tr.t('services.justTaken'),
              initial: { date: choice.date, persons: choice.persons },
            });
            return null;
          }
          throw err;
        });
      if (!receipt) return;
      if (!receipt.payPath) {
        setStep({ kind: 'done', receipt, depositPaid: false });
        return;
      }
      const token = receipt.payPath.replace('/pay/', '');
      const checkout = await bookingApi.checkout(token);
      // A real gateway takes the card on its own page; the test gateway's form is drawn here.
      if (checkout.redirectUrl && !checkout.sessionId) {
        window.location.assign(checkout.redirectUrl);
        return;
      }
      setStep({ kind: 'pay', receipt, token, sessionId: checkout.sessionId ?? '' });
    });

  const pay = (receipt: PublicReservationReceipt, token: string, sessionId: string, card: string) =>
    run(async () => {
      const paid = await bookingApi.testPay(token, sessionId, card);
      if (paid.outcome === 'DECLINED') setError({ message: tr.t('pay.declined'), fields: {} });
      else setStep({ kind: 'done', receipt, depositPaid: true });
    });

  const offerings = catalogue?.offerings ?? [];
  const backToOfferings = offerings.length > 1 ? () => setStep({ kind: 'offerings' }) : undefined;
  return (
    // A screen's height kept for the flow: its offerings and times arrive after the page is drawn, and growing into
    // this room moves nothing the customer already sees (no layout shift of the business's details below).
    <div ref={flowRef} className="be-flow" style={{ minHeight: '100vh' }}>
      {!catalogue && !error && (
        <p role="status" aria-live="polite" className="be-muted">
          {tr.t('loading')}
        </p>
      )}
      {catalogue && step.kind === 'offerings' && (
        <OfferingList
          tr={tr}
          offerings={offerings}
          currency={catalogue.currency}
          onChoose={(offering) => setStep({ kind: 'time', offering })}
        />
      )}
      {catalogue && step.kind === 'time' && (
        <TimeStep
          tr={tr}
          seo={seo}
          offering={step.offering}
          today={catalogue.today}
          timeZone={catalogue.timeZone}
          initial={step.initial}
          notice={step.notice}
          onBack={backToOfferings}
          onChoose={(choice) => setStep({ kind: 'details', offering: step.offering, choice })}
        />
      )}
      {catalogue && step.kind === 'details' && (
        <DetailsForm
          tr={tr}
          offering={step.offering}
          choice={step.choice}
          currency={catalogue.currency}
          timeZone={catalogue.timeZone}
          busy={busy}
          errors={error?.fields ?? {}}
          onBack={() =>
            setStep({
              kind: 'time',
              offering: step.offering,
              initial: { date: step.choice.date, persons: step.choice.persons },
            })
          }
          onSubmit={(d) => void reserve(step.offering, step.choice, d)}
        />
      )}
      {step.kind === 'pay' && (
        <TestPayStep
          tr={tr}
          amount={tr.money(step.receipt.deposit ?? 0, step.receipt.currency)}
          busy={busy}
          error={error?.message}
          onPay={(card) => void pay(step.receipt, step.token, step.sessionId, card)}
        />
      )}
      {step.kind === 'done' && <Receipt tr={tr} receipt={step.receipt} depositPaid={step.depositPaid} />}
      {error && step.kind !== 'pay' && <Alert>{error.message}</Alert>}
      {busy && (
        <p role="status" aria-live="polite" className="be-muted">
          {tr.t('loading')}
        </p>
      )}
    </div>
  );
}
