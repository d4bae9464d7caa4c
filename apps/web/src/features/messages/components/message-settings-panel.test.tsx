import { DEFAULT_MESSAGE_SETTINGS } from '@bookone/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { MessageSettingsPanel } from './message-settings-panel';

const PATH = '/api/property/7/message-settings';
const SLOW = { timeout: 60_000 };

describe('Guest messages settings', () => {
  it(
    'a spa switches its confirmations off and reminds 3 hours before; 0 hours is refused before sending',
    SLOW,
    async () => {
      const fetchMock = mockApi({
        [`GET ${PATH}`]: () => jsonResponse(DEFAULT_MESSAGE_SETTINGS),
        [`PUT ${PATH}`]: (_url, init) => jsonResponse(bodyOf(init)),
      });
      const { user } = renderRoutes(
        [{ path: '/p', element: <MessageSettingsPanel propertyId={7} accommodation={false} /> }],
        { initialEntries: ['/p'] },
      );
      const confirm = await screen.findByRole('checkbox', { name: /Confirm reservations to the guest/ });
      expect(confirm).toBeChecked();
      // A hotel's booking settings are not offered to a spa.
      expect(screen.queryByRole('checkbox', { name: /Confirm bookings/ })).not.toBeInTheDocument();
      const hours = screen.getByRole('spinbutton', { name: 'Hours before' });
      await user.clear(hours);
      await user.type(hours, '0');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(/too small|at least/i)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT', PATH)).toHaveLength(0);

      await user.click(confirm);
      await user.tripleClick(hours);
      await user.keyboard('3');
      expect(hours).toHaveValue(3);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Guest message settings saved')).toBeInTheDocument();
      expect(bodyOf(callsTo(fetchMock, 'PUT', PATH)[0]![1])).toEqual({
        ...DEFAULT_MESSAGE_SETTINGS,
        reservationConfirmation: false,
        reservationReminderHours: 3,
      });
    },
  );
});
