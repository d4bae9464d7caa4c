import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '../../testing/test-utils';
import { defineList } from './list-state';
import { useListState } from './use-list-state';

const LIST = defineList({
  filters: { status: { values: ['OPEN', 'CLOSED'] }, method: { values: ['CASH', 'CARD'] } },
  sorts: ['date'],
  defaultSort: null,
  pageSizes: [10],
  defaultSize: 10,
});

function Filters() {
  const list = useListState(LIST);
  return (
    <>
      <button onClick={() => list.setFilters({ status: 'CLOSED' })}>Closed</button>
      <button onClick={() => list.setFilters({ method: 'CARD' })}>Card</button>
      <output>{JSON.stringify(list.state.filters)}</output>
    </>
  );
}

describe('list state in the address', () => {
  it('keeps a first filter when a second one changes before the address has caught up', async () => {
    // The route's data is read again on every change of the address: while it loads, the address still shows the
    // old filters (as on the order list, a status tab then a method picked quickly).
    const waiting: (() => void)[] = [];
    let loads = 0;
    const loader = () =>
      loads++ === 0 ? null : new Promise<null>((resolve) => waiting.push(() => resolve(null)));
    const { router, user } = renderRoutes([{ path: '/orders', element: <Filters />, loader }], {
      initialEntries: ['/orders'],
    });
    await user.click(await screen.findByRole('button', { name: 'Closed' }));
    expect(router.state.navigation.state).toBe('loading');
    await user.click(screen.getByRole('button', { name: 'Card' }));
    await act(async () => waiting.forEach((go) => go()));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('CLOSED');
    expect(params.get('method')).toBe('CARD');
    expect(screen.getByRole('status')).toHaveTextContent('{"status":"CLOSED","method":"CARD"}');
  });

  it('two changes in one handler keep both', async () => {
    function Both() {
      const list = useListState(LIST);
      return (
        <button
          onClick={() => {
            list.setFilters({ status: 'OPEN' });
            list.setFilters({ method: 'CASH' });
          }}
        >
          Both
        </button>
      );
    }
    const { router, user } = renderRoutes([{ path: '/orders', element: <Both /> }], {
      initialEntries: ['/orders'],
    });
    await user.click(await screen.findByRole('button', { name: 'Both' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN&method=CASH'));
  });
});
