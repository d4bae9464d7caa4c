import {
  depositOf,
  type Enquiry,
  type EnquiryQuote,
  type EnquiryQuoteInput,
  type EnquiryQuotePreview,
  type RatePlan,
  type RoomType,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import {
  bodyOf,
  callsTo,
  jsonResponse,
  mockApi,
  renderRoutes,
  type ApiRoutes,
} from '../../../testing/test-utils';
import { EnquiryDetailsDialog } from './enquiry-details-dialog';

// The dialogs and their selects render slowly on a loaded machine: more than the default, as the neighbours do.
const SLOW = { timeout: 60_000 };

afterEach(() => i18next.changeLanguage('en'));

/** An enquiry taken by phone for the Harbour View Hotel (property 2): 2 adults, 1 child, 1 room, 1–4 Dec. */
function anEnquiry(over: Partial<Enquiry> = {}): Enquiry {
  const guest = {
    firstName: 'Sione',
    lastName: 'Tupou',
    email: 'sione@example.com',
    phone: null,
    language: 'fr',
  };
  const stay = {
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-04',
    persons: 2,
    children: 1,
    rooms: 1,
    pets: 0,
  };
  const wishes = { accommodationType: null, location: null, foodOptions: null, dietaryRequirement: null };
  const follow = {
    assigneeUserId: null,
    assigneeName: null,
    followUpDate: null,
    notes: null,
    lostReason: null,
  };
  return {
    ...guest,
    ...stay,
    ...wishes,
    ...follow,
    id: 5,
    organisationId: 1,
    propertyId: 2,
    propertyName: 'Harbour View Hotel',
    enquiryNumber: 'ENQ-00005',
    source: 'PHONE',
    status: 'NEW',
    budgetMin: null,
    budgetMax: null,
    bookingId: null,
    bookingReference: null,
    quote: null,
    quoteProblem: null,
    createdBy: 3,
    createdByName: 'Mia Thompson',
    createdAt: '2026-11-27T21:00:00Z',
    updatedAt: '2026-11-27T21:00:00Z',
    ...over,
  };
}

const roomType = (id: number, name: string) =>
  ({
    id,
    name,
    propertyId: 2,
    description: null,
    minOccupancy: 1,
    maxOccupancy: 4,
    baseOccupancy: 2,
    extraAdultCharge: 0,
    extraChildCharge: 0,
    basePrice: 150,
    weeklyPrice: null,
    monthlyPrice: null,
    shared: false,
    beds: [],
    ranking: id,
    noOfRooms: 5,
    sellableUnits: 5,
    roomCount: 5,
    facilities: [],
    images: [],
    maxImages: 1,
  }) satisfies RoomType;

const plan = (id: number, name: string, active: boolean) =>
  ({
    id,
    name,
    active,
    roomTypeId: 1,
    code: `P${id}`,
    description: null,
    amount: null,
    deviationType: 'AMOUNT',
    deviation: 0,
    mealPlan: 'ROOM_ONLY',
    inclusions: [],
    minStay: null,
    maxStay: null,
    minOccupancy: null,
    maxOccupancy: null,
    extraAdultCharge: null,
    extraChildCharge: null,
    weekdays: [],
    effectiveDate: null,
    expiryDate: null,
  }) satisfies RatePlan;

/** The server's live quote of a stay at NZ$150 a room a night, with the deposit the input asks. */
function priced(input: EnquiryQuoteInput): EnquiryQuotePreview {
  const nights = (Date.parse(input.departure) - Date.parse(input.arrival)) / 86_400_000;
  const subtotal = 150 * nights * input.rooms;
  const discountAmount = (subtotal * input.discountPercentage) / 100;
  const total = subtotal - discountAmount;
  return {
    available: true,
    message: null,
    unitsLeft: 4,
    currency: 'NZD',
    nights,
    units: input.rooms,
    roomCharge: subtotal,
    extraCharge: 0,
    discountPercentage: input.discountPercentage,
    discountAmount,
    subtotal,
    taxes: [],
    tax: 0,
    total,
    maxDiscountPercentage: 100,
    promotion: null,
    deposit: depositOf(total, input.depositKind, input.depositValue),
  };
}

/** The quote as the enquiry keeps it once saved: 3 nights of Standard Queen with breakfast, 30 % deposit. */
const savedQuote: EnquiryQuote = {
  roomTypeId: 1,
  roomTypeName: 'Standard Queen',
  ratePlanId: 11,
  ratePlanName: 'Bed & Breakfast',
  arrival: '2026-12-01',
  departure: '2026-12-04',
  nights: 3,
  rooms: 1,
  adults: 2,
  children: 1,
  discountPercentage: 0,
  currency: 'NZD',
  subtotal: 1260.87,
  tax: 189.13,
  total: 1450,
  depositKind: 'PERCENT',
  depositValue: 30,
  deposit: 435,
  quotedAt: '2026-11-28T01:00:00Z',
  quotedBy: 3,
  quotedByName: 'Mia Thompson',
  paymentLinkId: null,
  sentAt: null,
  sentTo: null,
};

/**
 * A clerk of the organisation (at the Auckland property, for the times shown) looking at enquiry 5, whose server
 * keeps what was last saved; `routes` answer the quote calls.
 */
function openEnquiry(enquiry: Enquiry, routes: ApiRoutes = {}) {
  saveSession(
    buildLoginResponse({
      user: buildUser({ roles: ['ORG_CUST_SUPPORT'], organisationId: 1 }),
      property: buildProperty({ id: 2, timezone: 'Pacific/Auckland' }),
    }),
  );
  const server = { enquiry };
  const fetchMock = mockApi({
    'GET /api/enquiry/5': () => jsonResponse(server.enquiry),
    'GET /api/enquiry/organisation/1/assignees': () => jsonResponse([]),
    'GET /api/enquiry/organisation/1/properties': () => jsonResponse([{ id: 2, name: 'Harbour View Hotel' }]),
    'GET /api/room/property/2/room-types': () =>
      jsonResponse([roomType(1, 'Standard Queen'), roomType(4, 'Family Suite')]),
    'GET /api/room/room-types/1/plans': () =>
      jsonResponse([plan(11, 'Bed & Breakfast', true), plan(12, 'Winter special', false)]),
    'POST /api/enquiry/5/quote/preview': (_url, init) =>
      jsonResponse(priced(bodyOf(init) as EnquiryQuoteInput)),
    ...routes,
  });
  const view = renderRoutes([{ path: '/', element: <EnquiryDetailsDialog id={5} onClose={() => {}} /> }]);
  return { ...view, fetchMock, server };
}

async function openQuoteDialog(user: ReturnType<typeof openEnquiry>['user']) {
  const section = await screen.findByRole('region', { name: 'Quote' });
  await user.click(within(section).getByRole('button', { name: 'Quote' }));
  return screen.findByRole('dialog', { name: 'Quote for enquiry ENQ-00005' });
}

/** What a definition list shows for a label. */
function fact(list: HTMLElement, label: string) {
  const term = Array.from(list.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('the quote dialog of an enquiry', () => {
  it(
    'opens with the enquiry’s stay and guests and the first room type, and prices it live with the deposit',
    SLOW,
    async () => {
      const { user, fetchMock } = openEnquiry(anEnquiry());
      const dialog = await openQuoteDialog(user);
      expect(within(dialog).getByLabelText(/^Arrival/)).toHaveValue('2026-12-01');
      expect(within(dialog).getByLabelText(/^Departure/)).toHaveValue('2026-12-04');
      expect(within(dialog).getByRole('spinbutton', { name: /^Rooms/ })).toHaveValue(1);
      expect(within(dialog).getByRole('spinbutton', { name: /^Adults/ })).toHaveValue(2);
      expect(within(dialog).getByRole('spinbutton', { name: /^Children/ })).toHaveValue(1);
      expect(await within(dialog).findByRole('combobox', { name: /^Room type/ })).toHaveTextContent(
        'Standard Queen',
      );
      expect(within(dialog).getByRole('combobox', { name: /^Rate plan/ })).toHaveTextContent('Room only');

      const preview = await within(dialog).findByTestId('quote-preview');
      expect(preview).toHaveTextContent('3 nights, total NZ$450.00 (4 left)');
      expect(preview).toHaveTextContent('Deposit asked: NZ$135.00');
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/enquiry/5/quote/preview').at(-1)?.[1])).toEqual({
        roomTypeId: 1,
        ratePlanId: null,
        arrival: '2026-12-01',
        departure: '2026-12-04',
        rooms: 1,
        adults: 2,
        children: 1,
        discountPercentage: 0,
        depositKind: 'PERCENT',
        depositValue: 30,
      });
    },
  );

  it(
    'follows what is typed: a fixed deposit is asked as typed; a stay that cannot be priced shows no figures',
    SLOW,
    async () => {
      const { user } = openEnquiry(anEnquiry());
      const dialog = await openQuoteDialog(user);
      const preview = () => within(dialog).getByTestId('quote-preview');
      await waitFor(() => expect(preview()).toHaveTextContent('Deposit asked: NZ$135.00'));
      await user.click(within(dialog).getByRole('combobox', { name: /^Deposit as/ }));
      await user.click(await screen.findByRole('option', { name: 'An amount' }));
      const deposit = within(dialog).getByRole('spinbutton', { name: /^Deposit/ });
      await user.clear(deposit);
      await user.type(deposit, '100');
      await waitFor(() => expect(preview()).toHaveTextContent('Deposit asked: NZ$100.00'));

      // Departure before arrival: no price is asked, and none is shown for a stay that is not the one typed.
      const departure = within(dialog).getByLabelText(/^Departure/);
      await user.clear(departure);
      await user.type(departure, '2026-11-30');
      await user.tab();
      expect(departure).toHaveAccessibleDescription('Must be after the arrival date');
      await waitFor(() => expect(within(dialog).queryByTestId('quote-preview')).toBeNull());
    },
  );

  it('writes the nights, total and deposit as a French clerk reads them', SLOW, async () => {
    await i18next.changeLanguage('fr');
    const { user } = openEnquiry(anEnquiry());
    const section = await screen.findByRole('region', { name: 'Devis' });
    await user.click(within(section).getByRole('button', { name: 'Faire un devis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devis pour la demande ENQ-00005' });
    const preview = await within(dialog).findByTestId('quote-preview');
    expect(preview).toHaveTextContent('3 nuits, total 450,00 $NZ (4 restantes)', {
      normalizeWhitespace: true,
    });
    expect(preview).toHaveTextContent('Acompte demandé : 135,00 $NZ', { normalizeWhitespace: true });
  });

  it('warns with the server’s reason when the stay cannot be sold', SLOW, async () => {
    const { user } = openEnquiry(anEnquiry(), {
      'POST /api/enquiry/5/quote/preview': (_url, init) =>
        jsonResponse({
          ...priced(bodyOf(init) as EnquiryQuoteInput),
          available: false,
          unitsLeft: 0,
          message: 'Sold out on 2026-12-02',
        }),
    });
    const dialog = await openQuoteDialog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This stay cannot be sold: Sold out on 2026-12-02',
    );
    expect(within(dialog).queryByTestId('quote-preview')).toBeNull();
  });

  it('saves the stay as typed, then the enquiry shows the quote it keeps', SLOW, async () => {
    const { user, fetchMock, server } = openEnquiry(anEnquiry(), {
      'PUT /api/enquiry/5/quote': () => {
        server.enquiry = anEnquiry({ status: 'QUOTED', quote: savedQuote });
        return jsonResponse(server.enquiry);
      },
    });
    const dialog = await openQuoteDialog(user);
    await user.click(await within(dialog).findByRole('combobox', { name: /^Rate plan/ }));
    // Only the plans that can be sold are offered.
    expect(screen.queryByRole('option', { name: 'Winter special' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Bed & Breakfast' }));
    const adults = within(dialog).getByRole('spinbutton', { name: /^Adults/ });
    await user.clear(adults);
    await user.type(adults, '3');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Discount %/ }), '{Backspace}10');
    await user.click(within(dialog).getByRole('button', { name: 'Save quote' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Quote for enquiry/ })).toBeNull());
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/enquiry/5/quote')[0]?.[1])).toEqual({
      roomTypeId: 1,
      ratePlanId: 11,
      arrival: '2026-12-01',
      departure: '2026-12-04',
      rooms: 1,
      adults: 3,
      children: 1,
      discountPercentage: 10,
      depositKind: 'PERCENT',
      depositValue: 30,
    });
    const section = screen.getByRole('region', { name: 'Quote' });
    await waitFor(() => expect(fact(section, 'Total')).toBe('NZ$1,450.00'));
    expect(within(section).getByRole('button', { name: 'Send quote' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field under that field and stays open', SLOW, async () => {
    const { user } = openEnquiry(anEnquiry(), {
      'PUT /api/enquiry/5/quote': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'You may give at most 15 % discount',
            fields: { discountPercentage: 'At most 15 %' },
            fieldKeys: { discountPercentage: 'validation.atMostPercent' },
            fieldValues: { discountPercentage: { max: 15 } },
          },
          400,
        ),
    });
    const dialog = await openQuoteDialog(user);
    const discount = within(dialog).getByRole('spinbutton', { name: /^Discount %/ });
    await user.type(discount, '{Backspace}20');
    await user.click(within(dialog).getByRole('button', { name: 'Save quote' }));
    await waitFor(() => expect(discount).toHaveAccessibleDescription('At most 15 %'));
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    expect(discount).toHaveValue(20);
    expect(screen.getByRole('dialog', { name: 'Quote for enquiry ENQ-00005' })).toBeInTheDocument();
  });
});

