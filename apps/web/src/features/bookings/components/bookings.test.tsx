import {
  addDays,
  todayIn,
  type Booking,
  type BookingQuote,
  type CheckOutPreview,
  type Role,
  type RoomType,
} from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderApp, type ApiRoutes } from '../../../testing/test-utils';

const LIST = '/bookone/manage-booking/list';

// The first render loads the lazy layout, and typing into the large new-booking form in jsdom is slow on a busy
// machine: these tests get more time than the default.
const SLOW = { timeout: 60_000 };

function buildBooking(over: Partial<Booking> = {}): Booking {
  return {
    id: 501,
    propertyId: 12,
    bookingNumber: 'HV-000501',
    status: 'CONFIRMED',
    roomTypeId: 3,
    roomTypeName: 'Standard Queen',
    ratePlanId: null,
    ratePlanName: null,
    arrival: '2026-05-01',
    departure: '2026-05-03',
    nights: 2,
    rooms: 1,
    units: 1,
    adults: 2,
    children: 0,
    source: 'Walk In',
    externalReference: null,
    customerId: 9,
    guestName: 'Ana Ngata',
    guestEmail: 'ana@example.com',
    guestPhone: null,
    notes: null,
    currency: 'NZD',
    roomCharge: 300,
    extraCharge: 0,
    subtotal: 300,
    taxes: [{ name: 'GST', amount: 45 }],
    tax: 45,
    total: 345,
    paid: 0,
    balance: 345,
    cancelReason: null,
    cancelledAt: null,
    discountPercentage: 0,
    discountAmount: 0,
    servicesTotal: 0,
    expensesTotal: 0,
    groupReference: null,
    companyId: null,
    checkedInAt: null,
    checkedOutAt: null,
    allocations: [],
    createdByName: 'hotel.frontdesk',
    createdAt: '2026-04-20T01:00:00.000Z',
    updatedAt: '2026-04-20T01:00:00.000Z',
    ...over,
  };
}

const quote = (over: Partial<BookingQuote> = {}): BookingQuote => ({
  available: true,
  message: null,
  unitsLeft: 4,
  currency: 'NZD',
  nights: 2,
  units: 1,
  roomCharge: 300,
  extraCharge: 0,
  discountPercentage: 0,
  discountAmount: 0,
  subtotal: 300,
  taxes: [{ name: 'GST', amount: 45 }],
  tax: 45,
  total: 345,
  maxDiscountPercentage: 10,
  ...over,
});

const roomType: RoomType = {
  id: 3,
  propertyId: 12,
  name: 'Standard Queen',
  description: null,
  minOccupancy: 1,
  maxOccupancy: 3,
  baseOccupancy: 2,
  extraAdultCharge: 30,
  extraChildCharge: 15,
  basePrice: 150,
  weeklyPrice: null,
  monthlyPrice: null,
  shared: false,
  beds: [],
  ranking: 1,
  noOfRooms: 5,
  sellableUnits: 5,
  roomCount: 5,
  facilities: [],
  images: [],
  maxImages: 40,
};

function signIn(extra: ApiRoutes = {}, roles: Role[] = ['PROP_FRONTDESK']) {
  return signedIn({
    roles,
    routes: {
      'GET /api/booking/property/12': () =>
        jsonResponse({ items: [buildBooking()], total: 1, page: 0, size: 25 }),
      'GET /api/room/property/12/room-types': () => jsonResponse([roomType]),
      'GET /api/room/room-types/3/plans': () => jsonResponse([]),
      ...extra,
    },
  });
}

/** The first render loads the lazy admin layout and section: slow while other suites run in parallel. */
const pageReady = () =>
  screen.findByRole('heading', { level: 1, name: 'Manage Bookings' }, { timeout: 15_000 });

