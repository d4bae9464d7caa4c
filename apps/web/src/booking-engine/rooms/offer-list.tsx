// The room types for the stay, each with its rates priced by the desk's quote: the total for the stay (with the
// code's discount), what a deposit would be, and a choice; an offer that cannot be sold says why.
import type { BookingEngineAvailability, BookingEngineOffer, BookingEngineRoomType } from '@bookone/domain';

import type { Translator } from '../i18n';

export interface Choice {
  roomType: BookingEngineRoomType;
  offer: BookingEngineOffer;
}

export function OfferList({
  tr,
  result,
  onChoose,
}: {
  tr: Translator;
  result: BookingEngineAvailability;
  onChoose: (choice: Choice) => void;
}) {
  const sellable = result.roomTypes.filter((rt) => rt.offers.some((o) => o.available));
  const soldOut = result.roomTypes.filter((rt) => !rt.offers.some((o) => o.available));
  const promo = result.promotion;
  return (
    <section aria-labelledby="be-results-title" className="be-results">
      <h2 id="be-results-title" tabIndex={-1}>
        {tr.t('results.title', {
          count: result.nights,
          arrival: tr.date(result.arrival),
          departure: tr.date(result.departure),
        })}
      </h2>
      {promo &&
        (promo.refusal ? (
          <p role="status" className="be-alert">
            {tr.message(promo.refusal, promo.message ?? promo.code, promo.values ?? undefined)}
          </p>
        ) : (
          <p role="status" className="be-note">
            {tr.t('results.codeApplied', { code: promo.code })}
          </p>
        ))}
      {sellable.length === 0 && <p role="status">{tr.t('results.none')}</p>}
      <ul className="be-list">
        {[...sellable, ...soldOut].map((rt) => (
          <li key={rt.roomTypeId} className="be-card be-room">
            {rt.photos[0] && (
              <img
                src={rt.photos[0].url}
                alt={rt.photos[0].caption ?? rt.name}
                loading="lazy"
                width={320}
                height={200}
              />
            )}
            <h3>{rt.name}</h3>
            {rt.description && <p>{rt.description}</p>}
            <p className="be-muted">
              {tr.t('results.sleeps', { count: rt.maxOccupancy })}
              {rt.unitsLeft > 0 && rt.unitsLeft <= 3
                ? ` · ${tr.t('results.fewLeft', { count: rt.unitsLeft })}`
                : ''}
            </p>
            {rt.facilities.length > 0 && (
              <ul className="be-tags" aria-label={tr.t('facilities')}>
                {rt.facilities.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
            <ul className="be-offers">
              {rt.offers.map((o) => (
                <li key={o.ratePlanId ?? 'standard'} className="be-offer">
                  <div>
                    <strong>{o.name ?? tr.t('results.standardRate')}</strong>
                    {o.available ? (
                      <span className="be-price">
                        {tr.money(o.total, result.currency)}
                        <small>{tr.t('results.forStay', { count: result.nights })}</small>
                        {o.discountAmount > 0 && (
                          <small className="be-note">
                            {tr.t('results.discount', {
                              amount: tr.money(o.discountAmount, result.currency),
                            })}
                          </small>
                        )}
                      </span>
                    ) : (
                      <span className="be-muted">{o.message ?? tr.t('results.unavailable')}</span>
                    )}
                  </div>
                  {o.available && (
                    <button
                      type="button"
                      className="be-button"
                      onClick={() => onChoose({ roomType: rt, offer: o })}
                      aria-label={tr.t('results.chooseLabel', {
                        room: rt.name,
                        rate: o.name ?? tr.t('results.standardRate'),
                      })}
                    >
                      {tr.t('results.choose')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
