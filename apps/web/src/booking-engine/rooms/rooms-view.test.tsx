// The rooms flow of the booking page as a guest uses it: a stay searched, the rooms and rates priced, one chosen, the
// guest's details (checked before anything is sent), the test gateway's card, then the confirmation; rooms sold out
// before the payment bring the guest back to the search with the server's words; a French page speaks French. The
// server is a stubbed fetch answering what the public API answers.
import type {
  BookingEngineAvailability,
  BookingEngineBooked,
  BookingEngineConfirmation,
  BookingEngineProfile,
} from '@bookone/domain';
import { APP_ID, APP_ID_HEADER } from '@bookone/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import en from '../../../public/locales/en/booking-engine.json';
import fr from '../../../public/locales/fr/booking-engine.json';
import * as api from '../api';
import { BookingEngineApp } from '../app';
import { searchFromAddress } from './rooms-view';

const PROFILE: BookingEngineProfile = {
  seoFriendlyName: 'harbour-view-hotel',
  name: 'Harbour View Hotel',
  kind: 'ACCOMMODATION',
  slogan: 'By the sea',
  description: 'Rooms over the harbour',
  logoUrl: null,
  photos: [],
  facilities: ['Wi-Fi'],
  address: ['1 Quay Street', 'Auckland'],
  phone: null,
  email: null,
  website: null,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  currency: 'NZD',
  timezone: 'Pacific/Auckland',
  today: '2026-12-01',
  depositPercentage: 30,
  allowsHold: false,
  paysOnline: true,
};

const offer = {
  ratePlanId: null,
  name: null,
  available: true,
  message: null,
  roomCharge: 400,
  extraCharge: 0,
  discountPercentage: 0,
  discountAmount: 0,
  subtotal: 400,
  tax: 60,
  total: 460,
  deposit: 138,
};

const RESULT: BookingEngineAvailability = {
  arrival: '2026-12-10',
  departure: '2026-12-12',
  nights: 2,
  currency: 'NZD',
  promotion: null,
  roomTypes: [
    {
      roomTypeId: 5,
      name: 'Harbour King',
      description: null,
      maxOccupancy: 2,
      beds: [],
      photos: [],
      facilities: [],
      unitsLeft: 2,
      offers: [
        offer,
        { ...offer, ratePlanId: 9, name: 'Non-refundable', available: false, message: 'Closed' },
      ],
    },
  ],
};

const TOKEN = 'a'.repeat(43);
const BOOKED: BookingEngineBooked = {
  outcome: 'PAY',
  token: TOKEN,
  amount: 460,
  currency: 'NZD',
  bookingNumber: null,
};
const CONFIRMED: BookingEngineConfirmation = {
  status: 'CONFIRMED',
  bookingNumber: 'HV-000123',
  roomTypeName: 'Harbour King',
  ratePlanName: null,
  arrival: '2026-12-10',
  departure: '2026-12-12',
  nights: 2,
  adults: 2,
  children: 0,
  rooms: 1,
  currency: 'NZD',
  total: 460,
  paid: 460,
  email: 'mere@example.test',
  problem: null,
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** A stubbed server: each call's answer by method and path; every call is kept. */
function server(answers: Record<string, (body: unknown) => Promise<Response>>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      const key = `${init.method} ${path}`;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ key, body, headers: init.headers as Record<string, string> });
      const answer = answers[key];
      if (!answer) throw new Error(`unexpected ${key}`);
      return answer(body);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const BASE = '/api/public/book/harbour-view-hotel';

function openPage(lang: 'en' | 'fr' = 'en') {
  window.history.replaceState(null, '', '/book/harbour-view-hotel');
  return render(<BookingEngineApp data={{ profile: PROFILE, lang, messages: lang === 'en' ? en : fr }} />);
}

async function searchAndChoose(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2026-12-10' } });
  fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '2026-12-12' } });
  await user.click(screen.getByRole('button', { name: 'See rooms and prices' }));
  const results = await screen.findByRole('region', { name: /2 nights/ });
  return results;
}