describe('manage bookings list', SLOW, () => {
  it('reads its filters from the address and asks the server for exactly that page', async () => {
    const fetchMock = signIn();
    renderApp(`${LIST}?tab=closed&q=ngata&dates=stay&from=2026-05-01&view=arrivals&sort=arrival&order=desc`);
    expect(await pageReady()).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'HV-000501' })).toHaveAttribute(
      'href',
      '/bookone/manage-booking/501',
    );
    const [call] = callsTo(fetchMock, 'GET', '/api/booking/property/12');
    expect(Object.fromEntries(call![0].searchParams)).toEqual({
      page: '0',
      size: '25',
      sort: 'arrival',
      order: 'desc',
      search: 'ngata',
      status: 'CANCELLED,VOID,NO_SHOW',
      stayFrom: '2026-05-01',
      view: 'arrivals',
    });
    expect(screen.getByRole('tab', { name: 'Cancelled / void / no-show' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ngata');
    expect(screen.getByRole('button', { name: 'Arriving today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a status tab filters the list and lands in the address', async () => {
    const fetchMock = signIn();
    const { user, router } = renderApp(LIST);
    await pageReady();
    await screen.findByRole('link', { name: 'HV-000501' });
    await user.click(screen.getByRole('tab', { name: 'In house' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=inHouse'));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/booking/property/12').some(
          ([url]) => url.searchParams.get('status') === 'CHECKEDIN',
        ),
      ).toBe(true),
    );
  });

  it('cancelling from the row menu needs a reason and sends it', async () => {
    const fetchMock = signIn({
      'POST /api/booking/501/cancel': (_url, init) =>
        jsonResponse(
          buildBooking({ status: 'CANCELLED', cancelReason: (bodyOf(init) as { reason: string }).reason }),
        ),
    });
    const { user } = renderApp(LIST);
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Actions for HV-000501' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking HV-000501' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Give a reason for the cancellation')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/booking/501/cancel')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Guest called to cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('Booking HV-000501 cancelled');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/501/cancel')[0]![1])).toEqual({
      reason: 'Guest called to cancel',
    });
  });

  it('checking out with money owed asks to settle the balance first, without calling the server', async () => {
    const fetchMock = signIn({
      'GET /api/booking/property/12': () =>
        jsonResponse({
          items: [buildBooking({ status: 'CHECKEDIN', balance: 120 })],
          total: 1,
          page: 0,
          size: 25,
        }),
    });
    const { user } = renderApp(LIST);
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Actions for HV-000501' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the balance first' });
    expect(dialog).toHaveTextContent(/Ana Ngata still owes .*120,00/);
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/booking/501/check-out')).toHaveLength(0);
  });
});

