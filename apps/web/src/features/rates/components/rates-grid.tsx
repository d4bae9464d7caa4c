import type { DailyRate, Grid } from '@bookone/domain';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatPrice, isWeekend } from '../utils/dates';

export type GridRow = Grid['roomTypes'][number];

type RatesGridProps = {
  grid: Grid;
  currency: string;
  canEdit: boolean;
  onEditCell: (row: GridRow, cell: DailyRate) => void;
};

const FIRST_COL_WIDTH = 200;
const CELL_WIDTH = 96;

/** The state of a cell that decides how it looks (most severe first). */
export function cellState(
  cell: DailyRate,
  propertyStopped: boolean,
): 'soldOut' | 'closed' | 'stopSell' | 'open' {
  if (cell.closed) return 'closed';
  if (cell.stopSell || propertyStopped) return 'stopSell';
  if (cell.available <= 0) return 'soldOut';
  return 'open';
}

function cellBackground(theme: Theme, state: ReturnType<typeof cellState>, weekend: boolean): string {
  if (state === 'soldOut') return alpha(theme.palette.error.main, 0.14);
  if (state === 'closed' || state === 'stopSell')
    return `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.06)} 0 6px, transparent 6px 12px)`;
  return weekend ? alpha(theme.palette.primary.main, 0.04) : 'transparent';
}

function Marker({ label, color }: { label: string; color: 'error' | 'warning' | 'info' | 'default' }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        display: 'inline-block',
        px: 0.5,
        borderRadius: 0.5,
        fontSize: 11,
        lineHeight: '16px',
        fontWeight: 600,
        color: color === 'default' ? 'text.secondary' : theme.palette[color].dark,
        bgcolor:
          color === 'default'
            ? alpha(theme.palette.text.primary, 0.08)
            : alpha(theme.palette[color].main, 0.16),
      })}
    >
      {label}
    </Box>
  );
}

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
                  {row.cells.map((cell, colIndex) => {
                    const state = cellState(cell, stopped.has(cell.date));
                    const flags = [
                      state === 'soldOut' && t('rates.soldOut'),
                      cell.closed && t('rates.closed'),
                      (cell.stopSell || stopped.has(cell.date)) && t('rates.stopSell'),
                      cell.cta && t('rates.cta'),
                      cell.ctd && t('rates.ctd'),
                      cell.minStay != null && t('rates.minStayShort', { count: cell.minStay }),
                    ].filter(Boolean) as string[];
                    const label = t('rates.cellLabel', {
                      name: row.name,
                      date: formatDay(cell.date, lang),
                      price: formatPrice(cell.price, lang),
                      available: cell.available,
                      total: cell.total,
                      booked: cell.booked,
                      onHold: cell.onHold,
                      flags: flags.length ? `, ${flags.join(', ')}` : '',
                    });
                    const content = (
                      <>
                        <Typography
                          component="span"
                          variant="body2"
                          data-testid="cell-price"
                          sx={{
                            fontWeight: 700,
                            textDecoration: state === 'open' ? 'none' : 'line-through',
                            textDecorationThickness: 1,
                          }}
                        >
                          {formatPrice(cell.price, lang)}
                        </Typography>
                        <Typography
                          component="span"
                          variant="caption"
                          sx={{ color: state === 'soldOut' ? 'error.dark' : 'text.secondary' }}
                        >
                          {state === 'soldOut'
                            ? t('rates.soldOut')
                            : t('rates.availableOf', { available: cell.available, total: cell.total })}
                        </Typography>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {t('rates.bookedShort', { count: cell.booked })} ·{' '}
                          {t('rates.holdShort', { count: cell.onHold })}
                        </Typography>
                        <Box
                          component="span"
                          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, justifyContent: 'center' }}
                        >
                          {cell.closed && <Marker label={t('rates.closed')} color="default" />}
                          {(cell.stopSell || stopped.has(cell.date)) && (
                            <Marker label={t('rates.stopSell')} color="error" />
                          )}
                          {cell.cta && <Marker label={t('rates.cta')} color="warning" />}
                          {cell.ctd && <Marker label={t('rates.ctd')} color="warning" />}
                          {cell.minStay != null && (
                            <Marker label={t('rates.minStayShort', { count: cell.minStay })} color="info" />
                          )}
                        </Box>
                      </>
                    );
                    const common = {
                      'data-row': rowIndex,
                      'data-col': colIndex,
                      'data-date': cell.date,
                      'data-state': state,
                      'aria-label': label,
                      title: label,
                    };
                    const boxSx = {
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 0.25,
                      width: '100%',
                      minHeight: 76,
                      p: 0.5,
                      borderRadius: 0.5,
                      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
                    } as const;
                    return (
                      <TableCell
                        key={cell.date}
                        align="center"
                        sx={{
                          p: 0.25,
                          minWidth: CELL_WIDTH,
                          background: cellBackground(theme, state, isWeekend(cell.date)),
                          borderRight: 1,
                          borderRightColor: 'divider',
                        }}
                      >
                        {canEdit ? (
                          <ButtonBase
                            {...common}
                            onClick={() => onEditCell(row, cell)}
                            sx={{ ...boxSx, '&:hover': { bgcolor: 'action.hover' } }}
                          >
                            {content}
                          </ButtonBase>
                        ) : (
                          <Box {...common} role="group" tabIndex={0} sx={boxSx}>
                            {content}
                          </Box>
                        )}
                      </TableCell>
                    );
                  })}
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
                            color: cell.sellable ? 'text.primary' : 'text.disabled',
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
