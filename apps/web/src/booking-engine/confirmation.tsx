// The confirmation of an online booking (/book/{seo}/confirmation/{token}): the booking number, the stay and the
// amount paid, read from the server by the payment's token; or why it could not be made (nothing was taken).
import type { BookingEngineConfirmation, BookingEngineProfile } from '@bookone/domain';
import { useEffect, useRef, useState } from 'react';

import { bookingApi } from './api';
import { shownError } from './errors';
import { Alert } from './field';
import type { Translator } from './i18n';

export function Confirmation({
  profile,
  tr,
  token,
}: {
  profile: BookingEngineProfile;
  tr: Translator;
  token: string;
}) {
  const [state, setState] = useState<{ data?: BookingEngineConfirmation; error?: string }>({});
  const [reads, setReads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // The outcome is where the guest's attention goes (and the page scrolls to it): keyboard and screen reader too.
  useEffect(() => heading.current?.focus(), [state.data?.status]);
  useEffect(() => {
    let live = true;
    bookingApi
      .confirmation(profile.seoFriendlyName, token)
      .then((data) => live && setState({ data }))
      .catch((err: unknown) => live && setState({ error: shownError(err, tr).message }));
    return () => {
      live = false;
    };
  }, [profile.seoFriendlyName, token, tr, reads]);

  if (state.error) return <Alert>{state.error}</Alert>;
  const c = state.data;
  if (!c) return <p aria-busy="true">{tr.t('loading')}</p>;
  return (
    <section className="be-card be-confirmation" aria-labelledby="be-confirmation-title">
      <h2 id="be-confirmation-title" ref={heading} tabIndex={-1}>
        {tr.t(`confirmation.${c.status}`)}
      </h2>
      {c.status === 'REFUSED' && c.problem && <Alert>{c.problem}</Alert>}
      {c.status === 'AWAITING_PAYMENT' && (
        <button type="button" className="be-button" onClick={() => setReads((n) => n + 1)}>
          {tr.t('confirmation.refresh')}
        </button>
      )}
      <dl className="be-summary">
        {c.bookingNumber && (
          <>
            <dt>{tr.t('confirmation.bookingNumber')}</dt>
            <dd>
              <strong>{c.bookingNumber}</strong>
            </dd>
          </>
        )}
        <dt>{tr.t('room')}</dt>
        <dd>{c.ratePlanName ? `${c.roomTypeName}, ${c.ratePlanName}` : c.roomTypeName}</dd>
        <dt>{tr.t('dates')}</dt>
        <dd>
          {tr.t('stayDates', {
            arrival: tr.date(c.arrival),
            departure: tr.date(c.departure),
            count: c.nights,
          })}
        </dd>
        <dt>{tr.t('guests')}</dt>
        <dd>{tr.t('guestCount', { adults: c.adults, children: c.children, rooms: c.rooms })}</dd>
        <dt>{tr.t('total')}</dt>
        <dd>{tr.money(c.total, c.currency)}</dd>
        <dt>{tr.t('confirmation.paid')}</dt>
        <dd>{tr.money(c.paid, c.currency)}</dd>
      </dl>
      {c.status === 'CONFIRMED' && <p>{tr.t('confirmation.emailed', { email: c.email })}</p>}
      <p>
        <a href={`/book/${profile.seoFriendlyName}?lang=${tr.lang}`}>{tr.t('confirmation.again')}</a>
      </p>
    </section>
  );
}