describe('early check-out', SLOW, () => {
  // In house until the day after tomorrow, paid in full: leaving today removes two nights.
  const today = todayIn('Pacific/Auckland');
  const inHouse = buildBooking({
    status: 'CHECKEDIN',
    arrival: addDays(today, -1),
    departure: addDays(today, 2),
    nights: 3,
    total: 345,
    paid: 345,
    balance: 0,
  });
  const preview = (over: Partial<CheckOutPreview> = {}): CheckOutPreview => ({
    checkOutDate: today,
    departure: addDays(today, 2),
    nights: 1,
    nightsRemoved: 2,
    charges: 345,
    newCharges: 115,
    paid: 345,
    balance: -230,
    currency: 'NZD',
    ...over,
  });
  const paid = (id: number, amount: number, date: string) => ({
    id,
    propertyId: 12,
    bookingId: 501,
    bookingNumber: 'HV-000501',
    guestName: 'Ana Ngata',
    reservationId: null,
    reservationReference: null,
    orderId: null,
    orderReference: null,
    expenseId: null,
    date,
    amount,
    currency: 'NZD',
    mode: id === 71 ? 'Cash' : 'Card',
    status: 'Paid',
    reference: null,
    description: null,
    refundReason: null,
    refundOf: null,
    advance: false,
    receivedByName: null,
    createdAt: '2026-04-20T01:00:00.000Z',
    updatedAt: '2026-04-20T01:00:00.000Z',
  });

  function signInCheckingOut(over: Partial<CheckOutPreview> = {}, balanceAfter = -230) {
    return signIn({
      'GET /api/booking/property/12': () => jsonResponse({ items: [inHouse], total: 1, page: 0, size: 25 }),
      'GET /api/booking/501/check-out': () => jsonResponse(preview(over)),
      'POST /api/booking/501/check-out': () =>
        jsonResponse({
          ...inHouse,
          status: 'CHECKEDOUT',
          departure: today,
          total: 115,
          balance: balanceAfter,
        }),
      // A 100 deposit in cash, then 245 by card: the credit goes back from the card first, the rest from the cash.
      'GET /api/payment/property/12': () =>
        jsonResponse({
          items: [paid(71, 100, addDays(today, -1)), paid(72, 245, today)],
          total: 2,
          page: 0,
          size: 200,
          totalAmount: 345,
        }),
      'POST /api/payment/72/refund': (_url, init) =>
        jsonResponse({ ...paid(73, -(bodyOf(init) as { amount: number }).amount, today), refundOf: 72 }, 201),
      'POST /api/payment/71/refund': (_url, init) =>
        jsonResponse({ ...paid(74, -(bodyOf(init) as { amount: number }).amount, today), refundOf: 71 }, 201),
    });
  }

  async function openCheckOut() {
    const { user } = renderApp(LIST);
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Actions for HV-000501' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check out' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Check out HV-000501?' }) };
  }

  it('says what changes and refunds the credit right away, from the latest payments', async () => {
    const fetchMock = signInCheckingOut();
    const { user, dialog } = await openCheckOut();
    expect(await within(dialog).findByText(/Leaving early/)).toHaveTextContent(/2 nights are removed/);
    const summary = within(dialog).getByRole('table', { name: 'What the guest pays' });
    expect(within(summary).getByRole('row', { name: /Charges as booked/ })).toHaveTextContent(/345,00/);
    expect(within(summary).getByRole('row', { name: /New charges/ })).toHaveTextContent(/115,00/);
    expect(within(summary).getByRole('row', { name: /Credit/ })).toHaveTextContent(/230,00/);
    expect(within(dialog).getByRole('radio', { name: /Refund .*230,00.* now/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await screen.findByText(/HV-000501 checked out; .*230,00.* refunded/);
    expect(callsTo(fetchMock, 'POST', '/api/booking/501/check-out')).toHaveLength(1);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment/72/refund')[0]![1])).toEqual({
      amount: 230,
      mode: 'Card',
      reason: 'Credit at the check-out of HV-000501',
    });
    expect(callsTo(fetchMock, 'POST', '/api/payment/71/refund')).toHaveLength(0);
  });

  it('spreads a credit larger than the last payment over the earlier ones', async () => {
    // The booking as the check-out answers it decides the amount: 300 of credit, more than the card's 245.
    const fetchMock = signInCheckingOut({}, -300);
    const { user, dialog } = await openCheckOut();
    await within(dialog).findByText(/Leaving early/);
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await screen.findByText(/refunded/);
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment/72/refund')[0]![1])).toMatchObject({
      amount: 245,
    });
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/payment/71/refund')[0]![1])).toMatchObject({
      amount: 55,
      mode: 'Cash',
    });
  });

  it('can leave the credit on the booking, said plainly', async () => {
    const fetchMock = signInCheckingOut();
    const { user, dialog } = await openCheckOut();
    await user.click(await within(dialog).findByRole('radio', { name: /Leave .*230,00.* as a credit/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await screen.findByText(/HV-000501 checked out; .*230,00.* left as a credit on the booking/);
    expect(callsTo(fetchMock, 'GET', '/api/payment/property/12')).toHaveLength(0);
  });

  it('asks for the payment first when the shorter stay still leaves money owed', async () => {
    const fetchMock = signInCheckingOut({ paid: 0, balance: 115 });
    const { user } = renderApp(LIST);
    await pageReady();
    await user.click(await screen.findByRole('button', { name: 'Actions for HV-000501' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Check out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the balance first' });
    expect(dialog).toHaveTextContent(/Ana Ngata still owes .*115,00/);
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/booking/501/check-out')).toHaveLength(0);
  });
});

describe('new booking dialog', SLOW, () => {
  it('quotes as the clerk types and books with a new guest', async () => {
    const fetchMock = signIn({
      'POST /api/booking/property/12/quote': () => jsonResponse(quote()),
      'POST /api/booking/property/12': (_url, init) =>
        jsonResponse(buildBooking({ id: 777, bookingNumber: 'HV-000777', ...(bodyOf(init) as object) }), 201),
    });
    const { user } = renderApp(LIST);
    await pageReady();
    await screen.findByRole('link', { name: 'HV-000501' });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const adults = within(dialog).getByRole('spinbutton', { name: /Adults/ });
    await user.clear(adults);
    await user.type(adults, '2');
    const price = within(dialog).getByRole('region', { name: 'Price' });
    await waitFor(() => expect(price).toHaveTextContent(/Total.*345,00/));
    const quoted = callsTo(fetchMock, 'POST', '/api/booking/property/12/quote');
    expect(bodyOf(quoted.at(-1)![1])).toMatchObject({ roomTypeId: 3, adults: 2, rooms: 1 });
    // The discount cap comes from the quote (the user's limit).
    expect(within(dialog).getByText('Up to 10%')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await screen.findByText('Booking HV-000777 created');
    const [created] = callsTo(fetchMock, 'POST', '/api/booking/property/12');
    expect(bodyOf(created![1])).toMatchObject({
      roomTypeId: 3,
      adults: 2,
      status: 'CONFIRMED',
      source: 'Walk In',
      customer: { firstName: 'Ana', email: 'ana@example.com' },
    });
  });

  it('a sold-out stay says why and can be saved as an enquiry', async () => {
    const fetchMock = signIn({
      'POST /api/booking/property/12/quote': () =>
        jsonResponse(
          quote({ available: false, message: 'Standard Queen is sold out on 2026-05-02', unitsLeft: 0 }),
        ),
      'POST /api/booking/property/12': (_url, init) =>
        jsonResponse(
          buildBooking({
            id: 778,
            bookingNumber: 'HV-000778',
            status: 'ENQUIRY',
            ...(bodyOf(init) as object),
          }),
          201,
        ),
    });
    const { user } = renderApp(LIST);
    await pageReady();
    await screen.findByRole('link', { name: 'HV-000501' });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    expect(await within(dialog).findByText('Standard Queen is sold out on 2026-05-02')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Save as enquiry' }));
    await screen.findByText('Enquiry HV-000778 saved and filed in Manage Enquiries');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/booking/property/12')[0]![1])).toMatchObject({
      status: 'ENQUIRY',
    });
  });
});
