// The guest's details and how they settle: the deposit (the property's share) or the whole stay now, or on hold
// when the property allows it. The chosen stay is summed up above the form.
import type { BookingEngineGuest, BookingEnginePayment, BookingEngineProfile } from '@bookone/domain';
import { useState, type FormEvent } from 'react';

import { ContactFields, readContact } from '../contact-fields';
import type { Translator } from '../i18n';
import type { Choice } from './offer-list';

export interface GuestDetails {
  guest: BookingEngineGuest;
  payment: BookingEnginePayment;
  notes: string | null;
}

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
    const { values, errors: found } = readContact(e.currentTarget, tr, false);
    if (!payment) found.payment = tr.t('validation.required');
    setOwn(found);
    if (Object.keys(found).length > 0 || !payment) return;
    onSubmit({
      guest: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone || null,
        language: tr.lang,
      },
      payment,
      notes: values.notes || null,
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
      <ContactFields
        tr={tr}
        error={error}
        phoneLabel={tr.t('guest.phone')}
        phoneRequired={false}
        notesLabel={tr.t('guest.notes')}
      />
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
