// The customer's details for the chosen time: name, email and phone (the business calls or writes about the
// booking), a note, and a promotion code the server checks when it books. The choice is summed up above the form.
import { depositDueAt, type PublicOffering } from '@bookone/domain';
import { useState, type FormEvent } from 'react';

import { ContactFields, readContact } from '../contact-fields';
import { Field } from '../field';
import type { Translator } from '../i18n';
import { dayAndTimeOf } from './format';
import type { TimeChoice } from './time-step';

export interface CustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string | null;
  promotionCode: string | null;
}

export function DetailsForm({
  tr,
  offering,
  choice,
  currency,
  timeZone,
  busy,
  errors,
  onBack,
  onSubmit,
}: {
  tr: Translator;
  offering: PublicOffering;
  choice: TimeChoice;
  currency: string;
  timeZone: string;
  busy: boolean;
  /** The server's refusals, by field. */
  errors: Record<string, string>;
  onBack: () => void;
  onSubmit: (details: CustomerDetails) => void;
}) {
  const [own, setOwn] = useState<Record<string, string>>({});

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { values, errors: found } = readContact(e.currentTarget, tr, true);
    setOwn(found);
    if (Object.keys(found).length > 0) return;
    const code = new FormData(e.currentTarget).get('promotionCode');
    onSubmit({
      ...values,
      notes: values.notes || null,
      promotionCode: typeof code === 'string' && code.trim() ? code.trim() : null,
    });
  };

  const error = (name: string) => own[name] ?? errors[name];
  const price = offering.price * choice.persons;
  return (
    <form className="be-card be-guest" onSubmit={submit} noValidate aria-labelledby="be-details-title">
      <h2 id="be-details-title" tabIndex={-1}>
        {tr.t('guest.title')}
      </h2>
      <p className="be-note">
        {tr.t('services.summary', {
          name: offering.name,
          when: dayAndTimeOf(choice.slot.startsAt, tr.lang, timeZone),
          count: choice.persons,
        })}
        {price > 0 && ` · ${tr.money(price, currency)}`}
      </p>
      <ContactFields
        tr={tr}
        error={error}
        phoneLabel={tr.t('services.phone')}
        phoneRequired
        notesLabel={tr.t('services.notes')}
      />
      <Field
        id="promotionCode"
        label={tr.t('services.promotionCode')}
        autoComplete="off"
        error={error('promotionCode')}
      />
      {offering.depositPercentage > 0 && price > 0 && (
        <p className="be-note">
          {/* The server's rule: a time too near for a deposit is confirmed without one, paid at the visit. */}
          {depositDueAt(new Date(choice.slot.startsAt), new Date())
            ? tr.t('services.depositAsked', { percentage: offering.depositPercentage })
            : tr.t('services.noDepositSoon')}
        </p>
      )}
      <div className="be-actions">
        <button type="button" className="be-button be-secondary" onClick={onBack}>
          {tr.t('back')}
        </button>
        <button type="submit" className="be-button" disabled={busy}>
          {tr.t(offering.tableBooking ? 'services.submitTable' : 'services.submit')}
        </button>
      </div>
    </form>
  );
}
