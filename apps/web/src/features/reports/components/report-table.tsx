import type { ReportResult } from '@bookone/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { alignOf, formatCell, type CellFormat } from '../utils/report-cells';

/** A report's rows as a table named by its caption, with the totals row in the footer. */
export function ReportTable({
  result,
  caption,
  totalLabel,
  format,
  labelOf,
}: {
  result: ReportResult;
  caption: string;
  totalLabel: string;
  format: CellFormat;
  labelOf: (key: string) => string;
}) {
  const { columns, rows, totals } = result;
  return (
    // It scrolls (long reports, wide columns): focusable and named, so a keyboard can scroll it (axe).
    <TableContainer sx={{ maxHeight: 560 }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={alignOf(c)} scope="col">
                {labelOf(c.key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.key} align={alignOf(c)}>
                  {formatCell(c, row[c.key], format)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals && (
          <TableFooter>
            <TableRow data-testid="report-totals">
              {columns.map((c, i) => (
                <TableCell
                  key={c.key}
                  align={alignOf(c)}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'inherit' }}
                >
                  {i === 0 && !totals[c.key] ? totalLabel : formatCell(c, totals[c.key], format)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
