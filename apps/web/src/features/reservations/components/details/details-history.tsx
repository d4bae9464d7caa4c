import type { AuditLogEntry, Reservation } from '@bookone/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EntryHistory } from '../../../../components/history/entry-history';
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
  const { t } = useTranslation('reservations');
  const history = useReservationHistory(reservation.propertyId, reservation.id, reservation.updatedAt);
  return (
    <EntryHistory
      id="reservation-history"
      title={t('details.history')}
      query={history}
      renderChanges={renderChanges}
      emptyText={t('details.noHistory')}
      byText={(who, when) => t('details.historyBy', { who: who ?? t('details.someone'), when })}
    />
  );
}
