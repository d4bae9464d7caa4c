import { PROPERTY_STATUSES, BUSINESS_TYPES, formatCurrency } from '@bookone/domain';
import Box from '@mui/material/Box';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type SampleRow = {
  id: number;
  name: string;
  businessType: string;
  status: string;
  revenue: number;
};

const CITY_NAMES = [
  'Harbour',
  'Pine',
  'Lotus',
  'Corner',
  'Summit',
  'River',
  'Maple',
  'Coral',
  'Cedar',
  'Bay',
];
const KINDS = ['Hotel', 'Spa', 'Bistro', 'Barbers', 'Motel', 'Lodge'];

/** 137 sample rows, generated the same way every time (no randomness): the "server's" table. */
export const SAMPLE_ROWS: readonly SampleRow[] = Array.from({ length: 137 }, (_, index) => ({
  id: index + 1,
  name: `${CITY_NAMES[index % CITY_NAMES.length]} ${KINDS[index % KINDS.length]} ${Math.floor(index / 10) + 1}`,
  businessType: BUSINESS_TYPES[index % BUSINESS_TYPES.length] ?? 'Other',
  status: PROPERTY_STATUSES[index % PROPERTY_STATUSES.length] ?? 'NEW',
  revenue: ((index * 7919) % 100_000) / 10,
}));

type PageQuery = { page: number; pageSize: number; sort: GridSortModel };

/**
 * What a list endpoint does: sort, then cut out one page, and say how many rows there are in all. Answers after a
 * short delay, like a network call would.
 */
export async function fetchSamplePage({ page, pageSize, sort }: PageQuery, delayMs = 250) {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const rows = [...SAMPLE_ROWS];
  const [order] = sort;
  if (order) {
    const field = order.field as keyof SampleRow;
    const direction = order.sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  }
  return { items: rows.slice(page * pageSize, (page + 1) * pageSize), total: rows.length };
}

/** A DataGrid with server-side pagination and sorting: only the current page is ever in the browser. */
export function DataGridExample() {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const { data, isFetching } = useQuery({
    queryKey: ['examples', 'sample-rows', pagination, sort],
    queryFn: () => fetchSamplePage({ ...pagination, sort }),
    placeholderData: keepPreviousData,
  });

  const columns: GridColDef<SampleRow>[] = [
    { field: 'id', headerName: t('examples.grid.id'), width: 80 },
    { field: 'name', headerName: t('examples.grid.name'), flex: 1, minWidth: 180 },
    { field: 'businessType', headerName: t('examples.grid.businessType'), width: 160 },
    { field: 'status', headerName: t('examples.grid.status'), width: 130 },
    {
      field: 'revenue',
      headerName: t('examples.grid.revenue'),
      type: 'number',
      width: 160,
      valueFormatter: (value: number) => formatCurrency(value, 'NZD'),
    },
  ];

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={data?.items ?? []}
        columns={columns}
        rowCount={data?.total ?? 0}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortModel={sort}
        onSortModelChange={setSort}
        pageSizeOptions={[5, 10, 25]}
        disableColumnFilter
        disableRowSelectionOnClick
        aria-label={t('examples.grid.label')}
      />
    </Box>
  );
}
