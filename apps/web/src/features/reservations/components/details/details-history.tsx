import type { AuditLogEntry, Reservation } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime, propertyTimeZone } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/form-errors';
import { useReservationHistory } from '../../api/reservation-details';

/**
 * The reservation's history, newest first: who, when, and what changed. How a change reads ("Status: Booked →
 * Arrived") is the audit feature's, given by the route as `renderChanges`.
 */
export function DetailsHistory({
  reservation,
  renderChanges,
}: {
  reservation: Reservation;
  renderChanges: (entry: AuditLogEntry) => ReactNode;
}) {
  const { t, i18n } = useTranslation('reservations');
  const history = useReservationHistory(reservation.propertyId, reservation.id, reservation.updatedAt);
  return (
    <Card component="section" aria-labelledby="reservation-history">
      <CardContent>
        <Typography id="reservation-history" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('details.history')}
        </Typography>
        {history.isPending && <Skeleton variant="rounded" height={64} />}
        {history.isError && <Alert severity="error">{errorMessage(history.error)}</Alert>}
        {history.data?.length === 0 && (
          <Typography color="text.secondary">{t('details.noHistory')}</Typography>
        )}
        {history.data && history.data.length > 0 && (
          <List dense disablePadding>
            {history.data.map((entry) => (
              <ListItem key={entry.id} divider sx={{ display: 'block', px: 0 }}>
                <Typography variant="caption" color="text.secondary">
                  {t('details.historyBy', {
                    who: entry.userName ?? t('details.someone'),
                    when: formatDateTime(
                      entry.createdAt,
                      i18n.language,
                      entry.timezone ?? propertyTimeZone(),
                    ),
                  })}
                </Typography>
                {renderChanges(entry)}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
