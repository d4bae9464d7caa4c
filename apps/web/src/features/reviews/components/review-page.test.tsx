import type { PublicReviewRequest } from '@bookone/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ReviewPage } from './review-page';

const SLOW = { timeout: 60_000 };
const TOKEN = 'r'.repeat(43);
const PAGE = `/api/public/review/${TOKEN}`;

function request(over: Partial<PublicReviewRequest> = {}): PublicReviewRequest {
  return {
    state: 'OPEN',
    propertyName: 'Harbour View Hotel',
    logoUrl: null,
    businessType: 'Accommodation',
    saleKind: 'BOOKING',
    about: 'Deluxe King',
    date: '2026-11-20',
    guestFirstName: 'Maya',
    aspects: ['cleanliness', 'staff', 'location', 'value'],
    ...over,
  };
}

const renderPage = () =>
  renderRoutes([{ path: '/feedback/:token', element: <ReviewPage token={TOKEN} /> }], {
    initialEntries: [`/feedback/${TOKEN}`],
  });

describe('the guest’s review page', () => {
  it(
    'asks for the overall rating, takes stars from the keyboard, and sends only the aspects rated',
    SLOW,
    async () => {
      let current = request();
      const fetchMock = mockApi({
        [`GET ${PAGE}`]: () => jsonResponse(current),
        [`POST ${PAGE}`]: () => {
          current = request({ state: 'USED' });
          return jsonResponse({ id: 7 }, 201);
        },
      });
      const { user } = renderPage();

      expect(await screen.findByRole('heading', { name: 'Harbour View Hotel' })).toBeInTheDocument();
      expect(screen.getByText('Your stay: Deluxe King, until Nov 20, 2026')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send my review' }));
      const overall = screen.getByRole('group', { name: 'Your overall rating' });
      expect(await within(overall).findByText('This field is required')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', PAGE)).toHaveLength(0);

      // Keyboard: Tab into the stars, arrows move the choice.
      within(overall).getByRole('radio', { name: '1 star' }).focus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(within(overall).getByRole('radio', { name: '4 stars' })).toBeChecked();
      // An aspect: Space on a focused star (a pointer's choice reads the layout, which jsdom has none of).
      within(screen.getByRole('group', { name: 'Staff' }))
        .getByRole('radio', { name: '5 stars' })
        .focus();
      await user.keyboard(' ');
      await user.type(screen.getByRole('textbox', { name: /^Your comment/ }), 'Lovely');
      await user.click(screen.getByRole('button', { name: 'Send my review' }));

      expect(await screen.findByText('Your review was sent to Harbour View Hotel.')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', PAGE).map(([, init]) => bodyOf(init))).toEqual([
        { rating: 4, aspects: { staff: 5 }, comment: 'Lovely', displayName: null },
      ]);
    },
  );

  it('says a used link was used and an expired one expired, without the form', SLOW, async () => {
    mockApi({ [`GET ${PAGE}`]: () => jsonResponse(request({ state: 'EXPIRED' })) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This review link has expired.');
    expect(screen.queryByRole('button', { name: 'Send my review' })).not.toBeInTheDocument();
  });
});
