import Chip, { type ChipProps } from '@mui/material/Chip';
import type { GridValidRowModel } from '@mui/x-data-grid';

import type { ListColumn } from './columns';

/**
 * A list's Status column: the row's status as a small chip coloured by `colors`, its text given by `labelOf` (the
 * text carries the meaning, the colour only helps).
 */
export function statusColumn<S extends string, Row extends GridValidRowModel & { status: S }>(
  headerName: string,
  colors: Record<S, ChipProps['color']>,
  labelOf: (status: S) => string,
  width = 130,
): ListColumn<Row> {
  return {
    field: 'status',
    headerName,
    width,
    renderCell: ({ row }) => <Chip size="small" color={colors[row.status]} label={labelOf(row.status)} />,
  };
}
