import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/**
 * A small table of records inside a card or a tab (a room type's rooms, its rate plans): named for assistive
 * technology, a header row, and an actions column on the right when `actionsHeader` is given. The rows are the
 * children (TableRow; `RowActionsCell` for the actions).
 */
export function RecordTable({
  label,
  headers,
  actionsHeader,
  children,
}: {
  label: string;
  headers: readonly string[];
  /** The title of the actions column; no column without it. */
  actionsHeader?: string;
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            {actionsHeader != null && <TableCell align="right">{actionsHeader}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
