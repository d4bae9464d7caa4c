// The services flow of the booking page as a customer uses it: an offering, a day and a free time, their details,
// then the confirmation; a time taken meanwhile brings them back to the day's free times with a word of why; a
// restaurant selling only its tables opens on the covers and the day. The server is a stubbed fetch answering what
// the public API answers.
import type {
  BookingEngineProfile,
  PublicReservationReceipt,
  PublicServices,
  PublicSlotDay,
} from '@bookone/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import en from '../../../public/locales/en/booking-engine.json';
import fr from '../../../public/locales/fr/booking-engine.json';
import { createTranslator } from '../i18n';
import { ServicesView } from './services-view';

const SPA: PublicServices = {
  propertyName: 'Lotus Day Spa',
  businessType: 'Services',
  currency: 'NZD',
  timeZone: 'Pacific/Auckland',
  today: '2026-12-01',
  offerings: [
    {
      id: 7,
      name: 'Hot stone massage',
      description: 'Warm basalt stones',
      serviceName: 'Massage',
      durationMinutes: 90,
      price: 120,
      maxPersons: 1,
      tableBooking: false,
      imageUrl: null,
      depositPercentage: 0,
    },
    {
      id: 8,
      name: 'Yoga class',
      description: null,
      serviceName: 'Classes',
      durationMinutes: 60,
      price: 25,
      maxPersons: 10,
      tableBooking: false,
      imageUrl: null,
      depositPercentage: 0,
    },
  ],
};

/** 10:00 and 11:30 on the spa's clock (Auckland is UTC+13 in December). */
const DAY: PublicSlotDay = {
  date: '2026-12-01',
  timeZone: 'Pacific/Auckland',
  reason: null,
  slots: [
    {
      startsAt: '2026-11-30T21:00:00.000Z',
      endsAt: '2026-11-30T22:30:00.000Z',
      localStart: '10:00',
      localEnd: '11:30',
      places: 1,
    },
    {
      startsAt: '2026-11-30T22:30:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
      localStart: '11:30',
      localEnd: '13:00',
      places: 1,
    },
  ],
};

const RECEIPT: PublicReservationReceipt = {
  referenceNumber: 'RS-000321',
  status: 'CONFIRMED',
  propertyName: 'Lotus Day Spa',
  offeringName: 'Hot stone massage',
  startsAt: DAY.slots[1]!.startsAt,
  endsAt: DAY.slots[1]!.endsAt,
  timeZone: 'Pacific/Auckland',
  persons: 1,
  currency: 'NZD',
  total: 138,
  discount: 0,
  deposit: null,
  payPath: null,
  depositDueAt: null,
  email: 'mere@example.com',
};

const profile = (kind: BookingEngineProfile['kind']) =>
  ({ seoFriendlyName: 'lotus-day-spa', kind }) as BookingEngineProfile;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stubbed server: each call answered by the first handler whose test matches; the calls kept. */
function stubServer(handlers: [RegExp, (init?: RequestInit) => Response][]) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
      const h = handlers.find(([re]) => re.test(url));
      return h ? h[1](init) : json(404, { statusCode: 404, error: 'Not Found', message: 'no' });
    }),
  );
  return calls;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mere');
  await user.type(screen.getByLabelText('Last name'), 'Online');
  await user.type(screen.getByLabelText('Email'), 'mere@example.com');
  await user.type(screen.getByLabelText('Phone'), '+64 21 555 0177');
}

describe('ServicesView', () => {
  it('books an offering at a free time and shows the confirmation', async () => {
    const calls = stubServer([
      [/\/services\/slots\?/, () => json(200, DAY)],
      [/\/services\/reservation$/, () => json(201, RECEIPT)],
      [/\/services$/, () => json(200, SPA)],
    ]);
    const user = userEvent.setup();
    render(
      <ServicesView profile={profile('SERVICE')} tr={createTranslator('en', en)} onConfirmed={vi.fn()} />,
    );

    const massage = await screen.findByRole('heading', { name: 'Hot stone massage' });
    await user.click(within(massage.closest('li')!).getByRole('button', { name: 'Choose a time' }));
    // A party of one only: no count to ask.
    expect(screen.queryByLabelText('People')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: '11:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This field is required');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toHaveFocus();
    expect(screen.getByText('RS-000321')).toBeInTheDocument();
    expect(screen.getByText(/Tuesday, December 1, 2026 at 11:30 AM/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/reservation'))?.body).toEqual({
      offeringId: 7,
      startsAt: DAY.slots[1]!.startsAt,
      persons: 1,
      firstName: 'Mere',
      lastName: 'Online',
      email: 'mere@example.com',
      phone: '+64 21 555 0177',
      notes: null,
      promotionCode: null,
      language: 'en',
    });
  });

  it('a time taken meanwhile: back to the free times, re-read, with why', async () => {
    let slotReads = 0;
    stubServer([
      [
        /\/services\/slots\?/,
        () => {
          slotReads += 1;
          return json(200, slotReads === 1 ? DAY : { ...DAY, slots: [DAY.slots[1]!] });
        },
      ],
      [
        /\/services\/reservation$/,
        () => json(409, { statusCode: 409, error: 'Conflict', message: 'was just taken', nextSlots: [] }),
      ],
      [/\/services$/, () => json(200, SPA)],
    ]);
    const user = userEvent.setup();
    render(
      <ServicesView profile={profile('SERVICE')} tr={createTranslator('en', en)} onConfirmed={vi.fn()} />,
    );
    const massage = await screen.findByRole('heading', { name: 'Hot stone massage' });
    await user.click(within(massage.closest('li')!).getByRole('button', { name: 'Choose a time' }));
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken by someone else');
    expect(await screen.findByRole('radio', { name: '11:30 AM' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '10:00 AM' })).toBeNull();
  });

  it("a restaurant's only table booking opens on the covers and the day, in French", async () => {
    const table = {
      ...SPA.offerings[1]!,
      id: 9,
      name: 'Réservation de table',
      maxPersons: 8,
      price: 0,
      tableBooking: true,
    };
    const calls = stubServer([
      [/\/services\/slots\?/, () => json(200, { ...DAY, reason: 'CLOSED', slots: [] })],
      [/\/services$/, () => json(200, { ...SPA, offerings: [table] })],
    ]);
    const user = userEvent.setup();
    render(
      <ServicesView profile={profile('RESTAURANT')} tr={createTranslator('fr', fr)} onConfirmed={vi.fn()} />,
    );
    const covers = await screen.findByLabelText('Convives à table');
    expect(covers).toHaveValue(2);
    expect(
      await screen.findByText("L'établissement est fermé ce jour-là : choisissez-en un autre."),
    ).toBeVisible();
    await user.clear(covers);
    await user.type(covers, '6');
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('persons=6'));
    expect(calls.at(-1)!.url).toContain('offeringId=9');
  });
});
