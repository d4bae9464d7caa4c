// Paying on the test gateway (decision 0038: no money moves, test mode said on screen): any card number pays except
// the declining one. A real gateway (Stripe) sends the guest to its own page instead, never here.
import { useState, type FormEvent } from 'react';

import { Field } from '../field';
import type { Translator } from '../i18n';

export function TestPayStep({
  tr,
  amount,
  busy,
  error,
  onPay,
}: {
  tr: Translator;
  amount: string;
  busy: boolean;
  error?: string;
  onPay: (cardNumber: string) => void;
}) {
  const [card, setCard] = useState('4242424242424242');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPay(card.replace(/\s+/g, ''));
  };
  return (
    <form className="be-card be-pay" onSubmit={submit} aria-labelledby="be-pay-title">
      <h2 id="be-pay-title" tabIndex={-1}>
        {tr.t('pay.title', { amount })}
      </h2>
      <p className="be-note">{tr.t('pay.testMode')}</p>
      <Field
        id="cardNumber"
        label={tr.t('pay.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        error={error}
      />
      <button type="submit" className="be-button" disabled={busy}>
        {tr.t('pay.submit', { amount })}
      </button>
    </form>
  );
}
