// The add-service dialog on the shared form dialog: the domain's rules before any call, the total as the clerk
// types, and the server's field message on its field.
import type { Booking } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ServiceDialog } from './service-dialog';

const booking = { id: 501, arrival: '2026-05-01', departure: '2026-05-03', currency: 'NZD' } as Booking;

function open(onClose = vi.fn()) {
  return renderRoutes([{ path: '/', element: <ServiceDialog booking={booking} open onClose={onClose} /> }]);
}

describe('add service dialog', () => {
  it('checks the price before sending, shows the total, and adds the service', async () => {
    const fetchMock = mockApi({
      'POST /api/booking/501/services': (_url, init) =>
        jsonResponse(
          {
            id: 1,
            bookingId: 501,
            description: null,
            taxPercentage: 0,
            amount: 50,
            tax: 0,
            total: 50,
            createdAt: '2026-05-01T01:00:00.000Z',
            ...(bodyOf(init) as object),
          },
          201,
        ),
    });
    const onClose = vi.fn();
    const { user } = open(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Unit price/ })).toHaveAccessibleDescription(),
    );
    expect(callsTo(fetchMock, 'POST', '/api/booking/501/services')).toHaveLength(0);

    await user.type(within(dialog).getByRole('spinbutton', { name: /Unit price/ }), '25');
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Quantity/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Quantity/ }), '2');
    expect(dialog).toHaveTextContent(/50,00/);
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/501/services')[0]![1])).toMatchObject({
      serviceType: 'Breakfast',
      date: '2026-05-01',
      quantity: 2,
      unitPrice: 25,
    });
  });

  it('puts the server refusal on its field and keeps what was typed', async () => {
    mockApi({
      'POST /api/booking/501/services': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Outside the stay',
            fields: { date: 'Outside the stay' },
          },
          400,
        ),
    });
    const onClose = vi.fn();
    const { user } = open(onClose);
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Unit price/ }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Date/)).toHaveAccessibleDescription('Outside the stay'),
    );
    expect(within(dialog).getByRole('spinbutton', { name: /Unit price/ })).toHaveValue(10);
    expect(onClose).not.toHaveBeenCalled();
  });
});
