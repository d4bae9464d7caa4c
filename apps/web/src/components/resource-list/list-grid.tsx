import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type DataGridProps, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListViewProps } from './columns';
import { useGridLocaleText } from './grid-locale';

type Props<Row extends GridValidRowModel, K extends string, S extends string> = ListViewProps<Row, K, S> &
  Pick<DataGridProps<Row>, 'onRowClick' | 'onRowDoubleClick' | 'getRowClassName' | 'getRowHeight'>;

/**
 * The grid's loading overlay: a bar like the cards' one, with a name. The grid's own overlay is an unnamed
 * progressbar, which axe reports as serious whenever a list refetches (sorting, paging, a filter).
 */
function GridLoadingBar() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('resourceList.loading')} />;
}

/**
 * The list's DataGrid: paged and sorted by the server from the address's state, in the interface language (the
 * French pack in French). A column is sortable exactly when the list declares its field among the server's sorts.
 * Unit tests render without virtualization (jsdom has no layout); every column is always rendered (a wide
 * buffer), so the row actions stay reachable however narrow the screen.
 */
export function ListGrid<Row extends GridValidRowModel, K extends string, S extends string>({
  rows,
  columns,
  list,
  total,
  loading,
  label,
  empty,
  ...rest
}: Props<Row, K, S>) {
  const localeText = useGridLocaleText();
  const { state, spec } = list;
  const sorts = spec.sorts as readonly string[];
  const gridColumns = useMemo(
    () =>
      columns.map(({ card: _card, ...column }) => ({
        ...column,
        sortable: column.sortable !== false && sorts.includes(column.field),
      })),
    [columns, sorts],
  );
  const sortModel: GridSortModel = state.sort ? [{ field: state.sort, sort: state.order }] : [];

  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        {...rest}
        autoHeight
        rows={rows}
        columns={gridColumns}
        rowCount={total}
        loading={loading}
        slots={{ loadingOverlay: GridLoadingBar }}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={{ page: state.page, pageSize: state.size }}
        onPaginationModelChange={(m) => list.setPaging(m.page, m.pageSize)}
        pageSizeOptions={[...spec.pageSizes]}
        sortModel={sortModel}
        onSortModelChange={(m) => {
          const [first] = m;
          list.setSort((first?.field as S | undefined) ?? null, first?.sort === 'desc' ? 'desc' : 'asc');
        }}
        disableColumnFilter
        disableRowSelectionOnClick
        disableVirtualization={import.meta.env.MODE === 'test'}
        columnBufferPx={4000}
        localeText={{ ...localeText, noRowsLabel: empty }}
        aria-label={label}
        sx={rest.onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : undefined}
      />
    </Box>
  );
}