describe('the quote section of an enquiry', () => {
  it(
    'shows the saved quote and why the guest’s payment was refused, and sends it to the guest',
    SLOW,
    async () => {
      const quoted = anEnquiry({
        status: 'QUOTED',
        quote: savedQuote,
        quoteProblem: 'Sold out on 2026-12-02',
      });
      const { user, fetchMock, server } = openEnquiry(quoted, {
        'POST /api/enquiry/5/quote/send': () => {
          server.enquiry = {
            ...quoted,
            quote: {
              ...savedQuote,
              paymentLinkId: 9,
              sentAt: '2026-11-28T01:30:00Z',
              sentTo: 'sione@example.com',
            },
          };
          return jsonResponse(server.enquiry);
        },
      });
      const section = await screen.findByRole('region', { name: 'Quote' });
      expect(within(section).getByRole('alert')).toHaveTextContent(
        'The guest’s payment was refused: Sold out on 2026-12-02',
      );
      expect(fact(section, 'Room type')).toBe('Standard Queen, Bed & Breakfast');
      expect(fact(section, 'Stay')).toBe('Dec 1, 2026 – Dec 4, 2026');
      expect(fact(section, 'Total')).toBe('NZ$1,450.00');
      expect(fact(section, 'Deposit')).toBe('NZ$435.00');
      expect(fact(section, 'Sent')).toBe('Not sent yet');

      await user.click(within(section).getByRole('button', { name: 'Send quote' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send quote ENQ-00005' });
      // To the guest, in the language the enquiry came in.
      expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveValue('sione@example.com');
      expect(within(dialog).getByRole('combobox', { name: /^Language of the email/ })).toHaveTextContent(
        'Français',
      );
      const days = within(dialog).getByRole('spinbutton', { name: /^Link valid for/ });
      await user.clear(days);
      await user.type(days, '5');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send quote ENQ-00005' })).toBeNull());
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/enquiry/5/quote/send')[0]?.[1])).toEqual({
        email: 'sione@example.com',
        language: 'fr',
        validDays: 5,
      });
      await waitFor(() => expect(fact(section, 'Sent')).toBe('To sione@example.com, Nov 28, 2026, 02:30 PM'));
    },
  );
});
