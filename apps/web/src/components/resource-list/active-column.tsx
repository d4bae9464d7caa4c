import Chip from '@mui/material/Chip';
import type { GridValidRowModel } from '@mui/x-data-grid';

import type { ListColumn } from './columns';

/** Active / Inactive as an outlined chip, green when active: the label is the text, so colour is never the only cue. */
export function ActiveChip({ active, label }: { active: boolean; label: string }) {
  return <Chip size="small" variant="outlined" color={active ? 'success' : 'default'} label={label} />;
}

/** A catalogue list's Active column (not sortable): the row's ActiveChip, its text given by `labelOf`. */
export function activeColumn<Row extends GridValidRowModel & { active: boolean }>(
  headerName: string,
  labelOf: (active: boolean) => string,
): ListColumn<Row> {
  return {
    field: 'active',
    headerName,
    width: 110,
    sortable: false,
    renderCell: ({ row }) => <ActiveChip active={row.active} label={labelOf(row.active)} />,
  };
}
