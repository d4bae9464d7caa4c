// A customer's contact details on the booking page (name, email, phone, a note), shared by the flows that book:
// the labelled fields with their errors, and the form's values read and checked before anything is sent.
import { Field } from './field';
import type { Translator } from './i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

/** The form's contact values, trimmed, and the page's own refusals (blank required fields, an email's shape). */
export function readContact(form: HTMLFormElement, tr: Translator, phoneRequired: boolean) {
  const f = new FormData(form);
  const text = (name: string) => {
    const v = f.get(name);
    return typeof v === 'string' ? v.trim() : '';
  };
  const values: Contact = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
  };
  const errors: Record<string, string> = {};
  const required: (keyof Contact)[] = [
    'firstName',
    'lastName',
    'email',
    ...(phoneRequired ? ['phone' as const] : []),
  ];
  for (const name of required) if (!values[name]) errors[name] = tr.t('validation.required');
  if (values.email && !EMAIL.test(values.email)) errors.email = tr.t('validation.email');
  return { values, errors };
}

export function ContactFields({
  tr,
  error,
  phoneLabel,
  phoneRequired,
  notesLabel,
}: {
  tr: Translator;
  error: (name: string) => string | undefined;
  phoneLabel: string;
  phoneRequired: boolean;
  notesLabel: string;
}) {
  return (
    <>
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
        <Field
          id="phone"
          label={phoneLabel}
          type="tel"
          autoComplete="tel"
          required={phoneRequired}
          error={error('phone')}
        />
      </div>
      <div className="be-field">
        <label htmlFor="notes">{notesLabel}</label>
        <textarea id="notes" name="notes" rows={3} maxLength={1000} />
      </div>
    </>
  );
}
