import type { KitchenTicket, KitchenTicketStatus } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/error-message';
import { useLiveEvents } from '../../../lib/live';
import { kitchenKey, orderTicketsQuery, useTicketPriority } from '../api/kitchen-board';
import { ticketLineText } from './ticket-lines';

const COLOURS: Record<KitchenTicketStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  PREPARING: 'warning',
  READY: 'success',
  SERVED: 'default',
};

/**
 * An order's kitchen tickets (for the order details page): station, number, lines (with the units taken back as
 * VOID) and status, kept live; whoever may change tickets marks an open one rush (top of the kitchen display).
 */
export function OrderKitchenTickets({ propertyId, orderId }: { propertyId: number; orderId: number }) {
  const { t } = useTranslation('kitchen');
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(orderTicketsQuery(propertyId, orderId));
  const priority = useTicketPriority(propertyId);
  const canRush = useCan('kitchen.write');
  const rushable = (k: KitchenTicket) => canRush && k.voidedAt == null && k.status !== 'SERVED';
  useLiveEvents(propertyId, ['kitchen', 'ready'], (event) => {
    if (!event || event.orderId === orderId)
      void queryClient.invalidateQueries({ queryKey: kitchenKey(propertyId) });
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('order.heading')}
      </Typography>
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {priority.isError && <Alert severity="error">{errorMessage(priority.error)}</Alert>}
      {query.data?.some(rushable) && (
        <Typography variant="body2" color="text.secondary">
          {t('order.rushHint')}
        </Typography>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <Typography color="text.secondary">{t('order.none')}</Typography>
      )}
      <List dense>
        {query.data?.map((k) => (
          <ListItem key={k.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText
              primary={`#${k.number} · ${k.groupName ?? k.station}`}
              secondary={k.lines
                .flatMap((l) => ticketLineText(t, l).map((text) => `${text}${l.note ? ` (${l.note})` : ''}`))
                .join(', ')}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {k.voidedAt ? (
                <Chip size="small" color="error" label={t('ticket.void')} />
              ) : (
                <Chip size="small" color={COLOURS[k.status]} label={t(`status.${k.status}`)} />
              )}
              {rushable(k) && (
                <Button
                  size="small"
                  color="warning"
                  variant={k.priority === 'RUSH' ? 'contained' : 'outlined'}
                  aria-pressed={k.priority === 'RUSH'}
                  aria-label={t('order.rushTicket', { number: k.number })}
                  disabled={priority.isPending}
                  onClick={() =>
                    priority.mutate({ ticketId: k.id, priority: k.priority === 'RUSH' ? 'NORMAL' : 'RUSH' })
                  }
                >
                  {t('ticket.rush')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
