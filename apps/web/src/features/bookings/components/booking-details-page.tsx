import type { Allocation, Booking, BookingDetailsView } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../rooms/utils/form-errors';
import { useCan } from '../../../hooks/use-can';
import {
  useBookingAudit,
  useBookingDetails,
  useCustomer,
  useGroupTransition,
  useReleaseRooms,
  useRemoveService,
} from '../api/bookings';
import { bookingActionStates, owes } from '../utils/booking-actions';
import { currentProperty, formatDate, formatInstant, money, sourceLabel } from '../utils/property';
import { AllocateDialog } from './allocate-dialog';
import { AmendBookingDialog } from './amend-dialog';
import { EditDetailsDialog } from './edit-details-dialog';
import { ServiceDialog } from './service-dialog';
import { BookingStatusChip } from './status-chip';
import { useBookingActions } from './use-booking-actions';

const TABS = ['booking', 'guest', 'rooms', 'folio', 'group', 'history'] as const;
type DetailsTab = (typeof TABS)[number];

/** Statuses whose stay can still be amended (dates, type, plan, guests). */
const AMENDABLE = ['ENQUIRY', 'NEW', 'CONFIRMED', 'CHECKEDIN'];

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

/** /bookone/manage-booking/:bookingId: one booking with everything the desk does to it. */
export function BookingDetailsPage() {
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
  return <BookingDetails view={details.data!} />;
}

function BookingDetails({ view }: { view: BookingDetailsView }) {
  const { t, i18n } = useTranslation('bookings');
  const { booking } = view;
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as DetailsTab)
    : 'booking';
  const canWrite = useCan('booking.write');
  const canPay = useCan('payment.write');
  const { today, timeZone } = currentProperty();
  const actions = useBookingActions();
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
              arrival: formatDate(booking.arrival, i18n.language),
              departure: formatDate(booking.departure, i18n.language),
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
          {booking.cancelReason && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('details.cancelReason', { reason: booking.cancelReason })}
            </Alert>
          )}
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
        {tab === 'history' && <HistoryTab booking={booking} />}
      </Box>

      {canWrite && (
        <>
          <AmendBookingDialog booking={booking} open={amending} onClose={() => setAmending(false)} />
          <EditDetailsDialog booking={booking} open={editing} onClose={() => setEditing(false)} />
        </>
      )}
      {actions.dialogs}
    </Stack>
  );
}

