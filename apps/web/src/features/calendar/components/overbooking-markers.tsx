import type { Calendar, ChannelOverbooking } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatDay } from '../../../lib/dates';

/**
 * Above the tape chart: the channel reservations of the shown days that found no room (an OTA or an iCal feed sold
 * a night the property had not left). Each names the channel, the guest (or the reservation's id when the feed
 * gives no name), the dates and the room type or room, and moves the chart to its dates.
 */
export function OverbookingMarkers({
  overbookings,
  calendar,
  onShow,
}: {
  overbookings: ChannelOverbooking[];
  calendar: Calendar;
  onShow: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  if (overbookings.length === 0) return null;
  const where = (o: ChannelOverbooking) => {
    const room = calendar.rooms.find((r) => r.id === o.roomId);
    const type = calendar.roomTypes.find((rt) => rt.id === o.roomTypeId);
    if (room) return t('overbooking.room', { room: room.roomNumber });
    return type?.name ?? t('overbooking.unknownType');
  };
  return (
    <Alert severity="error" role="region" aria-label={t('overbooking.heading')}>
      <AlertTitle component="h2">{t('overbooking.title', { count: overbookings.length })}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('overbooking.intro')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {overbookings.map((o) => {
          const text = t('overbooking.item', {
            channel: o.channelName,
            guest: o.guestName ?? o.externalId,
            from: formatDay(o.checkinDate, i18n.language),
            to: formatDay(o.checkoutDate, i18n.language),
            where: where(o),
          });
          return (
            <Stack
              component="li"
              key={o.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography variant="body2" sx={{ flex: 1 }} title={o.problem ?? undefined}>
                {text}
              </Typography>
              <Button
                size="small"
                color="inherit"
                variant="outlined"
                onClick={() => onShow(o.checkinDate)}
                aria-label={t('overbooking.showLabel', { item: text })}
              >
                {t('overbooking.show')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
