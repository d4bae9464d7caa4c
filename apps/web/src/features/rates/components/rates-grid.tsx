import type { DailyRate, Grid } from '@bookone/domain';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatPrice, isWeekend } from '../utils/dates';
import { CELL_WIDTH, Marker, RateCell } from './rate-cell';

export type GridRow = Grid['roomTypes'][number];

type RatesGridProps = {
  grid: Grid;
  currency: string;
  canEdit: boolean;
  onEditCell: (row: GridRow, cell: DailyRate) => void;
};

const FIRST_COL_WIDTH = 200;

/**
 * The rates-and-availability grid: room types as rows (each expandable to its rate plans) × dates as columns. The
 * header row and the first column stay in view while the grid scrolls both ways. Each cell shows the price, what
 * is left of the total, the booked and on-hold counts and the restriction markers; an editor opens a cell with a
 * click or Enter, and moves between cells with the arrow keys.
 */
export function RatesGrid({ grid, currency, canEdit, onEditCell }: RatesGridProps) {
  const { t, i18n } = useTranslation('rooms');
  const theme = useTheme();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const stopped = new Set(grid.propertyStopSell);
  const lang = i18n.language;

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Arrow keys move between the cells of the grid (row and column are in data attributes).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (Number.isNaN(row) || Number.isNaN(col) || target.dataset.row === undefined) return;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [0, 1],
      ArrowLeft: [0, -1],
      ArrowDown: [1, 0],
      ArrowUp: [-1, 0],
    };
    const move = moves[event.key];
    if (!move) return;
    const next = event.currentTarget.querySelector<HTMLElement>(
      `[data-row="${row + move[0]}"][data-col="${col + move[1]}"]`,
    );
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const stickyFirst = {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    minWidth: FIRST_COL_WIDTH,
    maxWidth: FIRST_COL_WIDTH,
    borderRight: 1,
    borderRightColor: 'divider',
  } as const;

  return (
    <Box
      role="region"
      aria-label={t('rates.gridLabel', { from: grid.from, to: grid.to })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        overflow: 'auto',
        maxHeight: '70vh',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      }}
    >
      <Table size="small" stickyHeader sx={{ borderCollapse: 'separate', width: 'max-content' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyFirst, zIndex: 4, top: 0 }}>{t('rates.roomType')}</TableCell>
            {grid.dates.map((date) => (
              <TableCell
                key={date}
                align="center"
                sx={{
                  minWidth: CELL_WIDTH,
                  px: 0.5,
                  zIndex: 3,
                  bgcolor: isWeekend(date) ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
                }}
              >
                <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
                  {formatDay(date, lang, { day: undefined, month: undefined })}
                </Typography>
                <Typography variant="body2" component="div">
                  {formatDay(date, lang, { weekday: undefined })}
                </Typography>
                {stopped.has(date) && <Marker label={t('rates.propertyStopSell')} color="error" />}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.roomTypes.map((row, rowIndex) => {
            const open = expanded.has(row.roomTypeId);
            return (
              <Fragment key={row.roomTypeId}>
                <TableRow hover={false}>
                  <TableCell component="th" scope="row" sx={stickyFirst}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <IconButton
                        size="small"
                        onClick={() => toggle(row.roomTypeId)}
                        aria-expanded={open}
                        aria-label={t(open ? 'rates.collapse' : 'rates.expand', { name: row.name })}
                        disabled={row.plans.length === 0}
                      >
                        {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                      </IconButton>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={row.name}>
                          {row.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {currency}
                          {row.shared ? ` · ${t('roomTypes.shared')}` : ''}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  {row.cells.map((cell, colIndex) => (
                    <RateCell
                      key={cell.date}
                      roomTypeName={row.name}
                      cell={cell}
                      propertyStopped={stopped.has(cell.date)}
                      rowIndex={rowIndex}
                      colIndex={colIndex}
                      onEdit={canEdit ? () => onEditCell(row, cell) : undefined}
                    />
                  ))}
                </TableRow>
                {open &&
                  row.plans.map((plan) => (
                    <TableRow key={plan.planId}>
                      <TableCell component="th" scope="row" sx={{ ...stickyFirst, pl: 6 }}>
                        <Typography variant="body2" noWrap title={plan.name}>
                          {plan.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {plan.code}
                        </Typography>
                      </TableCell>
                      {plan.cells.map((cell) => (
                        <TableCell
                          key={cell.date}
                          align="center"
                          aria-label={t('rates.planCellLabel', {
                            name: plan.name,
                            date: formatDay(cell.date, lang),
                            price: formatPrice(cell.price, lang),
                            flags: cell.sellable ? '' : `, ${t('rates.notSellable')}`,
                          })}
                          sx={{
                            minWidth: CELL_WIDTH,
                            borderRight: 1,
                            borderRightColor: 'divider',
                            // Struck through when not sellable; secondary text (not the disabled grey) keeps 4.5:1 contrast.
                            color: cell.sellable ? 'text.primary' : 'text.secondary',
                            textDecoration: cell.sellable ? 'none' : 'line-through',
                            bgcolor: isWeekend(cell.date)
                              ? alpha(theme.palette.primary.main, 0.04)
                              : undefined,
                          }}
                        >
                          {formatPrice(cell.price, lang)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
