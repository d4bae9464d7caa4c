import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

import type { ListController } from './use-list-state';

/**
 * A list column: a DataGrid column, plus how it shows on a phone card: 'title' (the card's heading), 'hidden', or
 * (default) a "label: value" line. Sorting is on the server, so a column is sortable only when the list declares
 * its field among the sorts.
 */
export type ListColumn<Row extends GridValidRowModel> = GridColDef<Row> & { card?: 'title' | 'hidden' };

type Getter<Row extends GridValidRowModel> = (
  value: unknown,
  row: Row,
  column: unknown,
  api: unknown,
) => unknown;

/**
 * A cell's content outside the grid (a phone card): the column's own renderCell when it has one, else its value,
 * formatted like the grid formats it. The grid's api is not there: columns of this app read only value and row.
 */
export function cellContent<Row extends GridValidRowModel>(column: ListColumn<Row>, row: Row): ReactNode {
  const raw: unknown = (row as Record<string, unknown>)[column.field];
  const value = column.valueGetter ? (column.valueGetter as Getter<Row>)(raw, row, column, undefined) : raw;
  if (column.renderCell)
    return column.renderCell({
      row,
      value,
      field: column.field,
      id: row.id as unknown,
    } as GridRenderCellParams<Row>);
  const shown = column.valueFormatter
    ? (column.valueFormatter as Getter<Row>)(value, row, column, undefined)
    : value;
  return typeof shown === 'string' || typeof shown === 'number' ? shown : '';
}

/** What both views of a list (the grid, the phone cards) are given. */
export type ListViewProps<Row extends GridValidRowModel, K extends string, S extends string> = {
  rows: Row[];
  columns: ListColumn<Row>[];
  list: ListController<K, S>;
  total: number;
  loading: boolean;
  label: string;
  empty: string;
};
