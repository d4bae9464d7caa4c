import { todayIn, type ReservationQuote } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildProperty } from '../../../../testing/data-generators';
import { signedIn } from '../../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderRoutes } from '../../../../testing/test-utils';
import * as build from '../../testing/build-reservation';
import { NewReservationDialog } from './new-reservation-dialog';

/** The dialog's calls for property 12: the offerings, the day's slots, the code's quote and the reservation. */
const URL = {
  offerings: '/api/service-catalogue/property/12/offerings',
  slots: '/api/reservation/property/12/slots',
  quote: '/api/reservation/property/12/quote',
  create: '/api/reservation/property/12',
};
const { create: CREATE, quote: QUOTE, slots: SLOTS, offerings: OFFERINGS } = URL;
const SLOW = { timeout: 60_000 };

const quote = (promotion: ReservationQuote['promotion']): ReservationQuote => ({
  currency: 'NZD',
  subtotal: 120,
  discountAmount: promotion?.discount ?? 0,
  tax: 15,
  total: 135,
  promotion,
});

function openDialog(answer: (code: string) => ReservationQuote) {
  const fetchMock = signedIn({
    property: buildProperty({ id: 12, timezone: 'Pacific/Auckland' }),
    roles: ['PROP_FRONTDESK'],
    routes: {
      [`GET ${OFFERINGS}`]: () =>
        jsonResponse({ items: [build.buildOffering()], total: 1, page: 0, size: 200 }),
      [`GET ${SLOTS}`]: (url) =>
        jsonResponse(
          build.buildSlotDay(url.searchParams.get('date')!, [
            build.buildSlot(url.searchParams.get('date')!, '09:00', '10:00'),
          ]),
        ),
      [`POST ${QUOTE}`]: (_url, init) =>
        jsonResponse(answer((bodyOf(init) as { promotionCode: string }).promotionCode)),
      [`POST ${CREATE}`]: () => jsonResponse(build.buildFullReservation(), 201),
    },
  });
  const view = renderRoutes([
    { path: '/', element: <NewReservationDialog open propertyId={12} onClose={() => {}} /> },
  ]);
  return { ...view, fetchMock };
}

async function pickOffering(user: ReturnType<typeof openDialog>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /Offering/ }));
  await user.click(await screen.findByRole('option', { name: /Swedish Massage 60 min/ }));
}

describe('the reservation form’s promotion code', () => {
  it(
    'shows the discount the server gives the code and sends the code with the reservation',
    SLOW,
    async () => {
      const { user, fetchMock } = openDialog((code) =>
        quote({
          code: code.toUpperCase(),
          promotionId: 3,
          name: 'Spring spa',
          discount: 24,
          refusal: null,
          message: null,
          values: null,
        }),
      );
      await pickOffering(user);
      await user.type(screen.getByRole('textbox', { name: /Promotion code/ }), 'spring20');
      expect(await screen.findByTestId('promotion-applied')).toHaveTextContent(
        /^Code SPRING20 \(Spring spa\): − (NZ)?\$24\.00$/,
      );
      const asked = bodyOf(callsTo(fetchMock, 'POST', QUOTE).at(-1)![1]);
      expect(asked).toMatchObject({
        lines: [{ offeringId: 31, date: todayIn('Pacific/Auckland'), persons: 1 }],
        promotionCode: 'spring20',
        discountPercentage: 0,
      });
      // The totals take the code's discount off.
      const totals = screen.getByRole('region', { name: 'Totals' });
      expect(within(totals).getByText(/^− (NZ)?\$24\.00$/)).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Aroha');
      await user.click(await screen.findByRole('radio', { name: /9:00 AM/ }));
      await user.click(screen.getByRole('button', { name: 'Reserve' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', CREATE)).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'POST', CREATE)[0]![1])).toMatchObject({ promotionCode: 'spring20' });
    },
  );

  it('says why a code does not apply, its date written as the language does', SLOW, async () => {
    const { user } = openDialog((code) =>
      quote({
        code,
        promotionId: 4,
        name: 'Winter',
        discount: 0,
        refusal: 'validation.promotionExpired',
        message: 'This code expired on 2026-08-31',
        values: { date: '2026-08-31' },
      }),
    );
    await pickOffering(user);
    await user.type(screen.getByRole('textbox', { name: /Promotion code/ }), 'WINTER');
    const refused = await screen.findByTestId('promotion-refused');
    expect(refused).toHaveTextContent('Code WINTER does not apply: This code expired on Aug 31, 2026');
    expect(refused).not.toHaveTextContent('2026-08-31');
  });
});
