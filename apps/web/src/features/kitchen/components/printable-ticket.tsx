import type { KitchenTicket } from '@bookone/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TicketLines, ticketPlace } from './ticket-lines';

const PRINT_CLASS = 'kitchen-ticket-print';

/**
 * The ticket as a kitchen printer takes it: 80 mm wide, black on white, nothing else of the page. Hidden on screen;
 * while the display prints, the page's print styles show this and only this.
 */
export function PrintableTicket({ ticket, timeZone }: { ticket: KitchenTicket; timeZone?: string }) {
  const { t, i18n } = useTranslation('kitchen');
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(ticket.createdAt));
  return (
    <>
      <GlobalStyles
        styles={{
          [`.${PRINT_CLASS}`]: { display: 'none' },
          '@media print': {
            '@page': { size: '80mm auto', margin: '3mm' },
            'body *': { visibility: 'hidden' },
            [`.${PRINT_CLASS}, .${PRINT_CLASS} *`]: { visibility: 'visible', color: '#000' },
            [`.${PRINT_CLASS}`]: {
              display: 'block',
              position: 'absolute',
              left: 0,
              top: 0,
              width: '74mm',
              fontSize: '12pt',
            },
          },
        }}
      />
      <Box className={PRINT_CLASS} aria-hidden>
        <Typography sx={{ fontWeight: 700, fontSize: '16pt' }}>
          {t('ticket.title', { number: ticket.number, place: ticketPlace(t, ticket) })}
        </Typography>
        <Typography>
          {ticket.groupName ?? ticket.station} · {ticket.orderReference}
        </Typography>
        <Typography>
          {time}
          {ticket.priority === 'RUSH' && <> · {t('ticket.rush')}</>}
        </Typography>
        <hr />
        <TicketLines ticket={ticket} />
      </Box>
    </>
  );
}
