import type { BookingQuote } from '@bookone/domain';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { QuoteSummary } from './quote-summary';

afterEach(() => void i18next.changeLanguage('en'));

const quote: BookingQuote = {
  available: true,
  message: null,
  unitsLeft: 3,
  currency: 'NZD',
  nights: 2,
  units: 1,
  roomCharge: 300,
  extraCharge: 0,
  discountPercentage: 0,
  discountAmount: 0,
  subtotal: 300,
  taxes: [],
  tax: 45,
  total: 345,
  maxDiscountPercentage: 100,
  promotion: {
    code: 'SUMMER',
    promotionId: 2,
    name: 'Summer',
    discount: 0,
    refusal: 'validation.promotionNotYetValid',
    message: 'This code is valid from 2026-12-01',
    values: { date: '2026-12-01' },
  },
};

describe('the booking quote’s refused code', () => {
  it('writes the day the code starts as the language does, never as an ISO date', async () => {
    await i18next.changeLanguage('fr');
    render(<QuoteSummary quote={quote} incomplete={false} fetching={false} error={null} />);
    const refused = await screen.findByTestId('quote-promotion-refused');
    expect(refused).toHaveTextContent('Ce code est valable à partir du 1 déc. 2026');
    expect(refused).not.toHaveTextContent('2026-12-01');
  });
});
