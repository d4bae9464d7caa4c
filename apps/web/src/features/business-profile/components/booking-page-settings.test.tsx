import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { BookingPageSettingsPanel } from './booking-page-settings-panel';

const SLOW = { timeout: 60_000 };
const PATH = '/api/booking-engine/property/7/settings';

describe('booking page settings', () => {
  it('shows where the page is, and saves holds and the deposit share', SLOW, async () => {
    signedIn();
    const fetchMock = mockApi({
      [`GET ${PATH}`]: () => jsonResponse({ allowHold: false, depositPercentage: 30 }),
      [`PUT ${PATH}`]: (_url, init) => jsonResponse(bodyOf(init)),
    });
    const { user } = renderRoutes(
      [
        {
          path: '/p',
          element: (
            <BookingPageSettingsPanel propertyId={7} seoFriendlyName="harbour-view-hotel" accommodation />
          ),
        },
      ],
      { initialEntries: ['/p'] },
    );
    const link = await screen.findByRole('link', { name: /\/book\/harbour-view-hotel$/ });
    expect(link).toHaveAttribute('href', '/book/harbour-view-hotel');
    const hold = screen.getByRole('checkbox', { name: /hold a room without paying/ });
    expect(hold).not.toBeChecked();
    await user.click(hold);
    const deposit = screen.getByLabelText('Deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Booking page settings saved/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', PATH)[0]![1])).toEqual({
      allowHold: true,
      depositPercentage: 25,
    });
  });

  it(
    'asks for the SEO friendly name first, and offers no hold to a business selling times',
    SLOW,
    async () => {
      signedIn();
      mockApi({ [`GET ${PATH}`]: () => jsonResponse({ allowHold: false, depositPercentage: 30 }) });
      renderRoutes(
        [
          {
            path: '/p',
            element: <BookingPageSettingsPanel propertyId={7} seoFriendlyName={null} accommodation={false} />,
          },
        ],
        { initialEntries: ['/p'] },
      );
      expect(await screen.findByText(/needs the property's SEO friendly name/)).toBeInTheDocument();
      expect(screen.getByLabelText('Deposit (%)')).toHaveValue(30);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    },
  );
});
