// The confirmation of an online reservation: its number, what and when on the business's clock, the party, the
// total, and whether it is confirmed or waits for its deposit (paid here: then it says so; unpaid, by when, after
// which the time is released). The email follows.
import type { PublicReservationReceipt } from '@bookone/domain';

import type { Translator } from '../i18n';
import { dayAndTimeOf } from './format';

export function Receipt({
  tr,
  receipt,
  depositPaid,
}: {
  tr: Translator;
  receipt: PublicReservationReceipt;
  depositPaid: boolean;
}) {
  const r = receipt;
  const title =
    r.status === 'CONFIRMED'
      ? 'services.confirmed'
      : depositPaid
        ? 'services.depositPaid'
        : 'services.awaitingDeposit';
  return (
    <section className="be-card be-confirmation" aria-labelledby="be-receipt-title">
      <h2 id="be-receipt-title" tabIndex={-1}>
        {tr.t(title)}
      </h2>
      <dl className="be-summary">
        <dt>{tr.t('services.reference')}</dt>
        <dd>{r.referenceNumber}</dd>
        <dt>{tr.t('services.what')}</dt>
        <dd>{r.offeringName}</dd>
        <dt>{tr.t('services.when')}</dt>
        <dd>{dayAndTimeOf(r.startsAt, tr.lang, r.timeZone)}</dd>
        <dt>{tr.t('services.party')}</dt>
        <dd>{r.persons}</dd>
        {r.total > 0 && (
          <>
            <dt>{tr.t('services.total')}</dt>
            <dd>{tr.money(r.total, r.currency)}</dd>
          </>
        )}
        {r.deposit != null && (
          <>
            <dt>{tr.t('services.deposit')}</dt>
            <dd>{tr.money(r.deposit, r.currency)}</dd>
          </>
        )}
      </dl>
      {r.status === 'BOOKED' && !depositPaid && r.depositDueAt && (
        <p>{tr.t('services.payBy', { when: dayAndTimeOf(r.depositDueAt, tr.lang, r.timeZone) })}</p>
      )}
      <p>{tr.t('services.emailSent', { email: r.email })}</p>
    </section>
  );
}
