// The guest's details and how they settle: the deposit (the property's share) or the whole stay now, or on hold
// when the property allows it. The chosen stay is summed up above the form.
import type { BookingEngineGuest, BookingEnginePayment, BookingEngineProfile } from '@bookone/domain';
import { useState, type FormEvent } from 'react';

import { Field } from '../field';
import type { Translator } from '../i18n';
import type { Choice } from './offer-list';
import { formText } from './search-form';

export interface GuestDetails {
  guest: BookingEngineGuest;
  payment: BookingEnginePayment;
  notes: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The ways to settle this property offers: a deposit when it asks one, the whole stay when it pays online, a hold. */
export function paymentsOf(profile: BookingEngineProfile): BookingEnginePayment[] {
  const out: BookingEnginePayment[] = [];
  if (profile.paysOnline && profile.depositPercentage > 0 && profile.depositPercentage < 100)
    out.push('DEPOSIT');
  if (profile.paysOnline) out.push('FULL');
  if (profile.allowsHold) out.push('HOLD');
  return out;
}

export function GuestForm({
  tr,
  profile,
  choice,
  currency,
  busy,
  errors,
  onBack,
  onSubmit,
}: {
  tr: Translator;
  profile: BookingEngineProfile;
  choice: Choice;
  currency: string;
  busy: boolean;
  errors: Record<string, string>;
  onBack: () => void;
  onSubmit: (details: GuestDetails) => void;
}) {
  const payments = paymentsOf(profile);
  const [payment, setPayment] = useState<BookingEnginePayment | undefined>(payments[0]);
  const [own, setOwn] = useState<Record<string, string>>({});
  const { offer, roomType } = choice;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (name: string) => formText(f, name);
    const found: Record<string, string> = {};
    for (const name of ['firstName', 'lastName', 'email'])
      if (!text(name)) found[name] = tr.t('validation.required');
    if (text('email') && !EMAIL.test(text('email'))) found.email = tr.t('validation.email');
    if (!payment) found.payment = tr.t('validation.required');
    setOwn(found);
    if (Object.keys(found).length > 0 || !payment) return;
    onSubmit({
      guest: {
        firstName: text('firstName'),
        lastName: text('lastName'),
        email: text('email'),
        phone: text('phone') || null,
        language: tr.lang,
      },
      payment,
      notes: text('notes') || null,
    });
  };

  const error = (name: string) => own[name] ?? errors[name];
  const amountOf = (p: BookingEnginePayment) =>
    p === 'DEPOSIT' ? offer.deposit : p === 'FULL' ? offer.total : 0;
  return (
    <form className="be-card be-guest" onSubmit={submit} noValidate aria-labelledby="be-guest-title">
      <h2 id="be-guest-title" tabIndex={-1}>
        {tr.t('guest.title')}
      </h2>
      <p className="be-note">
        {tr.t('guest.summary', {
          room: offer.name ? `${roomType.name}, ${offer.name}` : roomType.name,
          total: tr.money(offer.total, currency),
        })}
      </p>
      <div className="be-grid">
        <Field
          id="firstName"
          label={tr.t('guest.firstName')}
          autoComplete="given-name"
          required
          error={error('firstName')}
        />
        <Field
          id="lastName"
          label={tr.t('guest.lastName')}
          autoComplete="family-name"
          required
          error={error('lastName')}
        />
        <Field
          id="email"
          label={tr.t('guest.email')}
          type="email"
          autoComplete="email"
          required
          error={error('email')}
        />
        <Field id="phone" label={tr.t('guest.phone')} type="tel" autoComplete="tel" error={error('phone')} />
      </div>
      <div className="be-field">
        <label htmlFor="notes">{tr.t('guest.notes')}</label>
        <textarea id="notes" name="notes" rows={3} maxLength={1000} />
      </div>
      <fieldset className="be-choices" aria-describedby={error('payment') ? 'payment-error' : undefined}>
        <legend>{tr.t('guest.payment')}</legend>
        {payments.length === 0 && <p>{tr.t('guest.noPayment')}</p>}
        {payments.map((p) => (
          <label key={p} className="be-choice">
            <input
              type="radio"
              name="payment"
              value={p}
              checked={payment === p}
              onChange={() => setPayment(p)}
            />
            <span>
              {tr.t(`guest.pay${p}`, {
                amount: tr.money(amountOf(p), currency),
                percentage: profile.depositPercentage,
              })}
            </span>
          </label>
        ))}
        {error('payment') && (
          <small id="payment-error" className="be-error">
            {error('payment')}
          </small>
        )}
      </fieldset>
      <div className="be-actions">
        <button type="button" className="be-button be-secondary" onClick={onBack}>
          {tr.t('back')}
        </button>
        <button type="submit" className="be-button" disabled={busy || payments.length === 0}>
          {payment === 'HOLD' ? tr.t('guest.submitHold') : tr.t('guest.submitPay')}
        </button>
      </div>
    </form>
  );
}
