import {
  isKitchenTicketLate,
  kitchenTicketAge,
  nextKitchenStatus,
  type KitchenTicket,
  type KitchenTicketStatus,
} from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forwardRef, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TicketLines, ticketPlace } from './ticket-lines';

const STATUS_COLOURS: Record<KitchenTicketStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  PREPARING: 'warning',
  READY: 'success',
  SERVED: 'default',
};

export interface KitchenTicketCardProps {
  ticket: KitchenTicket;
  now: Date;
  busy: boolean;
  onBump: (ticket: KitchenTicket) => void;
  /** A void ticket: the cook saw it, it leaves the display. */
  onAcknowledge: (ticket: KitchenTicket) => void;
  /** Rush or normal again; absent for whoever may not change tickets. */
  onRush?: (ticket: KitchenTicket) => void;
  onPrint: (ticket: KitchenTicket) => void;
  /** Arrow keys: the display moves the focus to the previous or next ticket. */
  onArrow: (direction: -1 | 1) => void;
}

/**
 * A ticket on the kitchen display: focusable as a whole, Space or Enter bumps it to its next status, the arrows move
 * along the row. Its age counts in minutes and, past the threshold, says "Late" in words as well as in colour. A
 * void ticket (the order took it back) says VOID and why, and Space or Enter acknowledges it.
 */
export const KitchenTicketCard = forwardRef<HTMLElement, KitchenTicketCardProps>(function KitchenTicketCard(
  { ticket, now, busy, onBump, onAcknowledge, onRush, onPrint, onArrow },
  ref,
) {
  const { t } = useTranslation('kitchen');
  const titleId = useId();
  const voided = ticket.voidedAt != null;
  const next = voided ? null : nextKitchenStatus(ticket.status);
  const rush = ticket.priority === 'RUSH';
  const late = isKitchenTicketLate(ticket, now);
  const age = kitchenTicketAge(ticket.createdAt, now);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget) return; // the buttons inside handle their own keys
    if ((e.key === 'Enter' || e.key === ' ') && (next || voided) && !busy) {
      e.preventDefault();
      if (voided) onAcknowledge(ticket);
      else onBump(ticket);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
      e.preventDefault();
      onArrow(1);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
      e.preventDefault();
      onArrow(-1);
    }
  };
  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-state`}
      onKeyDown={onKeyDown}
      data-ticket-id={ticket.id}
      sx={{
        p: 1.5,
        height: '100%',
        borderWidth: late || voided ? 3 : 1,
        borderStyle: voided ? 'dashed' : 'solid',
        borderColor: late || voided ? 'error.main' : rush ? 'warning.main' : 'divider',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('ticket.title', { number: ticket.number, place: ticketPlace(t, ticket) })}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: late ? 700 : 400, color: late ? 'error.dark' : 'text.secondary' }}
        >
          {t('ticket.age', { count: age })}
        </Typography>
      </Stack>
      <Stack
        id={`${titleId}-state`}
        direction="row"
        spacing={1}
        sx={{ my: 1, flexWrap: 'wrap', rowGap: 0.5 }}
      >
        {voided ? (
          <Chip size="small" color="error" label={t('ticket.void')} />
        ) : (
          <Chip size="small" color={STATUS_COLOURS[ticket.status]} label={t(`status.${ticket.status}`)} />
        )}
        {late && <Chip size="small" color="error" label={t('ticket.late')} />}
        {rush && !voided && <Chip size="small" color="warning" label={t('ticket.rush')} />}
        <Chip size="small" variant="outlined" label={ticket.groupName ?? ticket.station} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {ticket.orderReference}
        {ticket.createdByName ? ` · ${ticket.createdByName}` : ''}
      </Typography>
      {voided && (
        <Typography sx={{ fontWeight: 700, color: 'error.dark' }}>
          {ticket.voidReason ? t('ticket.voidReason', { reason: ticket.voidReason }) : t('ticket.voidLines')}
        </Typography>
      )}
      <Box sx={{ my: 1 }}>
        <TicketLines ticket={ticket} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {voided && (
          <Button
            variant="contained"
            color="error"
            size="small"
            disabled={busy}
            onClick={() => onAcknowledge(ticket)}
          >
            {t('ticket.acknowledge')}
          </Button>
        )}
        {next && (
          <Button variant="contained" size="small" disabled={busy} onClick={() => onBump(ticket)}>
            {t(`bump.${next}`)}
          </Button>
        )}
        {onRush && !voided && (
          <Button
            size="small"
            color="warning"
            variant={rush ? 'contained' : 'outlined'}
            aria-pressed={rush}
            disabled={busy}
            onClick={() => onRush(ticket)}
          >
            {t('ticket.rush')}
          </Button>
        )}
        <Button size="small" onClick={() => onPrint(ticket)}>
          {t('ticket.print')}
        </Button>
      </Stack>
    </Paper>
  );
});