function BookingTab({
  booking,
  canWrite,
  onEdit,
  onAmend,
}: {
  booking: Booking;
  canWrite: boolean;
  onEdit: () => void;
  onAmend: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const m = (v: number) => money(v, booking.currency);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
              <Typography component="h2" variant="h6">
                {t('details.stayHeading')}
              </Typography>
              {canWrite && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={onAmend}>
                    {t('details.amend')}
                  </Button>
                  <Button size="small" onClick={onEdit}>
                    {t('details.editDetails')}
                  </Button>
                </Stack>
              )}
            </Box>
            <Facts
              items={[
                [t('form.arrival'), formatDate(booking.arrival, i18n.language)],
                [t('form.departure'), formatDate(booking.departure, i18n.language)],
                [t('quote.nights'), booking.nights],
                [t('form.roomType'), booking.roomTypeName],
                [t('form.ratePlan'), booking.ratePlanName ?? t('form.roomOnly')],
                [t('form.rooms'), booking.rooms],
                [t('form.adults'), booking.adults],
                [t('form.children'), booking.children],
                [t('form.source'), sourceLabel(t, booking.source)],
                [t('form.externalReference'), booking.externalReference ?? '—'],
                [
                  t('details.createdBy'),
                  [booking.createdByName, formatInstant(booking.createdAt, i18n.language)]
                    .filter(Boolean)
                    .join(' · '),
                ],
                [
                  t('details.checkedIn'),
                  booking.checkedInAt ? formatInstant(booking.checkedInAt, i18n.language) : '—',
                ],
              ]}
            />
            <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {t('form.notes')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap' }}
              color={booking.notes ? 'text.primary' : 'text.secondary'}
            >
              {booking.notes || t('details.noNotes')}
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('details.price')}
            </Typography>
            <Table size="small" aria-label={t('details.price')}>
              <TableBody>
                <TableRow>
                  <TableCell>{t('quote.roomCharge')}</TableCell>
                  <TableCell align="right">{m(booking.roomCharge)}</TableCell>
                </TableRow>
                {booking.extraCharge > 0 && (
                  <TableRow>
                    <TableCell>{t('quote.extras')}</TableCell>
                    <TableCell align="right">{m(booking.extraCharge)}</TableCell>
                  </TableRow>
                )}
                {booking.discountAmount > 0 && (
                  <TableRow>
                    <TableCell>{t('quote.discount', { percent: booking.discountPercentage })}</TableCell>
                    <TableCell align="right">− {m(booking.discountAmount)}</TableCell>
                  </TableRow>
                )}
                {booking.taxes.map((tax) => (
                  <TableRow key={tax.name}>
                    <TableCell>{tax.name}</TableCell>
                    <TableCell align="right">{m(tax.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('quote.total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {m(booking.total)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell>{t('folio.services')}</TableCell>
                  <TableCell align="right">{m(booking.servicesTotal)}</TableCell>
                </TableRow>
                {booking.expensesTotal !== 0 && (
                  <TableRow>
                    <TableCell>{t('folio.expenses')}</TableCell>
                    <TableCell align="right">{m(booking.expensesTotal)}</TableCell>
                  </TableRow>
                )}
                <TableRow>
                  <TableCell>{t('folio.paid')}</TableCell>
                  <TableCell align="right">− {m(booking.paid)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>{t('folio.balance')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {m(booking.balance)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

function GuestTab({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const customer = useCustomer(booking.customerId);
  const c = customer.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {booking.guestName}
        </Typography>
        {customer.isLoading ? (
          <Skeleton height={80} />
        ) : customer.isError ? (
          <Alert severity="error">{errorMessage(customer.error)}</Alert>
        ) : (
          <Facts
            items={[
              [t('form.email'), c?.email ? <Link href={`mailto:${c.email}`}>{c.email}</Link> : '—'],
              [
                t('form.phone'),
                c?.phone ? <Link href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</Link> : '—',
              ],
              [t('guest.company'), c?.company ?? '—'],
              [t('guest.address'), [c?.addressLine1, c?.city, c?.country].filter(Boolean).join(', ') || '—'],
              [t('guest.language'), c?.language ?? '—'],
              [t('guest.birthday'), c?.birthday ? formatDate(c.birthday, i18n.language) : '—'],
              [t('guest.notes'), c?.notes ?? '—'],
            ]}
          />
        )}
        <Button
          sx={{ mt: 2 }}
          component={RouterLink}
          to={`/bookone/customer-list?search=${encodeURIComponent(c?.email ?? booking.guestName)}`}
        >
          {t('guest.open')}
        </Button>
      </CardContent>
    </Card>
  );
}

function RoomsTab({
  booking,
  canWrite,
  onCheckIn,
}: {
  booking: Booking;
  canWrite: boolean;
  onCheckIn: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const confirm = useConfirm();
  const release = useReleaseRooms(booking.id);
  const [allocating, setAllocating] = useState(false);
  const [moving, setMoving] = useState<Allocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allocatable = ['NEW', 'CONFIRMED', 'CHECKEDIN'].includes(booking.status);
  const preArrival = ['NEW', 'CONFIRMED'].includes(booking.status);
  const missing = booking.units - booking.allocations.length;
  const releaseRooms = async () => {
    const ok = await confirm({
      title: t('rooms.releaseTitle'),
      message: t('rooms.releaseMessage'),
      okText: t('rooms.release'),
      cancelText: t('common.back'),
    });
    if (ok) release.mutate(undefined, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 1,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h6">
            {t('rooms.heading')}
          </Typography>
          {canWrite && (
            <Stack direction="row" spacing={1}>
              {preArrival && (
                <Button onClick={() => setAllocating(true)}>
                  {booking.allocations.length ? t('rooms.reallocate') : t('rooms.allocate')}
                </Button>
              )}
              {preArrival && booking.allocations.length > 0 && (
                <Button color="error" onClick={() => void releaseRooms()}>
                  {t('rooms.release')}
                </Button>
              )}
              {booking.status === 'CONFIRMED' && (
                <Button variant="contained" onClick={onCheckIn}>
                  {t('actions.CHECK_IN')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {allocatable && missing > 0 && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('rooms.missing', { count: missing })}
          </Alert>
        )}
        {booking.allocations.length === 0 ? (
          <Typography color="text.secondary">{t('rooms.none')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('rooms.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('rooms.roomColumn')}</TableCell>
                  <TableCell>{t('rooms.bedColumn')}</TableCell>
                  <TableCell>{t('rooms.fromColumn')}</TableCell>
                  <TableCell>{t('rooms.toColumn')}</TableCell>
                  {canWrite && allocatable && (
                    <TableCell align="right">{t('list.columns.actions')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {booking.allocations.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell component="th" scope="row">
                      {a.roomNumber}
                    </TableCell>
                    <TableCell>{a.bed > 0 ? a.bed : '—'}</TableCell>
                    <TableCell>{formatDate(a.fromDate, i18n.language)}</TableCell>
                    <TableCell>{formatDate(a.toDate, i18n.language)}</TableCell>
                    {canWrite && allocatable && (
                      <TableCell align="right">
                        <Button size="small" onClick={() => setMoving(a)}>
                          {t('rooms.change')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {canWrite && (
        <>
          <AllocateDialog booking={booking} open={allocating} onClose={() => setAllocating(false)} />
          <AllocateDialog
            booking={booking}
            open={moving != null}
            moving={moving}
            onClose={() => setMoving(null)}
          />
        </>
      )}
    </Card>
  );
}

function FolioTab({
  view,
  canWrite,
  canPay,
  onPay,
}: {
  view: BookingDetailsView;
  canWrite: boolean;
  canPay: boolean;
  onPay: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { booking, folio, services } = view;
  const confirm = useConfirm();
  const remove = useRemoveService(booking.id);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = (v: number) => money(v, folio.currency);
  const removeService = async (serviceId: number) => {
    const ok = await confirm({
      title: t('services.removeTitle'),
      message: t('services.removeMessage'),
      okText: t('services.removeOk'),
      cancelText: t('common.back'),
    });
    if (ok) remove.mutate(serviceId, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              mb: 1,
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography component="h2" variant="h6">
              {t('folio.heading')}
            </Typography>
            <Stack direction="row" spacing={1}>
              {canWrite && <Button onClick={() => setAdding(true)}>{t('services.add')}</Button>}
              {canPay && (
                <Button variant="contained" onClick={onPay}>
                  {t('details.recordPayment')}
                </Button>
              )}
            </Stack>
          </Box>
          <TableContainer>
            <Table size="small" aria-label={t('folio.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('folio.date')}</TableCell>
                  <TableCell>{t('folio.kind')}</TableCell>
                  <TableCell>{t('folio.description')}</TableCell>
                  <TableCell align="right">{t('folio.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {folio.lines.map((line, i) => (
                  <TableRow key={`${line.kind}-${line.refId ?? i}-${i}`}>
                    <TableCell>{formatDate(line.date, i18n.language)}</TableCell>
                    <TableCell>{t(`folio.kinds.${line.kind}`)}</TableCell>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{m(line.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3}>{t('folio.charges')}</TableCell>
                  <TableCell align="right">{m(folio.charges)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3}>{t('folio.payments')}</TableCell>
                  <TableCell align="right">{m(folio.payments)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                    {t('folio.balance')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="folio-balance">
                    {m(folio.balance)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('folio.services')}
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          {services.length === 0 ? (
            <Typography color="text.secondary">{t('services.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('folio.services')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('services.date')}</TableCell>
                  <TableCell>{t('services.type')}</TableCell>
                  <TableCell align="right">{t('services.quantity')}</TableCell>
                  <TableCell align="right">{t('services.unitPrice')}</TableCell>
                  <TableCell align="right">{t('folio.amount')}</TableCell>
                  {canWrite && <TableCell align="right">{t('list.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {services.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{formatDate(s.date, i18n.language)}</TableCell>
                    <TableCell>
                      {t(`serviceTypes.${s.serviceType}`, { defaultValue: s.serviceType })}
                      {s.description ? ` · ${s.description}` : ''}
                    </TableCell>
                    <TableCell align="right">{s.quantity}</TableCell>
                    <TableCell align="right">{m(s.unitPrice)}</TableCell>
                    <TableCell align="right">{m(s.total)}</TableCell>
                    {canWrite && (
                      <TableCell align="right">
                        <IconButton
                          size="small"
                          aria-label={t('services.remove', {
                            name: t(`serviceTypes.${s.serviceType}`, { defaultValue: s.serviceType }),
                          })}
                          onClick={() => void removeService(s.id)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {canWrite && <ServiceDialog booking={booking} open={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

function GroupTab({ view, canWrite }: { view: BookingDetailsView; canWrite: boolean }) {
  const { t, i18n } = useTranslation('bookings');
  const { booking, group } = view;
  const transition = useGroupTransition(booking.propertyId);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const all = [booking, ...group.filter((g) => g.id !== booking.id)];
  const run = (action: 'check-in' | 'check-out') =>
    transition.mutate(
      { groupReference: booking.groupReference!, action },
      {
        onSuccess: () =>
          setMessage({ text: t(action === 'check-in' ? 'group.checkedIn' : 'group.checkedOut'), ok: true }),
        onError: (e) => setMessage({ text: errorMessage(e), ok: false }),
      },
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            mb: 1,
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h6">
            {t('group.heading', { ref: booking.groupReference })}
          </Typography>
          {canWrite && (
            <Stack direction="row" spacing={1}>
              <Button
                onClick={() => run('check-in')}
                disabled={transition.isPending || !all.some((b) => b.status === 'CONFIRMED')}
              >
                {t('group.checkIn')}
              </Button>
              <Button
                onClick={() => run('check-out')}
                disabled={transition.isPending || !all.some((b) => b.status === 'CHECKEDIN')}
              >
                {t('group.checkOut')}
              </Button>
            </Stack>
          )}
        </Box>
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} onClose={() => setMessage(null)} sx={{ mb: 1 }}>
            {message.text}
          </Alert>
        )}
        <Table size="small" aria-label={t('group.heading', { ref: booking.groupReference })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.columns.number')}</TableCell>
              <TableCell>{t('list.columns.roomType')}</TableCell>
              <TableCell>{t('list.columns.arrival')}</TableCell>
              <TableCell>{t('list.columns.status')}</TableCell>
              <TableCell align="right">{t('list.columns.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {all.map((b) => (
              <TableRow key={b.id} selected={b.id === booking.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/bookone/manage-booking/${b.id}`}>
                    {b.bookingNumber}
                  </Link>
                </TableCell>
                <TableCell>{b.roomTypeName}</TableCell>
                <TableCell>{formatDate(b.arrival, i18n.language)}</TableCell>
                <TableCell>
                  <BookingStatusChip status={b.status} />
                </TableCell>
                <TableCell align="right">{money(b.balance, b.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function HistoryTab({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const { timeZone } = currentProperty();
  const audit = useBookingAudit(booking.id);
  if (audit.isLoading) return <Skeleton variant="rounded" height={160} aria-label={t('common.loading')} />;
  if (audit.isError) return <Alert severity="error">{errorMessage(audit.error)}</Alert>;
  const entries = audit.data ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('history.heading')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('history.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('history.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('history.when')}</TableCell>
                <TableCell>{t('history.type')}</TableCell>
                <TableCell>{t('history.change')}</TableCell>
                <TableCell>{t('history.who')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{formatInstant(e.createdAt, i18n.language, timeZone)}</TableCell>
                  <TableCell>{t(`auditTypes.${e.type}`, { defaultValue: e.type })}</TableCell>
                  <TableCell>
                    {e.previousValue || e.newValue ? `${e.previousValue ?? '—'} → ${e.newValue ?? '—'}` : '—'}
                  </TableCell>
                  <TableCell>{e.userName ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
