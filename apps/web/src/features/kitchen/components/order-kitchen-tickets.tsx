import type { KitchenTicketStatus } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/error-message';
import { useLiveEvents } from '../../../lib/live';
import { kitchenKey, orderTicketsQuery } from '../api/kitchen-board';

const COLOURS: Record<KitchenTicketStatus, 'default' | 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  PREPARING: 'warning',
  READY: 'success',
  SERVED: 'default',
};

/** An order's kitchen tickets (for the order details page): station, number, lines and status, kept live. */
export function OrderKitchenTickets({ propertyId, orderId }: { propertyId: number; orderId: number }) {
  const { t } = useTranslation('kitchen');
  const headingId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(orderTicketsQuery(propertyId, orderId));
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
      {query.isSuccess && query.data.length === 0 && (
        <Typography color="text.secondary">{t('order.none')}</Typography>
      )}
      <List dense>
        {query.data?.map((k) => (
          <ListItem
            key={k.id}
            disableGutters
            secondaryAction={<Chip size="small" color={COLOURS[k.status]} label={t(`status.${k.status}`)} />}
          >
            <ListItemText
              primary={`#${k.number} · ${k.groupName ?? k.station}`}
              secondary={k.lines
                .map(
                  (l) =>
                    `${t('ticket.line', { quantity: l.quantity, name: l.productName })}${l.note ? ` (${l.note})` : ''}`,
                )
                .join(', ')}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
