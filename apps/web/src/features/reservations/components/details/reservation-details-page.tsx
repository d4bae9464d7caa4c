import type { AuditLogEntry, Reservation } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { FactsList } from '../../../../components/facts/facts-list';
import { useNotice } from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { ApiRequestError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage } from '../../../../lib/form-errors';
import { useReservationByReference } from '../../api/reservation-details';
import { reservationListPath } from '../../utils/reservation-paths';
import { ReservationStatusChip } from '../reservation-status-chip';
import { DetailsActions } from './details-actions';
import { DetailsHistory } from './details-history';
import { DetailsLines } from './details-lines';
import { DetailsMoney } from './details-money';

export type ReservationDetailsPageProps = {
  propertyId: number;
  referenceNumber: string;
  /** The customer page's address when the user may open it (the route knows the pages and the roles). */
  customerHref?: (customerId: number) => string | null;
  /** How an audit entry's changes read (the audit feature's, given by the route). */
  renderChanges: (entry: AuditLogEntry) => ReactNode;
  /** Actions other features add under the reservation's own (the route passes them: Send payment link, issue 13). */
  moreActions?: (reservation: Reservation) => ReactNode;
};

/**
 * /master-service/reservation-details/:referenceId (issue 11; the RESERVATION notification's target): the customer,
 * the services with their times at the property, totals with paid and balance, payments, history, and the actions
 * the status allows.
 */
export function ReservationDetailsPage({
  propertyId,
  referenceNumber,
  customerHref,
  renderChanges,
  moreActions,
}: ReservationDetailsPageProps) {
  const { t } = useTranslation('reservations');
  const query = useReservationByReference(propertyId, referenceNumber);
  const notice = useNotice();
  const canWrite = useCan('reservation.write');

  const back = (
    <Button
      component={RouterLink}
      to={reservationListPath}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'start' }}
    >
      {t('details.back')}
    </Button>
  );
  // The page's h1 in every state: one that is loading or not found is still the page of this reference.
  const heading = (
    <Typography variant="h5" component="h1">
      {t('details.heading', { reference: query.data?.referenceNumber ?? referenceNumber })}
    </Typography>
  );
  if (query.isPending)
    return (
      <Stack spacing={2}>
        {back}
        {heading}
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack spacing={2}>
        {back}
        {heading}
        <Alert
          severity={query.error instanceof ApiRequestError && query.error.status === 404 ? 'info' : 'error'}
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('details.retry')}
            </Button>
          }
        >
          {query.error instanceof ApiRequestError && query.error.status === 404
            ? t('details.notFound', { reference: referenceNumber })
            : errorMessage(query.error)}
        </Alert>
      </Stack>
    );

  const r = query.data;
  return (
    <Stack spacing={3}>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {heading}
        <ReservationStatusChip status={r.status} />
      </Stack>
      {canWrite && <DetailsActions reservation={r} report={notice.show} />}
      {moreActions && !['CANCELLED', 'NO_SHOW'].includes(r.status) && (
        <Stack direction="row" spacing={1}>
          {moreActions(r)}
        </Stack>
      )}
      <CustomerCard reservation={r} href={customerHref?.(r.customerId) ?? null} />
      <DetailsLines reservation={r} />
      <DetailsMoney reservation={r} canPay={canWrite} report={notice.show} />
      <DetailsHistory reservation={r} renderChanges={renderChanges} />
      {notice.element}
    </Stack>
  );
}

function CustomerCard({ reservation: r, href }: { reservation: Reservation; href: string | null }) {
  const { t, i18n } = useTranslation('reservations');
  const facts: [string, ReactNode][] = [
    [t('details.facts.status'), t(`status.${r.status}`)],
    [t('details.facts.createdAt'), formatDateTime(r.createdAt, i18n.language)],
  ];
  if (r.createdByName) facts.push([t('details.facts.createdBy'), r.createdByName]);
  if (r.notes) facts.push([t('details.facts.notes'), r.notes]);
  if (r.serviceAddress) facts.push([t('details.facts.serviceAddress'), r.serviceAddress]);
  if (r.cancelReason) facts.push([t('details.facts.cancelReason'), r.cancelReason]);
  return (
    <Card component="section" aria-labelledby="reservation-customer">
      <CardContent>
        <Typography id="reservation-customer" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('details.customer')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {href ? (
            <Link component={RouterLink} to={href}>
              {r.customerName}
            </Link>
          ) : (
            r.customerName
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mb: 2 }}>
          {r.customerEmail && <Link href={`mailto:${r.customerEmail}`}>{r.customerEmail}</Link>}
          {r.customerPhone && (
            <Link href={`tel:${r.customerPhone.replace(/\s/g, '')}`}>{r.customerPhone}</Link>
          )}
          {!r.customerEmail && !r.customerPhone && (
            <Typography color="text.secondary">{t('details.noContact')}</Typography>
          )}
        </Stack>
        <FactsList items={facts} />
      </CardContent>
    </Card>
  );
}
