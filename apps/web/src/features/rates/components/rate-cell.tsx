import type { DailyRate } from '@bookone/domain';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, darken, useTheme, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatPrice, isWeekend } from '../utils/dates';

export const CELL_WIDTH = 96;

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

type MarkerColor = 'error' | 'warning' | 'info' | 'default';

/**
 * Text in a state colour on its own tint: the palette's `dark` shade alone is below 4.5:1 for warning and error at
 * caption size (axe color-contrast), so it is darkened further.
 */
const onTint = (theme: Theme, color: Exclude<MarkerColor, 'default'>) =>
  darken(theme.palette[color].dark, 0.3);

export function Marker({ label, color }: { label: string; color: MarkerColor }) {
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
        color: color === 'default' ? 'text.secondary' : onTint(theme, color),
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
 * One room type × date cell: the price, what is left of the total, the booked and on-hold counts and the
 * restriction markers. An editor gets a button that opens the cell, a reader a focusable group. Its accessible name
 * starts with exactly the text it shows (WCAG 2.5.3, "label in name": a voice user says what they see), then says
 * the room type, the date and the counts in full.
 */
export function RateCell({
  roomTypeName,
  cell,
  propertyStopped,
  rowIndex,
  colIndex,
  onEdit,
}: {
  roomTypeName: string;
  cell: DailyRate;
  propertyStopped: boolean;
  rowIndex: number;
  colIndex: number;
  /** Opens the cell's edit dialog; absent for readers. */
  onEdit?: () => void;
}) {
  const { t, i18n } = useTranslation('rooms');
  const theme = useTheme();
  const lang = i18n.language;
  const state = cellState(cell, propertyStopped);
  const price = formatPrice(cell.price, lang);
  const availability =
    state === 'soldOut'
      ? t('rates.soldOut')
      : t('rates.availableOf', { available: cell.available, total: cell.total });
  const counts = `${t('rates.bookedShort', { count: cell.booked })} · ${t('rates.holdShort', { count: cell.onHold })}`;
  const markers = [
    cell.closed && { label: t('rates.closed'), color: 'default' },
    (cell.stopSell || propertyStopped) && { label: t('rates.stopSell'), color: 'error' },
    cell.cta && { label: t('rates.cta'), color: 'warning' },
    cell.ctd && { label: t('rates.ctd'), color: 'warning' },
    cell.minStay != null && { label: t('rates.minStayShort', { count: cell.minStay }), color: 'info' },
  ].filter((m): m is { label: string; color: MarkerColor } => !!m);

  const label = t('rates.cellLabel', {
    shown: [price, availability, counts, ...markers.map((m) => m.label)].join(' '),
    name: roomTypeName,
    date: formatDay(cell.date, lang),
    available: cell.available,
    total: cell.total,
    booked: cell.booked,
    onHold: cell.onHold,
    action: onEdit ? `, ${t('rates.editCell')}` : '',
  });
  // The spaces between the parts make the shown text read as the label's first words (they take no room in a
  // flex column).
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
        {price}
      </Typography>{' '}
      <Typography
        component="span"
        variant="caption"
        sx={{ color: state === 'soldOut' ? onTint(theme, 'error') : 'text.secondary' }}
      >
        {availability}
      </Typography>{' '}
      <Typography component="span" variant="caption" color="text.secondary">
        {counts}
      </Typography>{' '}
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, justifyContent: 'center' }}>
        {markers.map((m, index) => (
          <Fragment key={m.label}>
            {index > 0 && ' '}
            <Marker label={m.label} color={m.color} />
          </Fragment>
        ))}
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
      align="center"
      sx={{
        p: 0.25,
        minWidth: CELL_WIDTH,
        background: cellBackground(theme, state, isWeekend(cell.date)),
        borderRight: 1,
        borderRightColor: 'divider',
      }}
    >
      {onEdit ? (
        <ButtonBase {...common} onClick={onEdit} sx={{ ...boxSx, '&:hover': { bgcolor: 'action.hover' } }}>
          {content}
        </ButtonBase>
      ) : (
        <Box {...common} role="group" tabIndex={0} sx={boxSx}>
          {content}
        </Box>
      )}
    </TableCell>
  );
}
