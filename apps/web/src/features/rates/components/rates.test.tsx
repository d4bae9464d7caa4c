import { dateRange, todayIn, type DailyRate, type Grid, type Role } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedIn } from '../../../testing/signed-in';
import { bodyOf, callsTo, jsonResponse, renderApp, type ApiRoutes } from '../../../testing/test-utils';
import { addDays } from '../utils/dates';

/** Today at the demo property (buildProperty: Pacific/Auckland), as the page computes it. */
const propertyToday = () => todayIn('Pacific/Auckland');

function cell(date: string, overrides: Partial<DailyRate> = {}): DailyRate {
  return {
    date,
    price: 150,
    total: 10,
    booked: 2,
    onHold: 1,
    blocked: 0,
    available: 7,
    closed: false,
    minStay: null,
    maxStay: null,
    cta: false,
    ctd: false,
    stopSell: false,
    ...overrides,
  };
}

/** Cell edits the mocked server has saved (room type 1), by date. */
const saved = new Map<string, Partial<DailyRate>>();

/** A grid for any range: Standard Queen sold out on day 1, closed on day 2, CTA on day 3; a second type plain. */
function buildGrid(from: string, to: string): Grid {
  const dates = dateRange(from, to);
  return {
    propertyId: 12,
    from,
    to,
    dates,
    propertyStopSell: [],
    roomTypes: [
      {
        roomTypeId: 1,
        name: 'Standard Queen',
        shared: false,
        cells: dates.map((d, i) =>
          cell(d, {
            ...(i === 1 ? { available: 0, booked: 9 } : {}),
            ...(i === 2 ? { closed: true } : {}),
            ...(i === 3 ? { cta: true, minStay: 2 } : {}),
            ...saved.get(d),
          }),
        ),
        plans: [
          {
            planId: 11,
            code: 'BB',
            name: 'Bed & Breakfast',
            cells: dates.map((d) => ({ date: d, price: 175, sellable: true })),
          },
        ],
      },
      {
        roomTypeId: 2,
        name: 'Harbour Suite',
        shared: false,
        cells: dates.map((d) => cell(d, { price: 320, total: 4, booked: 0, onHold: 0, available: 4 })),
        plans: [],
      },
    ],
  };
}

const PATH = '/bookone/manage-rates-availability';

function signIn(roles: Role[], extra: ApiRoutes = {}) {
  saved.clear();
  return signedIn({
    roles,
    routes: {
      'GET /api/availability/property/12/grid': (url) =>
        jsonResponse(buildGrid(url.searchParams.get('from')!, url.searchParams.get('to')!)),
      ...extra,
    },
  });
}

/** The cells of a room type's row (also while a modal dialog hides the page from the accessibility tree). */
const cellsOf = (name: string) =>
  screen
    .getAllByRole('button', { name: new RegExp(`, ${name}, `), hidden: true })
    .filter((el) => el.dataset.date);

