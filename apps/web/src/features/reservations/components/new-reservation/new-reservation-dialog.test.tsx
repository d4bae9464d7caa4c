import { todayIn, type Reservation } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildProperty } from '../../../../testing/data-generators';
import { signedIn } from '../../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes } from '../../../../testing/test-utils';
import {
  buildFullReservation,
  buildOffering,
  buildSlot,
  buildSlotDay,
} from '../../testing/build-reservation';
import { NewReservationDialog } from './new-reservation-dialog';

const SLOW = { timeout: 60_000 };
const CREATE = '/api/reservation/property/12';
const SLOTS = '/api/reservation/property/12/slots';
const OFFERINGS = '/api/service-catalogue/property/12/offerings';

function open(onCreated = vi.fn()) {
  const view = renderRoutes([
    {
      path: '/',
      element: <NewReservationDialog open propertyId={12} onClose={() => {}} onCreated={onCreated} />,
    },
  ]);
  return { ...view, onCreated };
}

const offerings = () => jsonResponse({ items: [buildOffering()], total: 1, page: 0, size: 200 });

/** Picks the massage and types a new customer's first name. */
async function fillIn(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /Offering/ }));
  await user.click(await screen.findByRole('option', { name: /Swedish Massage 60 min/ }));
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
}

describe('NewReservationDialog', () => {
  it(
    'offers only the free slots the server answers and reserves the chosen one for a new customer',
    SLOW,
    async () => {
      const today = todayIn('Pacific/Auckland');
      const fetchMock = signedIn({
        property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
        roles: ['PROP_FRONTDESK'],
        routes: {
          [`GET ${OFFERINGS}`]: offerings,
          // 10:00 is full: the server leaves it out, and so must the dialog.
          [`GET ${SLOTS}`]: (url) =>
            jsonResponse(
              buildSlotDay(url.searchParams.get('date')!, [
                buildSlot(url.searchParams.get('date')!, '09:00', '10:00'),
                buildSlot(url.searchParams.get('date')!, '11:00', '12:00'),
              ]),
            ),
          [`POST ${CREATE}`]: () => jsonResponse(buildFullReservation({ referenceNumber: 'RS-000044' }), 201),
        },
      });
      const { user, onCreated } = open();
      await fillIn(user);

      const slots = await screen.findByRole('radiogroup', { name: 'Free slots' });
      const radios = within(slots).getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        '9:00 AM – 10:00 AM · 1 place',
        '11:00 AM – 12:00 PM · 1 place',
      ]);
      const asked = callsTo(fetchMock, 'GET', SLOTS).at(-1)![0].searchParams;
      expect([asked.get('offeringId'), asked.get('date'), asked.get('persons')]).toEqual(['31', today, '1']);
      expect(asked.get('resourceId')).toBeNull();

      await user.click(within(slots).getByRole('radio', { name: /11:00 AM/ }));
      await user.click(screen.getByRole('button', { name: 'Reserve' }));

      await waitFor(() => expect(onCreated).toHaveBeenCalled());
      const sent = bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1]) as Record<string, unknown>;
      expect(sent).toMatchObject({
        lines: [
          {
            offeringId: 31,
            startsAt: buildSlot(today, '11:00', '12:00').startsAt,
            resourceId: null,
            persons: 1,
          },
        ],
        customer: { firstName: 'Aroha' },
        discountPercentage: 0,
      });
      expect(sent.customerId).toBeUndefined();
      expect(sent.advancePayment).toBeUndefined();
      expect((onCreated.mock.calls[0]![0] as Reservation).referenceNumber).toBe('RS-000044');
    },
  );

  it('says why a day offers nothing, and asks for a slot before sending', SLOW, async () => {
    const fetchMock = signedIn({
      property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
      routes: {
        [`GET ${OFFERINGS}`]: offerings,
        [`GET ${SLOTS}`]: (url) => jsonResponse(buildSlotDay(url.searchParams.get('date')!, [])),
      },
    });
    const { user } = open();
    await fillIn(user);
    expect(await screen.findByText(/No free slot left on this day/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Choose one of the free slots')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(0);
  });

  it("shows a taken slot's message and its next free slots as one-click choices", SLOW, async () => {
    // The property's today (its zone is Auckland's), not the machine's: they differ for half of each UTC day.
    const today = todayIn('Pacific/Auckland');
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    const next = buildSlot(tomorrow, '14:00', '15:00');
    // The client retries a failed write once with the same Idempotency-Key: the first request's key stays refused.
    let firstKey: string | null = null;
    const fetchMock = signedIn({
      property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
      routes: {
        [`GET ${OFFERINGS}`]: offerings,
        [`GET ${SLOTS}`]: (url) => {
          const date = url.searchParams.get('date')!;
          return jsonResponse(
            buildSlotDay(date, date === tomorrow ? [next] : [buildSlot(date, '09:00', '10:00')]),
          );
        },
        [`POST ${CREATE}`]: (_url, init) =>
          (firstKey ??= new Headers(init.headers).get('Idempotency-Key')) ===
          new Headers(init.headers).get('Idempotency-Key')
            ? jsonResponse(
                {
                  statusCode: 409,
                  error: 'Conflict',
                  message: 'Swedish Massage 60 min has no free slot at this time; choose another one',
                  nextSlots: [next],
                },
                409,
              )
            : jsonResponse(buildFullReservation(), 201),
      },
    });
    const { user, onCreated } = open();
    await fillIn(user);
    await user.click(await screen.findByRole('radio', { name: /9:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    expect(
      await screen.findByText('Swedish Massage 60 min has no free slot at this time; choose another one'),
    ).toBeInTheDocument();
    const choice = await screen.findByRole('button', { name: /2:00 PM – 3:00 PM/ });
    await user.click(choice);

    // The line moves to the next slot's day and takes it.
    expect(await screen.findByRole('radio', { name: /2:00 PM/ })).toBeChecked();
    expect(screen.getByLabelText(/^Day/)).toHaveValue(tomorrow);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const sent = bodyOf(callsTo(fetchMock, 'POST', CREATE).at(-1)![1]) as { lines: { startsAt: string }[] };
    expect(sent.lines[0]!.startsAt).toBe(next.startsAt);
  });

  it("puts the server's discount cap message on the discount box", SLOW, async () => {
    signedIn({
      property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
      routes: {
        [`GET ${OFFERINGS}`]: offerings,
        [`GET ${SLOTS}`]: (url) =>
          jsonResponse(
            buildSlotDay(url.searchParams.get('date')!, [
              buildSlot(url.searchParams.get('date')!, '09:00', '10:00'),
            ]),
          ),
        [`POST ${CREATE}`]: () =>
          jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'You may give at most 10 % discount',
              fields: { 'body.discountPercentage': 'At most 10 %' },
            },
            400,
          ),
      },
    });
    const { user } = open();
    await fillIn(user);
    await user.click(await screen.findByRole('radio', { name: /9:00 AM/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Discount/ }), '25');
    expect(screen.getByText('− NZ$30.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const box = screen.getByRole('spinbutton', { name: /Discount/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription('At most 10 %'));
  });

  it(
    "opens on the scheduler's clicked free cell: its offering, day, resource and slot chosen",
    SLOW,
    async () => {
      const slot = buildSlot('2026-12-09', '11:00', '12:00', 1, [52]);
      const fetchMock = signedIn({
        property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
        routes: {
          [`GET ${OFFERINGS}`]: offerings,
          [`GET ${SLOTS}`]: (url) =>
            jsonResponse(
              buildSlotDay(url.searchParams.get('date')!, [
                buildSlot('2026-12-09', '10:00', '11:00', 1, [52]),
                slot,
              ]),
            ),
        },
      });
      renderRoutes([
        {
          path: '/',
          element: (
            <NewReservationDialog
              open
              propertyId={12}
              initial={{ offeringId: 31, resourceId: 52, startsAt: slot.startsAt }}
              onClose={() => {}}
            />
          ),
        },
      ]);
      expect(await screen.findByRole('radio', { name: /^11:00 AM/ })).toBeChecked();
      expect(screen.getByLabelText(/^Day/)).toHaveValue('2026-12-09');
      expect(screen.getByRole('combobox', { name: /^With/ })).toHaveTextContent('Leo Park');
      const asked = callsTo(fetchMock, 'GET', SLOTS).at(-1)![0].searchParams;
      expect([asked.get('date'), asked.get('resourceId')]).toEqual(['2026-12-09', '52']);
    },
  );
});

// A table booking (issue 12, tables): the party's covers are asked, only the tables that seat them are offered
// (smallest first), and each slot says how many tables are free.
const tableBooking = buildOffering({
  id: 40,
  name: 'Table reservation',
  durationMinutes: 90,
  capacity: 6,
  price: 0,
  resources: [
    { id: 61, name: 'Table 1', kind: 'TABLE', capacity: 2 },
    { id: 64, name: 'Table 4', kind: 'TABLE', capacity: 6 },
    { id: 62, name: 'Table 2', kind: 'TABLE', capacity: 4 },
    { id: 71, name: 'Terrace 1', kind: 'TABLE', capacity: 2 },
  ],
});

describe('NewReservationDialog, a table booking', () => {
  it(
    'asks for covers, offers only the tables that seat them, smallest first, and books one',
    SLOW,
    async () => {
      const fetchMock = signedIn({
        property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
        roles: ['PROP_FRONTDESK'],
        routes: {
          [`GET ${OFFERINGS}`]: () =>
            jsonResponse({ items: [buildOffering(), tableBooking], total: 2, page: 0, size: 200 }),
          [`GET ${SLOTS}`]: (url) => {
            const date = url.searchParams.get('date')!;
            // Four covers: the server offers the four- and six-seat tables, the smallest first.
            return jsonResponse(
              buildSlotDay(date, [
                buildSlot(date, '19:00', '20:30', 6, [62, 64]),
                buildSlot(date, '20:30', '22:00', 4, [62]),
              ]),
            );
          },
          [`POST ${CREATE}`]: () => jsonResponse(buildFullReservation({ referenceNumber: 'RS-000090' }), 201),
        },
      });
      const onCreated = vi.fn();
      const { user } = renderRoutes([
        {
          path: '/',
          element: <NewReservationDialog open propertyId={12} onClose={() => {}} onCreated={onCreated} />,
        },
      ]);
      await user.click(await screen.findByRole('combobox', { name: /Offering/ }));
      await user.click(await screen.findByRole('option', { name: /Table reservation/ }));

      const covers = screen.getByRole('spinbutton', { name: /Covers/ });
      expect(screen.getByText('Party size: at most 6 guests at one table')).toBeInTheDocument();
      await user.clear(covers);
      await user.type(covers, '4');

      await user.click(screen.getByRole('combobox', { name: 'Table' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual([
        'Any table that seats the party',
        'Table 2 · 4 seats',
        'Table 4 · 6 seats',
      ]);
      await user.click(options[0]!);

      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', SLOTS).at(-1)![0].searchParams.get('persons')).toBe('4'),
      );
      const slots = await screen.findByRole('radiogroup', { name: 'Free slots' });
      expect(
        within(slots)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['7:00 PM – 8:30 PM · 2 tables free', '8:30 PM – 10:00 PM · 1 table free']);
      await user.click(within(slots).getByRole('radio', { name: /7:00 PM/ }));
      await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Wiremu');
      await user.click(screen.getByRole('button', { name: 'Reserve' }));

      await waitFor(() => expect(onCreated).toHaveBeenCalled());
      // The day the dialog asked about (the property's today).
      const day = callsTo(fetchMock, 'GET', SLOTS).at(-1)![0].searchParams.get('date')!;
      expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1])).toMatchObject({
        lines: [
          {
            offeringId: 40,
            startsAt: buildSlot(day, '19:00', '20:30').startsAt,
            resourceId: null,
            persons: 4,
          },
        ],
      });
    },
  );
});
