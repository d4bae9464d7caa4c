import type { RoomType } from '@bookone/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { NewBookingDialog } from './new-booking-dialog';

const roomType = { id: 3, name: 'Standard Queen', shared: false, beds: [] } as unknown as RoomType;

/** A screen of `width` px for MUI's media queries (jsdom has none). */
function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      };
    }),
  );
}

function open() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }), property: buildProperty() }),
  );
  mockApi({
    'GET /api/room/property/12/room-types': () => jsonResponse([roomType]),
    'GET /api/room/room-types/3/plans': () => jsonResponse([]),
    'POST /api/booking/property/12/quote': () => jsonResponse({}, 400),
  });
  renderRoutes([{ path: '/', element: <NewBookingDialog open onClose={() => {}} propertyId={12} /> }]);
}

describe('new booking dialog on a phone (390 px)', () => {
  it('takes the whole screen, so its dates are not cut', async () => {
    screenWidth(390);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
    expect(within(dialog).getByLabelText(/Arrival/)).toBeInTheDocument();
  });

  it('stays a centred dialog on a desktop screen', async () => {
    screenWidth(1280);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(dialog.className).not.toMatch(/MuiDialog-paperFullScreen/);
  });
});
