import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../../testing/data-generators';
import { signedIn } from '../../../../testing/signed-in';
import { renderRoutes } from '../../../../testing/test-utils';
import { buildFullReservation } from '../../testing/build-reservation';
import { DetailsMoney } from './details-money';

describe('the reservation’s totals', () => {
  it('show the coupon code it was sold with apart from the clerk’s own discount', async () => {
    signedIn({ property: buildProperty({ id: 12 }), routes: {} });
    const reservation = buildFullReservation({
      currency: 'USD',
      subtotal: 200,
      discountPercentage: 5,
      discountAmount: 40,
      promotion: { code: 'SPRING20', name: 'Spring spa', discount: 30 },
    });
    renderRoutes([
      { path: '/', element: <DetailsMoney reservation={reservation} canPay={false} report={() => {}} /> },
    ]);
    expect(await screen.findByText('SPRING20 (Spring spa): − $30.00')).toBeInTheDocument();
    expect(screen.getByText('Promotion')).toBeInTheDocument();
    // 40 off in all: 30 from the code, 10 the clerk's 5 %.
    expect(screen.getByText('− $10.00')).toBeInTheDocument();
  });
});
