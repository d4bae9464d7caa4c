import { todayIn, type Booking } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { bookingActionStates } from './booking-actions';
import { readListState, writeListState } from '../../../components/resource-list/list-state';
import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty } from '../../../testing/data-generators';
import { BOOKING_LIST, toApiParams } from './list-query';
import { quoteRequestFrom, toCreateInput, type NewBookingValues } from './quote-form';

const TZ = 'Pacific/Auckland';
const allocation = {
  id: 1,
  roomId: 5,
  roomNumber: '101',
  bed: 0,
  fromDate: '2026-05-01',
  toDate: '2026-05-03',
};
const booking = (over: Partial<Booking>) =>
  ({ status: 'CONFIRMED', allocations: [], units: 1, balance: 0, checkedOutAt: null, ...over }) as Pick<
    Booking,
    'status' | 'allocations' | 'units' | 'balance' | 'checkedOutAt'
  >;
const summary = (b: ReturnType<typeof booking>, today = '2026-05-01') =>
  bookingActionStates(b, today, TZ).map((s) => (s.allowed ? s.action : `${s.action}:${s.reason}`));

describe('actions offered by booking state', () => {
  it('an enquiry can be confirmed, cancelled or voided, never checked in or marked a no-show', () => {
    expect(summary(booking({ status: 'ENQUIRY' }))).toEqual(['CONFIRM', 'CANCEL', 'VOID']);
  });

  it('a confirmed booking without rooms offers check-in (the dialog picks them), void and no-show', () => {
    expect(summary(booking({}))).toEqual(['CANCEL', 'VOID', 'NO_SHOW', 'CHECK_IN']);
  });

  it('once rooms are allocated, void and no-show are refused until they are released', () => {
    expect(summary(booking({ allocations: [allocation] }))).toEqual([
      'CANCEL',
      'VOID:releaseFirst',
      'NO_SHOW:releaseFirst',
      'CHECK_IN',
    ]);
  });

  it('an in-house guest with a balance is still offered check-out (the handler asks to settle first)', () => {
    expect(summary(booking({ status: 'CHECKEDIN', balance: 120, allocations: [allocation] }))).toEqual([
      'CHECK_OUT',
    ]);
  });

  it("undoing a check-out is allowed on the check-out's own day at the property only", () => {
    // 2026-05-01T11:00Z is 23:00 on 1 May in Auckland (NZST, +12).
    const b = booking({ status: 'CHECKEDOUT', checkedOutAt: '2026-05-01T11:00:00.000Z' });
    expect(summary(b, '2026-05-01')).toEqual(['UNDO_CHECK_OUT']);
    expect(summary(b, '2026-05-02')).toEqual(['UNDO_CHECK_OUT:undoSameDay']);
  });

  it('cancelled, void and no-show bookings offer nothing', () => {
    for (const status of ['CANCELLED', 'VOID', 'NO_SHOW'] as const)
      expect(summary(booking({ status }))).toEqual([]);
  });
});

describe('booking list in the address bar', () => {
  const read = (search: string) => readListState(BOOKING_LIST, new URLSearchParams(search));

  it("opens on today's work: stays from today at the property, earliest arrival first", () => {
    saveSession(buildLoginResponse({ property: buildProperty({ timezone: 'Pacific/Auckland' }) }));
    const state = read('');
    expect(state.filters.from).toBe(todayIn('Pacific/Auckland'));
    expect(toApiParams(state)).toEqual({
      page: 0,
      size: 25,
      sort: 'arrival',
      order: 'asc',
      stayFrom: todayIn('Pacific/Auckland'),
    });
    expect(writeListState(BOOKING_LIST, state).toString()).toBe('');
    // Every booking, once the date is cleared on purpose (and that survives a reload).
    expect(toApiParams(read('from='))).toEqual({ page: 0, size: 25, sort: 'arrival', order: 'asc' });
  });

  it('ignores what it does not understand in a hand-edited link', () => {
    const state = read('tab=nope&from=tomorrow&size=7&sort=password&page=-3');
    expect(state).toMatchObject({ size: 25, sort: 'arrival', page: 0 });
    expect(state.filters).toMatchObject({ tab: '', from: read('').filters.from });
  });

  it('turns tabs and the date range into the API query', () => {
    expect(toApiParams(read('tab=closed&dates=arrival&from=2026-05-01'))).toEqual({
      page: 0,
      size: 25,
      sort: 'arrival',
      order: 'asc',
      status: 'CANCELLED,VOID,NO_SHOW',
      arrivalFrom: '2026-05-01',
    });
    expect(toApiParams(read('tab=confirmed&from=2026-05-09&to=2026-05-01'), { paging: false })).toEqual({
      sort: 'arrival',
      order: 'asc',
      status: 'NEW,CONFIRMED',
      stayFrom: '2026-05-01',
      stayTo: '2026-05-09',
    });
  });
});

const form = (over: Partial<NewBookingValues> = {}): NewBookingValues => ({
  roomTypeId: 3,
  ratePlanId: null,
  arrival: '2026-05-01',
  departure: '2026-05-03',
  rooms: 1,
  adults: 2,
  children: 0,
  source: 'Walk In',
  externalReference: '',
  customerMode: 'new',
  customerId: null,
  customer: { firstName: 'Ana', lastName: 'Ngata', email: 'ana@example.com', phone: '' },
  notes: '',
  discountPercentage: 0,
  takePayment: false,
  advancePayment: { amount: Number.NaN, mode: 'Cash', reference: '' },
  companyId: null,
  promotionCode: '',
  ...over,
});

describe('quote form', () => {
  it('quotes only a complete stay', () => {
    expect(quoteRequestFrom(form())).toMatchObject({
      roomTypeId: 3,
      arrival: '2026-05-01',
      adults: 2,
      rooms: 1,
    });
    expect(quoteRequestFrom(form({ roomTypeId: null }))).toBeNull();
    expect(quoteRequestFrom(form({ departure: '2026-05-01' }))).toBeNull();
    expect(quoteRequestFrom(form({ adults: Number.NaN }))).toBeNull();
  });

  it('prices an amendment without counting the booking against itself', () => {
    expect(quoteRequestFrom(form(), 42)?.bookingId).toBe(42);
  });

  it('keeps the quote going while a discount beyond 100 is typed (the field shows the error)', () => {
    expect(quoteRequestFrom(form({ discountPercentage: 150 }))?.discountPercentage).toBe(100);
  });

  it('sends only the guest of the chosen mode and the advance payment only when taken', () => {
    const created = toCreateInput(form());
    expect(created.customer?.firstName).toBe('Ana');
    expect(created.customerId).toBeUndefined();
    expect(created.advancePayment).toBeUndefined();

    const existing = toCreateInput(
      form({
        customerMode: 'existing',
        customerId: 9,
        takePayment: true,
        advancePayment: { amount: 50, mode: 'Card', reference: 'R1' },
      }),
      'ENQUIRY',
    );
    expect(existing).toMatchObject({
      customerId: 9,
      status: 'ENQUIRY',
      advancePayment: { amount: 50, mode: 'Card' },
    });
    expect(existing.customer).toBeUndefined();
  });
});