describe('rates and availability grid', () => {
  it('loads the next 14 days and shows each cell with its state', async () => {
    const fetchMock = signIn(['PROP_ADMIN']);
    renderApp(PATH);
    // The page module loads lazily: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rates & Availability' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: /Rates and availability from/ });

    const [call] = callsTo(fetchMock, 'GET', '/api/availability/property/12/grid');
    const today = propertyToday();
    expect(call?.[0].searchParams.get('from')).toBe(today);
    expect(call?.[0].searchParams.get('to')).toBe(addDays(today, 13));

    const queen = cellsOf('Standard Queen');
    expect(queen).toHaveLength(14);
    expect(queen[0]).toHaveAttribute('data-state', 'open');
    expect(within(queen[0]!).getByText('150')).toBeInTheDocument();
    expect(within(queen[0]!).getByText('7/10 left')).toBeInTheDocument();
    expect(within(queen[0]!).getByText('B 2 ·', { exact: false })).toBeInTheDocument();
    expect(queen[1]).toHaveAttribute('data-state', 'soldOut');
    expect(within(queen[1]!).getByText('Sold out')).toBeInTheDocument();
    expect(queen[2]).toHaveAttribute('data-state', 'closed');
    expect(within(queen[2]!).getByText('Closed')).toBeInTheDocument();
    expect(within(queen[3]!).getByText('CTA')).toBeInTheDocument();
    expect(within(queen[3]!).getByText('Min 2')).toBeInTheDocument();
    expect(cellsOf('Harbour Suite')).toHaveLength(14);
    // Label in name (WCAG 2.5.3): each cell's name starts with the text it shows, then says the rest in full.
    for (const button of [queen[0]!, queen[3]!]) {
      const shown = button.textContent.replace(/\s+/g, ' ').trim();
      const name = button.getAttribute('aria-label')!;
      expect(name.startsWith(`${shown}, Standard Queen, `), `"${name}" starts with "${shown}"`).toBe(true);
    }
    expect(queen[3]).toHaveAccessibleName(expect.stringContaining('150 7/10 left B 2 · H 1 CTA Min 2, '));
    expect(queen[0]).toHaveAccessibleName(expect.stringMatching(/, 2 booked, 1 on hold, edit rate$/));
  });

  it('expands a room type to its rate plans', async () => {
    signIn(['PROP_ADMIN']);
    const { user } = renderApp(PATH);
    await user.click(
      await screen.findByRole('button', { name: 'Show rate plans of Standard Queen' }, { timeout: 10_000 }),
    );
    expect(screen.getByRole('rowheader', { name: /Bed & Breakfast/ })).toBeInTheDocument();
    expect(screen.getAllByText('175').length).toBe(14);
  });

  it('next week moves the range by seven days', async () => {
    const fetchMock = signIn(['PROP_ADMIN']);
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET', '/api/availability/property/12/grid').some(
          ([url]) => url.searchParams.get('from') === addDays(propertyToday(), 7),
        ),
      ).toBe(true),
    );
  });

  it('an inline edit sends only the changed fields to the cell endpoint and shows the new price', async () => {
    const date = propertyToday();
    const fetchMock = signIn(['PROP_MANAGER'], {
      [`PUT /api/availability/room-types/1/dates/${date}`]: (_url, init) => {
        saved.set(date, bodyOf(init) as Partial<DailyRate>);
        return jsonResponse(cell(date, saved.get(date)));
      },
    });
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(cellsOf('Standard Queen')[0]!);

    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('spinbutton', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '199');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Closed to arrival (CTA)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(fetchMock, 'PUT', `/api/availability/room-types/1/dates/${date}`);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]![1])).toEqual({ price: 199, cta: true });
    expect(within(cellsOf('Standard Queen')[0]!).getByText('199')).toBeInTheDocument();
  });

  it('an inline edit that fails keeps the input and shows the server message on the field', async () => {
    const date = propertyToday();
    signIn(['PROP_ADMIN'], {
      [`PUT /api/availability/room-types/1/dates/${date}`]: () =>
        jsonResponse(
          { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fields: { minStay: 'Too long' } },
          400,
        ),
    });
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(cellsOf('Standard Queen')[0]!);
    const dialog = await screen.findByRole('dialog');
    const minStay = within(dialog).getByRole('spinbutton', { name: 'Minimum stay' });
    await user.type(minStay, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
    expect(minStay).toHaveValue(30);
    // Rolled back: the grid shows the server's value again.
    expect(within(cellsOf('Standard Queen')[0]!).queryByText('Min 30')).not.toBeInTheDocument();
  });

  it('validates a cell inline before sending', async () => {
    const fetchMock = signIn(['PROP_ADMIN']);
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(cellsOf('Standard Queen')[0]!);
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByRole('spinbutton', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be negative')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  // Many fields and two steps (form, then summary): more than the default 15 s on a busy machine.
  it(
    'the bulk update sends the chosen range, weekdays, room types and changes, then refreshes the grid',
    { timeout: 40_000 },
    async () => {
      const fetchMock = signIn(['PROP_ADMIN'], {
        'POST /api/availability/property/12/bulk-update': () =>
          jsonResponse({ dates: [], updatedCells: 5, propertyStopSellDates: 0 }),
      });
      const { user } = renderApp(PATH);
      // The page module loads lazily: slow on a busy machine.
      await screen.findByRole('region', { name: /Rates and availability from/ }, { timeout: 10_000 });
      const gridCalls = () => callsTo(fetchMock, 'GET', '/api/availability/property/12/grid').length;
      const before = gridCalls();
      await user.click(screen.getByRole('button', { name: 'Bulk update' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bulk update' });

      const from = propertyToday();
      const to = addDays(from, 6);
      const toField = within(dialog).getByLabelText('To');
      await user.clear(toField);
      await user.type(toField, to);
      await user.click(within(dialog).getByRole('button', { name: 'Mon–Fri' }));
      // No room type starts ticked: the change applies only where the user says.
      expect(within(dialog).getByRole('checkbox', { name: 'Standard Queen' })).not.toBeChecked();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Standard Queen' }));
      await user.selectOptions(within(dialog).getByLabelText('Price change'), 'INCREASE');
      await user.selectOptions(within(dialog).getByLabelText('As'), 'PERCENT');
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Value' }), '10');
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum stay' }), '2');
      await user.selectOptions(within(dialog).getByLabelText('Closed to departure'), 'on');
      await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));

      // A summary of what will change comes first; nothing is sent yet.
      const summary = within(dialog).getByRole('list', { name: 'Summary of the changes' });
      expect(summary).toHaveTextContent(`Dates: ${from} to ${to}, Mon Tue Wed Thu Fri`);
      expect(summary).toHaveTextContent('Room types: Standard Queen');
      expect(summary).toHaveTextContent('Price: raised by 10 %');
      expect(summary).toHaveTextContent('Minimum stay: 2');
      expect(summary).toHaveTextContent('Closed to departure: on');
      expect(callsTo(fetchMock, 'POST', '/api/availability/property/12/bulk-update')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [call] = callsTo(fetchMock, 'POST', '/api/availability/property/12/bulk-update');
      expect(bodyOf(call?.[1])).toEqual({
        from,
        to,
        weekdays: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        roomTypeIds: [1],
        price: { mode: 'INCREASE', by: 'PERCENT', value: 10 },
        minStay: 2,
        ctd: true,
      });
      expect(await screen.findByText('5 cells updated')).toBeInTheDocument();
      await waitFor(() => expect(gridCalls()).toBeGreaterThan(before));
    },
  );

  it(
    'the bulk summary goes back to the choices as they were; a refused update shows the server message on its field',
    { timeout: 40_000 },
    async () => {
      const fetchMock = signIn(['PROP_ADMIN'], {
        'POST /api/availability/property/12/bulk-update': () =>
          jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid body',
              fields: { 'body.minStay': 'Longer than the season' },
            },
            400,
          ),
      });
      const { user } = renderApp(PATH);
      await screen.findByRole('region', { name: /Rates and availability from/ }, { timeout: 10_000 });
      await user.click(screen.getByRole('button', { name: 'Bulk update' }));
      const dialog = await screen.findByRole('dialog', { name: 'Bulk update' });
      await user.click(within(dialog).getByRole('checkbox', { name: 'Harbour Suite' }));
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Minimum stay' }), '3');
      await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
      expect(await within(dialog).findByRole('list', { name: 'Summary of the changes' })).toHaveTextContent(
        'Minimum stay: 3',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      expect(within(dialog).getByRole('checkbox', { name: 'Harbour Suite' })).toBeChecked();
      expect(within(dialog).getByRole('spinbutton', { name: 'Minimum stay' })).toHaveValue(3);
      expect(callsTo(fetchMock, 'POST', '/api/availability/property/12/bulk-update')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
      // The review step comes after the form's (asynchronous) validation.
      await user.click(await within(dialog).findByRole('button', { name: 'Apply changes' }));
      expect(await within(dialog).findByText('Longer than the season')).toBeInTheDocument();
      expect(within(dialog).getByRole('spinbutton', { name: 'Minimum stay' })).toHaveValue(3);
    },
  );

  it('the bulk update asks for a change before sending', async () => {
    const fetchMock = signIn(['PROP_ADMIN']);
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(screen.getByRole('button', { name: 'Bulk update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk update' });
    await user.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByText('Choose something to change')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/availability/property/12/bulk-update')).toHaveLength(0);
  });

  it('a read-only role sees the grid without edit controls', async () => {
    signIn(['PROP_FRONTDESK']);
    renderApp(PATH);
    const region = await screen.findByRole('region', { name: /Rates and availability from/ });
    expect(screen.getByText(/only a property administrator or manager can change it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk update' })).not.toBeInTheDocument();
    expect(within(region).queryAllByRole('button', { name: /, Standard Queen, / })).toHaveLength(0);
    expect(within(region).getAllByRole('group', { name: /, Standard Queen, / })).toHaveLength(14);
  });

  it('quotes a stay and lists why it cannot be sold', async () => {
    const today = propertyToday();
    const fetchMock = signIn(['PROP_ADMIN'], {
      'POST /api/availability/property/12/quote': () =>
        jsonResponse({
          roomTypeId: 1,
          planId: null,
          checkIn: today,
          checkOut: addDays(today, 2),
          nights: 2,
          units: 1,
          adults: 2,
          children: 0,
          currency: 'NZD',
          sellable: false,
          reasons: [{ code: 'SOLD_OUT', message: 'Sold out', dates: [addDays(today, 1)] }],
          available: 0,
          breakdown: [
            {
              date: today,
              rate: 150,
              extraAdults: 0,
              extraChildren: 0,
              extraCharge: 0,
              amount: 150,
              tax: 22.5,
            },
            {
              date: addDays(today, 1),
              rate: 150,
              extraAdults: 0,
              extraChildren: 0,
              extraCharge: 0,
              amount: 150,
              tax: 22.5,
            },
          ],
          roomCharge: 300,
          extraCharge: 0,
          subtotal: 300,
          taxes: [{ name: 'GST', amount: 45 }],
          tax: 45,
          total: 345,
        }),
    });
    const { user } = renderApp(PATH);
    await screen.findByRole('region', { name: /Rates and availability from/ });
    await user.click(screen.getByRole('button', { name: 'Quote a stay' }));
    const nights = screen.getByRole('spinbutton', { name: 'Nights' });
    await user.clear(nights);
    await user.type(nights, '2');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));

    expect(await screen.findByText('Not sellable')).toBeInTheDocument();
    expect(screen.getByText(/^Sold out:/)).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent('345,00');
    const [call] = callsTo(fetchMock, 'POST', '/api/availability/property/12/quote');
    expect(bodyOf(call?.[1])).toEqual({
      roomTypeId: 1,
      planId: null,
      checkIn: today,
      checkOut: addDays(today, 2),
      adults: 2,
      children: 0,
      rooms: 1,
    });
  });
});
