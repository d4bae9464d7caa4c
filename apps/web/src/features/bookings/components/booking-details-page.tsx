import type { Booking, BookingDetailsView } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useCan } from '../../../hooks/use-can';
import { useBookingDetails } from '../api/bookings';
import { bookingActionStates, owes } from '../utils/booking-actions';
import { currentProperty, money } from '../utils/property';
import { formatDay } from '../../../lib/dates';
import { AmendBookingDialog } from './amend-dialog';
import { EditDetailsDialog } from './edit-details-dialog';
import { BookingStatusChip } from '../../../components/chips/booking-status-chip';
import type { RefundCredit } from './check-out-dialog';
import type { TakePaymentDialog } from './record-payment-dialog';
import { useBookingActions } from './use-booking-actions';
import { errorMessage } from '../../../lib/form-errors';
import { BookingTab } from './details-booking-tab';
import { CancelNotice } from './details-cancel-notice';
import { GuestTab } from './details-guest-tab';
import { RoomsTab } from './details-rooms-tab';
import { FolioTab } from './details-folio-tab';
import { GroupTab } from './details-group-tab';
import { HistoryTab } from './details-history-tab';

const TABS = ['booking', 'guest', 'rooms', 'folio', 'group', 'history'] as const;
type DetailsTab = (typeof TABS)[number];

/** Statuses whose stay can still be amended (dates, type, plan, guests). */
const AMENDABLE = ['ENQUIRY', 'NEW', 'CONFIRMED', 'CHECKEDIN'];

/** /bookone/manage-booking/:bookingId: one booking with everything the desk does to it. */
export function BookingDetailsPage({
  PaymentDialog,
  refundCredit,
  auditLogUrl,
  moreActions,
}: {
  PaymentDialog: TakePaymentDialog;
  refundCredit?: RefundCredit;
  /** The Audit page on this booking (the audit feature's address, given by the route): History's "See all". */
  auditLogUrl?: (bookingId: number) => string;
  /** Actions other features add beside Record payment (the route passes them: Send payment link). */
  moreActions?: ((booking: Booking) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('bookings');
  const { bookingId } = useParams();
  const id = Number(bookingId);
  const details = useBookingDetails(Number.isInteger(id) && id > 0 ? id : 0);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">{t('details.notFound')}</Alert>;
  if (details.isLoading) return <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} />;
  if (details.isError) {
    const notFound = details.error instanceof ApiRequestError && [403, 404].includes(details.error.status);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to="/bookone/manage-booking/list">
            {t('details.backToList')}
          </Button>
        }
      >
        {notFound ? t('details.notFound') : errorMessage(details.error)}
      </Alert>
    );
  }
  return (
    <BookingDetails
      view={details.data!}
      PaymentDialog={PaymentDialog}
      refundCredit={refundCredit}
      auditLogUrl={auditLogUrl}
      moreActions={moreActions}
    />
  );
}

