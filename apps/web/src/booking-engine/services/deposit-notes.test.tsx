// What the services flow tells a customer about the deposit: before booking, that one is asked, or that none is for
// a time starting too soon (the server confirms those without one); after booking, by when to pay it before the time
// is given to others.
import type { PublicOffering, PublicReservationReceipt } from '@bookone/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import en from '../../../public/locales/en/booking-engine.json';
import fr from '../../../public/locales/fr/booking-engine.json';
import { createTranslator } from '../i18n';
import { DetailsForm } from './details-form';
import { Receipt } from './receipt';

const MASSAGE: PublicOffering = {
  id: 7,
  name: 'Hot stone massage',
  description: null,
  serviceName: 'Massage',
  durationMinutes: 60,
  price: 120,
  maxPersons: 1,
  tableBooking: false,
  imageUrl: null,
  depositPercentage: 30,
};

function detailsAt(startsInMinutes: number) {
  const start = new Date(Date.now() + startsInMinutes * 60_000);
  render(
    <DetailsForm
      tr={createTranslator('en', en)}
      offering={MASSAGE}
      choice={{
        date: '2026-12-01',
        persons: 1,
        slot: {
          startsAt: start.toISOString(),
          endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
          localStart: '10:00',
          localEnd: '11:00',
          places: 1,
        },
      }}
      currency="NZD"
      timeZone="Pacific/Auckland"
      busy={false}
      errors={{}}
      onBack={() => {}}
      onSubmit={() => {}}
    />,
  );
}

const BOOKED: PublicReservationReceipt = {
  referenceNumber: 'RS-000321',
  status: 'BOOKED',
  propertyName: 'Lotus Day Spa',
  offeringName: 'Hot stone massage',
  startsAt: '2026-12-04T21:00:00.000Z',
  endsAt: '2026-12-04T22:00:00.000Z',
  timeZone: 'Pacific/Auckland',
  persons: 1,
  currency: 'NZD',
  total: 138,
  discount: 0,
  deposit: 41.4,
  payPath: '/pay/abc',
  // 10:00 on Thursday 3 December on the spa's clock (UTC+13).
  depositDueAt: '2026-12-02T21:00:00.000Z',
  email: 'mere@example.com',
};

describe('the deposit, as the customer reads it', () => {
  it('is asked for a time two days ahead', () => {
    detailsAt(2 * 24 * 60);
    expect(screen.getByText('A deposit of 30% is paid online to secure the booking')).toBeInTheDocument();
    expect(screen.queryByText(/no deposit is asked/)).toBeNull();
  });

  it('is not asked for a time that starts within the hour', () => {
    detailsAt(40);
    expect(screen.getByText(/This time starts soon: no deposit is asked/)).toBeInTheDocument();
    expect(screen.queryByText(/A deposit of 30%/)).toBeNull();
  });

  it('is due by a time the confirmation names, on the business clock, in the customer language', () => {
    const { unmount } = render(
      <Receipt tr={createTranslator('en', en)} receipt={BOOKED} depositPaid={false} />,
    );
    expect(screen.getByText(/^Pay the deposit by Thursday, December 3, 2026 at 10:00/)).toBeInTheDocument();
    unmount();
    render(<Receipt tr={createTranslator('fr', fr)} receipt={BOOKED} depositPaid={false} />);
    expect(screen.getByText(/^Payez l'acompte avant le jeudi 3 décembre 2026 à 10:00/)).toBeInTheDocument();
  });

  it('is no longer asked on the confirmation once paid', () => {
    render(<Receipt tr={createTranslator('en', en)} receipt={BOOKED} depositPaid />);
    expect(screen.getByText('Your deposit is paid and your time is held')).toBeInTheDocument();
    expect(screen.queryByText(/Pay the deposit by/)).toBeNull();
  });
});