describe('booking a room on the booking page', () => {
  it('searches, shows the priced rates, takes the guest’s details, pays on the test gateway and confirms', async () => {
    const calls = server({
      [`GET ${BASE}/availability`]: () => json(200, RESULT),
      [`POST ${BASE}`]: () => json(201, BOOKED),
      [`POST /api/public/pay/${TOKEN}/checkout`]: () =>
        json(200, { gatewayKind: 'TEST', redirectUrl: null, sessionId: 'sess-1' }),
      [`POST /api/public/pay/${TOKEN}/test-pay`]: () => json(200, { outcome: 'PAID' }),
      [`GET ${BASE}/confirmation/${TOKEN}`]: () => json(200, CONFIRMED),
    });
    const user = userEvent.setup();
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour View Hotel' })).toBeInTheDocument();

    const results = await searchAndChoose(user);
    // The search is kept in the address, for a reload or a shared link.
    expect(searchFromAddress(window.location.search)).toMatchObject({
      arrival: '2026-12-10',
      departure: '2026-12-12',
    });
    expect(within(results).getByText('NZ$460.00')).toBeInTheDocument();
    // An offer that cannot be sold says why and offers no choice.
    expect(within(results).getByText('Closed')).toBeInTheDocument();
    expect(within(results).getAllByRole('button', { name: /^Choose/ })).toHaveLength(1);
    await user.click(within(results).getByRole('button', { name: 'Choose Harbour King, Standard rate' }));

    // Nothing is sent while the details are missing.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required');
    expect(calls.filter((c) => c.key === `POST ${BASE}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), 'Mere');
    await user.type(screen.getByLabelText('Last name'), 'Online');
    await user.type(screen.getByLabelText('Email'), 'mere@example.test');
    expect(screen.getByRole('radio', { name: 'Pay a deposit of NZ$138.00 now (30%)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Pay the whole stay now: NZ$460.00' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await user.click(await screen.findByRole('button', { name: 'Pay NZ$460.00' }));
    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('HV-000123')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/book/harbour-view-hotel/confirmation/${TOKEN}`);

    const booked = calls.find((c) => c.key === `POST ${BASE}`)!;
    expect(booked.body).toMatchObject({
      roomTypeId: 5,
      ratePlanId: null,
      arrival: '2026-12-10',
      departure: '2026-12-12',
      payment: 'FULL',
      guest: { firstName: 'Mere', lastName: 'Online', email: 'mere@example.test', language: 'en' },
    });
    expect(calls.find((c) => c.key.endsWith('/test-pay'))!.body).toEqual({
      sessionId: 'sess-1',
      cardNumber: '4242424242424242',
    });
    // The server's gate asks every web call for the app's header: the page's copy must be the domain's.
    expect(api.APP_ID_HEADER).toBe(APP_ID_HEADER);
    expect(api.APP_ID).toBe(APP_ID);
    expect(booked.headers[APP_ID_HEADER]).toBe(APP_ID);
  });

  it('brings the guest back to the search with the reason when the rooms sold out before the payment', async () => {
    const why = 'Sorry, the rooms you chose are no longer available (2026-12-10): no payment was taken.';
    server({
      [`GET ${BASE}/availability`]: () => json(200, RESULT),
      [`POST ${BASE}`]: () => json(201, BOOKED),
      [`POST /api/public/pay/${TOKEN}/checkout`]: () =>
        json(200, { gatewayKind: 'TEST', redirectUrl: null, sessionId: 'sess-1' }),
      [`POST /api/public/pay/${TOKEN}/test-pay`]: () =>
        json(409, { statusCode: 409, error: 'Conflict', message: why }),
    });
    const user = userEvent.setup();
    openPage();
    const results = await searchAndChoose(user);
    await user.click(within(results).getByRole('button', { name: /^Choose/ }));
    await user.type(screen.getByLabelText('First name'), 'Mere');
    await user.type(screen.getByLabelText('Last name'), 'Online');
    await user.type(screen.getByLabelText('Email'), 'mere@example.test');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.getByRole('button', { name: 'See rooms and prices' })).toBeInTheDocument();
  });

  it('speaks French on a French page, with the server’s field keys translated', async () => {
    server({
      [`GET ${BASE}/availability`]: () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The stay starts on 2026-12-01 at the earliest',
          fields: { arrival: 'The stay starts on 2026-12-01 at the earliest' },
          fieldKeys: { arrival: 'validation.arrivalBeforeToday' },
          fieldValues: { arrival: { date: '2026-12-01' } },
        }),
    });
    const user = userEvent.setup();
    openPage('fr');
    await user.click(screen.getByRole('button', { name: 'Voir les chambres et les prix' }));
    expect(await screen.findByLabelText('Arrivée')).toHaveAccessibleDescription(
      'Le séjour commence le 2026-12-01 au plus tôt',
    );
  });
});
