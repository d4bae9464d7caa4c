import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../../testing/test-utils';
import type { ListColumn } from './columns';
import { SearchFilter } from './list-filters';
import { defineList } from './list-state';
import { ResourceListPage, type ListQueryResult } from './resource-list-page';
import { useListState } from './use-list-state';

type Row = { id: number; name: string; city: string };

const LIST = defineList({
  filters: { q: { max: 40 } },
  sorts: ['name'],
  defaultSort: null,
  pageSizes: [10, 25],
  defaultSize: 10,
});

const columns: ListColumn<Row>[] = [
  { field: 'name', headerName: 'Name', card: 'title' },
  { field: 'city', headerName: 'City' },
];

function Page({ query }: { query: ListQueryResult<Row> }) {
  const list = useListState(LIST);
  return (
    <ResourceListPage
      title="Things"
      list={list}
      query={query}
      columns={columns}
      empty="Nothing yet"
      noMatch="Nothing matches"
      gridLabel="Things"
      filters={<SearchFilter list={list} filter="q" label="Search" />}
    />
  );
}

const result = (over: Partial<ListQueryResult<Row>> = {}): ListQueryResult<Row> => ({
  data: { items: [{ id: 1, name: 'Ana', city: 'Nelson' }], total: 1 },
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const show = (query: ListQueryResult<Row>, at = '/things') =>
  renderRoutes([{ path: '/things', element: <Page query={query} /> }], { initialEntries: [at] });

afterEach(() => void i18next.changeLanguage('en'));

describe('resource list page', () => {
  it('says "nothing yet" without filters and "nothing matches" with one', async () => {
    show(result({ data: { items: [], total: 0 } }));
    expect(await screen.findByText('Nothing yet')).toBeInTheDocument();
    show(result({ data: { items: [], total: 0 } }), '/things?q=zz');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry that asks again', async () => {
    const refetch = vi.fn();
    const { user } = show(result({ isError: true, error: new Error('Server down'), refetch }));
    expect(await screen.findByText('The list could not be loaded: Server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it("uses the grid's French texts in French", async () => {
    await i18next.changeLanguage('fr');
    show(result());
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid.parentElement!.parentElement!).getByText(/Lignes par page/)).toBeInTheDocument();
  });

  it('names the bar it shows while the list reloads (an unnamed progressbar is a serious axe finding)', async () => {
    show(result({ isFetching: true }));
    await screen.findByRole('grid', { name: 'Things' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows cards instead of the grid under 600 px', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        onchange: null,
        dispatchEvent: vi.fn(),
      })),
    );
    show(result());
    const cards = await screen.findByRole('region', { name: 'Things' });
    expect(within(cards).getByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(within(cards).getByText('Nelson')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
