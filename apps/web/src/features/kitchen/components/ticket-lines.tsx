import type { KitchenTicket, KitchenTicketLine } from '@bookone/domain';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Where the ticket goes: the table, the guest's room, take-away or delivery. */
export function ticketPlace(t: TFunction<'kitchen'>, ticket: KitchenTicket): string {
  switch (ticket.deliveryMethod) {
    case 'DINE_IN':
      return ticket.label ? t('place.table', { label: ticket.label }) : t('place.DINE_IN');
    case 'ROOM_ORDER':
      return ticket.label ? t('place.room', { label: ticket.label }) : t('place.ROOM_ORDER');
    case 'TAKE_AWAY':
    case 'DELIVERY':
      return t(`place.${ticket.deliveryMethod}`);
  }
}

/**
 * A line as the cook reads it: "2 × Margherita", and the units taken back since the ticket was sent as a struck
 * "VOID 1 × Margherita" (in words, not only struck through), never silently gone.
 */
export function ticketLineText(t: TFunction<'kitchen'>, l: KitchenTicketLine): string[] {
  const live = l.quantity - l.voidedQuantity;
  return [
    ...(live > 0 ? [t('ticket.line', { quantity: live, name: l.productName })] : []),
    ...(l.voidedQuantity > 0
      ? [t('ticket.voidLine', { quantity: l.voidedQuantity, name: l.productName })]
      : []),
  ];
}

/** A ticket's lines as the cook reads them: "2 × Margherita (Large)", modifiers, then the line's note. */
export function TicketLines({ ticket }: { ticket: KitchenTicket }) {
  const { t } = useTranslation('kitchen');
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
      {ticket.lines.map((l) => (
        <li key={l.id}>
          {l.quantity > l.voidedQuantity && (
            <>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('ticket.line', { quantity: l.quantity - l.voidedQuantity, name: l.productName })}
              </Typography>
              {l.variationName ? ` (${l.variationName})` : ''}
            </>
          )}
          {l.voidedQuantity > 0 && (
            <Typography component="del" sx={{ display: 'block', fontWeight: 700, color: 'error.dark' }}>
              {t('ticket.voidLine', { quantity: l.voidedQuantity, name: l.productName })}
              {l.variationName ? ` (${l.variationName})` : ''}
            </Typography>
          )}
          {l.modifiers.length > 0 && (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              + {l.modifiers.join(', ')}
            </Typography>
          )}
          {l.note && (
            <Typography component="span" variant="body2" sx={{ display: 'block', fontStyle: 'italic' }}>
              {t('ticket.note', { note: l.note })}
            </Typography>
          )}
        </li>
      ))}
      {ticket.notes && (
        <Typography component="li" variant="body2" sx={{ listStyle: 'none', mt: 0.5 }}>
          {t('ticket.orderNote', { note: ticket.notes })}
        </Typography>
      )}
    </ul>
  );
}
