// What the business sells online, grouped by its services: each offering's image, words, duration and price (per
// person; a deposit asked is said), and a button to pick a time for it.
import type { PublicOffering } from '@bookone/domain';

import type { Translator } from '../i18n';
import { durationOf } from './format';

export function OfferingList({
  tr,
  offerings,
  currency,
  onChoose,
}: {
  tr: Translator;
  offerings: PublicOffering[];
  currency: string;
  onChoose: (o: PublicOffering) => void;
}) {
  const groups = new Map<string, PublicOffering[]>();
  for (const o of offerings) groups.set(o.serviceName, [...(groups.get(o.serviceName) ?? []), o]);
  return (
    <section aria-labelledby="be-offerings-title" className="be-results">
      <h2 id="be-offerings-title" tabIndex={-1}>
        {tr.t('services.offeringsTitle')}
      </h2>
      {offerings.length === 0 && <p role="status">{tr.t('services.noOfferings')}</p>}
      {[...groups].map(([service, items]) => (
        <section key={service} aria-label={service}>
          {groups.size > 1 && <h3>{service}</h3>}
          <ul className="be-list">
            {items.map((o) => (
              <li key={o.id} className="be-card be-room">
                {o.imageUrl && <img src={o.imageUrl} alt="" loading="lazy" width={320} height={200} />}
                <h3 id={`be-offering-${o.id}`}>{o.name}</h3>
                {o.description && <p>{o.description}</p>}
                <p className="be-muted">
                  {durationOf(o.durationMinutes, tr.lang)}
                  {o.price > 0 && (
                    <>
                      {' · '}
                      <span className="be-price">
                        {tr.t(o.tableBooking ? 'services.pricePerCover' : 'services.pricePerPerson', {
                          price: tr.money(o.price, currency),
                        })}
                      </span>
                    </>
                  )}
                </p>
                {o.depositPercentage > 0 && (
                  <p className="be-note">
                    {tr.t('services.depositAsked', { percentage: o.depositPercentage })}
                  </p>
                )}
                <button
                  type="button"
                  className="be-button"
                  aria-describedby={`be-offering-${o.id}`}
                  onClick={() => onChoose(o)}
                >
                  {tr.t(o.tableBooking ? 'services.bookTable' : 'services.choose')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
