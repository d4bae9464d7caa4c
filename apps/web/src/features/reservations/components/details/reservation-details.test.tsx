import type { Reservation } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../../testing/data-generators';
import { signedIn } from '../../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes, type ApiRoutes } from '../../../../testing/test-utils';
import {
  buildFullReservation,
  buildOffering,
  buildReservationPayment,
  buildSlot,
  buildSlotDay,
} from '../../testing/build-reservation';
import { ReservationDetailsPage } from './reservation-details-page';

const SLOW = { timeout: 60_000 };
const BY_REFERENCE = '/api/reservation/property/12/reference/RS-000007';

function show(reservation: Reservation, routes: ApiRoutes = {}) {
  let current = reservation;
  const fetchMock = signedIn({
    property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
    roles: ['PROP_SERVICE'],
    routes: {
      [`GET ${BY_REFERENCE}`]: () => jsonResponse(current),
      'GET /api/reservation/7/history': () => jsonResponse([]),
      ...routes,
    },
  });
  const view = renderRoutes(
    [
      {
        path: '/master-service/reservation-details/:referenceId',
        element: (
          <ReservationDetailsPage
            propertyId={12}
            referenceNumber="RS-000007"
            renderChanges={(e) => <span>{e.changes.map((c) => c.field).join(', ')}</span>}
          />
        ),
      },
    ],
    { initialEntries: ['/master-service/reservation-details/RS-000007'] },
  );
  return { ...view, fetchMock, answer: (next: Reservation) => (current = next) };
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'What to do with this reservation' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Reservation details', () => {
  it('shows the customer, the services at the property and the totals', SLOW, async () => {
    show(buildFullReservation());
    expect(
      await screen.findByRole('heading', { name: 'Reservation RS-000007', level: 1 }),
    ).toBeInTheDocument();
    // The heading shows while loading too: the customer says the reservation arrived.
    expect(await screen.findByText('Hana Brown')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hana@example.nz' })).toHaveAttribute(
      'href',
      'mailto:hana@example.nz',
    );
    const services = screen.getByRole('table', { name: 'Services' });
    const row = within(services).getAllByRole('row')[1]!;
    // 21:00 UTC on 7 Dec is 10:00 the next morning in Auckland (NZDT, UTC+13).
    expect(row).toHaveTextContent('Swedish Massage 60 minMia ChenTue, Dec 8, 2026, 10:00 AM – 11:00 AM');
    const balance = screen.getByText('Balance').nextElementSibling;
    expect(balance).toHaveTextContent('$138.00');
    expect(screen.getByText('No payment yet.')).toBeInTheDocument();
  });

  it('offers the actions of the status, and a check-in moves it on', SLOW, async () => {
    const { user, fetchMock, answer } = show(buildFullReservation({ status: 'BOOKED' }), {
      'POST /api/reservation/7/check-in': () => {
        const next = buildFullReservation({ status: 'CHECKED_IN', updatedAt: '2026-12-07T21:01:00.000Z' });
        answer(next);
        return jsonResponse(next);
      },
    });
    await screen.findByText('Hana Brown');
    expect(actionNames()).toEqual(['Confirm', 'Check in', 'No-show', 'Cancel reservation', 'Reschedule']);

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Customer checked in.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reservation/7/check-in')).toHaveLength(1);
    await waitFor(() => expect(actionNames()).toEqual(['Complete']));
    expect(screen.getAllByText('Arrived').length).toBeGreaterThan(0);
  });

  it('offers no action once completed or cancelled', SLOW, async () => {
    show(buildFullReservation({ status: 'CANCELLED', cancelReason: 'Flu' }));
    await screen.findByText('Hana Brown');
    expect(
      within(screen.getByRole('group', { name: 'What to do with this reservation' })).queryAllByRole(
        'button',
      ),
    ).toEqual([]);
    expect(screen.getByText('Flu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  });

  it('cancels with the reason typed', SLOW, async () => {
    const { user, fetchMock } = show(buildFullReservation({ status: 'CONFIRMED' }), {
      'POST /api/reservation/7/cancel': () =>
        jsonResponse(buildFullReservation({ status: 'CANCELLED', cancelReason: 'Customer is unwell' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel RS-000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer is unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Reservation cancelled.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/reservation/7/cancel')[0]![1])).toEqual({
      reason: 'Customer is unwell',
    });
  });

  it('takes the balance as a payment; the balance then reads zero', SLOW, async () => {
    const { user, fetchMock, answer } = show(buildFullReservation({ status: 'CHECKED_IN' }), {
      'POST /api/reservation/7/payment': () =>
        jsonResponse(
          answer(
            buildFullReservation({
              status: 'CHECKED_IN',
              paid: 138,
              balance: 0,
              payments: [buildReservationPayment({ amount: 138, mode: 'Card', advance: false })],
              updatedAt: '2026-12-07T22:00:00.000Z',
            }),
          ),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment for RS-000007' });
    expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(138);
    await user.click(within(dialog).getByRole('combobox', { name: /Mode/ }));
    await user.click(await screen.findByRole('option', { name: 'Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));

    expect(await screen.findByText('Payment taken.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/reservation/7/payment')[0]![1])).toMatchObject({
      amount: 138,
      mode: 'Card',
    });
    await waitFor(() => expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$0.00'));
    const payments = screen.getByRole('table', { name: 'Payments of this reservation' });
    expect(within(payments).getAllByRole('row')[1]).toHaveTextContent('Card');
    expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  });

  it(
    "reschedules to a free slot; a refusal shows the server's message and the next free slots",
    SLOW,
    async () => {
      const next = buildSlot('2026-12-09', '15:00', '16:00');
      let firstKey: string | null = null;
      const { user, fetchMock } = show(buildFullReservation({ status: 'CONFIRMED' }), {
        'GET /api/service-catalogue/property/12/offerings': () =>
          jsonResponse({ items: [buildOffering()], total: 1, page: 0, size: 200 }),
        'GET /api/reservation/property/12/slots': (url) => {
          const date = url.searchParams.get('date')!;
          return jsonResponse(
            buildSlotDay(date, date === '2026-12-09' ? [next] : [buildSlot(date, '14:00', '15:00')]),
          );
        },
        // The first request (and the client's one retry of it) finds the slot taken meanwhile.
        'POST /api/reservation/7/reschedule': (_url, init) =>
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
            : jsonResponse(buildFullReservation({ status: 'CONFIRMED', startsAt: next.startsAt })),
      });
      await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reschedule RS-000007' });
      // It opens on the reservation's day at the property (8 Dec in Auckland) and asks for the same persons.
      expect(within(dialog).getByLabelText(/^Day/)).toHaveValue('2026-12-08');
      await user.click(await within(dialog).findByRole('radio', { name: /2:00 PM/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
      expect(
        await within(dialog).findByText(
          'Swedish Massage 60 min has no free slot at this time; choose another one',
        ),
      ).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: /3:00 PM – 4:00 PM/ }));
      expect(await within(dialog).findByRole('radio', { name: /3:00 PM/ })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
      expect(await screen.findByText('Reservation moved.')).toBeInTheDocument();
      const sent = callsTo(fetchMock, 'POST', '/api/reservation/7/reschedule').map(([, init]) =>
        bodyOf(init),
      );
      expect(sent.at(-1)).toEqual({ lineId: 70, startsAt: next.startsAt, resourceId: 51 });
      const asked = callsTo(fetchMock, 'GET', '/api/reservation/property/12/slots')[0]![0].searchParams;
      expect([asked.get('offeringId'), asked.get('persons'), asked.get('resourceId')]).toEqual([
        '31',
        '1',
        '51',
      ]);
    },
  );

  it('says so when the reference is not a reservation of the property', SLOW, async () => {
    show(buildFullReservation(), {
      [`GET ${BY_REFERENCE}`]: () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Reservation not found' }, 404),
    });
    expect(await screen.findByText('No reservation RS-000007 at this property.')).toBeInTheDocument();
    // Still the page of that reference, with its heading (a notification may lead to one that is gone).
    expect(screen.getByRole('heading', { name: 'Reservation RS-000007', level: 1 })).toBeInTheDocument();
  });
});
