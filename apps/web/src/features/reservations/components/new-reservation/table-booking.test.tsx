// The new reservation dialog on a table booking (issue 12, tables): the party's covers are asked, only the tables
// that seat them are offered (smallest first), and each slot says how many tables are free.
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
