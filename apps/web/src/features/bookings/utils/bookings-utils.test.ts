import type { Booking } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { bookingActionStates } from './booking-actions';
import { readListState, toApiParams, writeListState } from './list-query';
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

describe('list filters in the address bar', () => {
  it('round-trips a filtered state and leaves defaults out of the address', () => {
    const state = {
      ...readListState(new URLSearchParams()),
      tab: 'closed' as const,
      dateField: 'stay' as const,
      from: '2026-05-01',
      to: '2026-05-31',
      search: ' smith ',
      view: 'arrivals' as const,
      page: 2,
      sort: 'arrival' as const,
      order: 'desc' as const,
    };
    const params = writeListState(state);
    expect(params.toString()).toBe(
      'tab=closed&dates=stay&from=2026-05-01&to=2026-05-31&q=smith&view=arrivals&page=2&sort=arrival&order=desc',
    );
    expect(readListState(params)).toEqual({ ...state, search: 'smith' });
    expect(writeListState(readListState(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores what it does not understand in a hand-edited link', () => {
    const state = readListState(new URLSearchParams('tab=nope&from=tomorrow&size=7&sort=password&page=-3'));
    expect(state).toMatchObject({ tab: 'all', from: '', size: 25, sort: null, page: 0 });
  });

  it('turns tabs and the date range into the API query', () => {
    const base = readListState(new URLSearchParams());
    expect(toApiParams({ ...base, tab: 'closed', from: '2026-05-01' })).toEqual({
      page: 0,
      size: 25,
      status: 'CANCELLED,VOID,NO_SHOW',
      arrivalFrom: '2026-05-01',
    });
    expect(
      toApiParams(
        { ...base, tab: 'confirmed', dateField: 'stay', from: '2026-05-09', to: '2026-05-01' },
        { paging: false },
      ),
    ).toEqual({ status: 'NEW,CONFIRMED', stayFrom: '2026-05-01', stayTo: '2026-05-09' });
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