function BookingDetails({
  view,
  PaymentDialog,
  refundCredit,
  auditLogUrl,
  moreActions,
}: {
  view: BookingDetailsView;
  PaymentDialog: TakePaymentDialog;
  refundCredit?: RefundCredit;
  auditLogUrl?: ((bookingId: number) => string) | undefined;
  moreActions?: ((booking: Booking) => ReactNode) | undefined;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { booking } = view;
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as DetailsTab)
    : 'booking';
  const canWrite = useCan('booking.write');
  const canPay = useCan('payment.write');
  const { today, timeZone } = currentProperty();
  const actions = useBookingActions({ PaymentDialog, refundCredit });
  const [amending, setAmending] = useState(false);
  const [editing, setEditing] = useState(false);
  const money$ = (v: number) => money(v, booking.currency);
  const states = canWrite ? bookingActionStates(booking, today, timeZone) : [];
  const open = !['CANCELLED', 'VOID', 'NO_SHOW', 'CHECKEDOUT'].includes(booking.status);

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to="/bookone/manage-booking/list"
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('details.backToList')}
        </Button>
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              {t('details.heading', { number: booking.bookingNumber })}
            </Typography>
            <BookingStatusChip status={booking.status} size="medium" />
            {booking.groupReference && (
              <Typography color="text.secondary">
                {t('details.group', { ref: booking.groupReference })}
              </Typography>
            )}
          </Box>
          <Typography sx={{ mt: 1 }}>
            <strong>{booking.guestName}</strong> · {booking.roomTypeName} ·{' '}
            {t('details.stay', {
              arrival: formatDay(booking.arrival, i18n.language, { weekday: true }),
              departure: formatDay(booking.departure, i18n.language, { weekday: true }),
              count: booking.nights,
            })}
          </Typography>
          <Typography
            sx={{ mt: 0.5, fontWeight: 600 }}
            color={owes(booking.balance) ? 'error.main' : 'success.main'}
            data-testid="booking-balance"
          >
            {t('details.balance', { amount: money$(booking.balance) })}
          </Typography>
          <CancelNotice booking={booking} />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 2, flexWrap: 'wrap' }}
            role="group"
            aria-label={t('details.actions')}
          >
            {states.map((s) => (
              <Tooltip key={s.action} title={s.reason ? t(`reasons.${s.reason}`) : ''}>
                <span>
                  <Button
                    variant={
                      s.action === 'CHECK_IN' || s.action === 'CHECK_OUT' || s.action === 'CONFIRM'
                        ? 'contained'
                        : 'outlined'
                    }
                    color={
                      s.action === 'CANCEL' || s.action === 'VOID' || s.action === 'NO_SHOW'
                        ? 'error'
                        : 'primary'
                    }
                    disabled={!s.allowed || actions.pending}
                    onClick={() => actions.run(s.action, booking)}
                  >
                    {t(`actions.${s.action}`)}
                  </Button>
                </span>
              </Tooltip>
            ))}
            {canPay && booking.status !== 'VOID' && (
              <Button variant="outlined" onClick={() => actions.openPayment(booking)}>
                {t('details.recordPayment')}
              </Button>
            )}
            {booking.status !== 'VOID' && moreActions?.(booking)}
            {canWrite && AMENDABLE.includes(booking.status) && (
              <Button variant="outlined" onClick={() => setAmending(true)}>
                {t('details.amend')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Tabs
        value={tab}
        onChange={(_e, next: DetailsTab) =>
          setParams(next === 'booking' ? {} : { tab: next }, { replace: true })
        }
        variant="scrollable"
        aria-label={t('details.tabsLabel')}
      >
        {TABS.filter((x) => x !== 'group' || booking.groupReference).map((x) => (
          <Tab
            key={x}
            value={x}
            label={t(`details.tabs.${x}`)}
            id={`tab-${x}`}
            aria-controls={`panel-${x}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'booking' && (
          <BookingTab
            booking={booking}
            company={view.company}
            canWrite={canWrite && open}
            onEdit={() => setEditing(true)}
            onAmend={() => setAmending(true)}
          />
        )}
        {tab === 'guest' && <GuestTab booking={booking} />}
        {tab === 'rooms' && (
          <RoomsTab
            booking={booking}
            canWrite={canWrite}
            onCheckIn={() => actions.run('CHECK_IN', booking)}
          />
        )}
        {tab === 'folio' && (
          <FolioTab
            view={view}
            canWrite={canWrite && booking.status !== 'VOID'}
            canPay={canPay}
            onPay={() => actions.openPayment(booking)}
          />
        )}
        {tab === 'group' && <GroupTab view={view} canWrite={canWrite} />}
        {tab === 'history' && <HistoryTab booking={booking} auditLogUrl={auditLogUrl} />}
      </Box>

      {canWrite && (
        <>
          <AmendBookingDialog booking={booking} open={amending} onClose={() => setAmending(false)} />
          <EditDetailsDialog
            booking={booking}
            company={view.company}
            open={editing}
            onClose={() => setEditing(false)}
          />
        </>
      )}
      {actions.dialogs}
    </Stack>
  );
}
