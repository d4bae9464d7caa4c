import { formatCurrency, type Booking, type BookingAction } from '@bookone/domain';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { errorMessage } from '../../../lib/error-message';
import { useFrontDeskToday } from '../api/dashboard';
import { canOpenHousekeeping, deskAccess, HOUSEKEEPING_PATH } from '../utils/access';

/**
 * The booking actions the panels offer (check-in, check-out with "settle the balance first"): the bookings
 * feature's `useBookingActions()`, passed in by the page that assembles the dashboard (features do not import each
 * other).
 */
export type DeskActions = {
  run: (action: BookingAction, booking: Booking) => void;
  /** The dialogs the actions open, rendered below the panels. */
  dialogs: ReactNode;
};

type PanelKind = 'arrivals' | 'departures' | 'inHouse';

type PanelAction = Extract<BookingAction, 'CHECK_IN' | 'CHECK_OUT'>;

/** The action a panel offers on each booking: arrivals are checked in, departures checked out. */
const PANEL_ACTION: Record<PanelKind, PanelAction | null> = {
  arrivals: 'CHECK_IN',
  departures: 'CHECK_OUT',
  inHouse: null,
};

const roomsOf = (b: Booking) =>
  b.allocations.map((a) => (a.bed > 0 ? `${a.roomNumber}/${a.bed}` : a.roomNumber)).join(', ');

function BookingRow({
  booking,
  action,
  canAct,
  onAction,
}: {
  booking: Booking;
  action: PanelAction | null;
  canAct: boolean;
  onAction: (action: BookingAction, booking: Booking) => void;
}) {
  const { t } = useTranslation('dashboard');
  const rooms = roomsOf(booking);
  const owes = booking.balance > 0.004;
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      data-testid={`front-desk-booking-${booking.id}`}
    >
      <ListItemText
        sx={{ flex: '1 1 12rem', my: 0 }}
        primary={booking.guestName}
        secondary={
          <>
            {t('panels.line', {
              number: booking.bookingNumber,
              roomType: booking.roomTypeName,
              count: booking.units,
            })}
            {rooms && ` · ${t('panels.rooms', { rooms })}`}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {owes && (
          // The text keeps the default colour: the warning hue is too light for small text (contrast).
          <Chip
            size="small"
            variant="outlined"
            icon={<WarningAmberIcon color="warning" aria-hidden />}
            label={t('panels.owes', { amount: formatCurrency(booking.balance, booking.currency) })}
          />
        )}
        {action && canAct && (
          <Button
            size="small"
            variant="contained"
            onClick={() => onAction(action, booking)}
            aria-label={t(`panels.actionFor.${action}`, {
              guest: booking.guestName,
              number: booking.bookingNumber,
            })}
          >
            {t(`panels.action.${action}`)}
          </Button>
        )}
        <Button
          size="small"
          component={Link}
          to={`/bookone/manage-booking/${booking.id}`}
          aria-label={t('panels.detailsFor', { guest: booking.guestName, number: booking.bookingNumber })}
        >
          {t('panels.details')}
        </Button>
      </Stack>
    </ListItem>
  );
}

function Panel({
  kind,
  bookings,
  loading,
  canAct,
  onAction,
}: {
  kind: PanelKind;
  bookings: Booking[] | undefined;
  loading: boolean;
  canAct: boolean;
  onAction: (action: BookingAction, booking: Booking) => void;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t(`panels.${kind}.heading`)}
          </Typography>
          {bookings && <Chip size="small" label={bookings.length} aria-hidden />}
        </Stack>
        {loading ? (
          <Stack spacing={1}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ) : bookings && bookings.length > 0 ? (
          <List dense disablePadding aria-label={t(`panels.${kind}.heading`)}>
            {bookings.map((b) => (
              <BookingRow
                key={b.id}
                booking={b}
                action={PANEL_ACTION[kind]}
                canAct={canAct}
                onAction={onAction}
              />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t(`panels.${kind}.empty`)}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** For housekeeping staff (no bookings to act on): the way to their board. */
export function HousekeepingLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Card variant="outlined" component="section" aria-labelledby="housekeeping-link-heading">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CleaningServicesIcon color="primary" aria-hidden />
          <Typography id="housekeeping-link-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('housekeeping.heading')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('housekeeping.intro')}
        </Typography>
        <Button component={Link} to={HOUSEKEEPING_PATH} variant="contained">
          {t('housekeeping.open')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Today at the desk (in the property's time zone): the arrivals to check in, the departures to check out and the
 * guests in house, each with its actions (the bookings feature's check-in dialog and check-out with "settle the
 * balance first"). Used by the front-office dashboard and the home page. Staff who cannot read bookings but may open
 * the housekeeping board get the link to it instead; anyone else gets nothing.
 */
export function FrontDeskPanels({ propertyId, actions }: { propertyId: number; actions: DeskActions }) {
  const { t } = useTranslation('dashboard');
  const access = deskAccess();
  const frontDesk = useFrontDeskToday(propertyId, access.read);

  if (!access.read) return canOpenHousekeeping() ? <HousekeepingLink /> : null;

  const data = frontDesk.data;
  const loading = frontDesk.isLoading;
  return (
    <Box>
      {frontDesk.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('panels.failed', { message: errorMessage(frontDesk.error) })}
        </Alert>
      )}
      <Grid container spacing={2}>
        {(['arrivals', 'departures', 'inHouse'] as const).map((kind) => (
          <Grid key={kind} size={{ xs: 12, lg: 4 }}>
            <Panel
              kind={kind}
              bookings={data?.[kind]}
              loading={loading}
              canAct={access.write}
              onAction={actions.run}
            />
          </Grid>
        ))}
      </Grid>
      {actions.dialogs}
    </Box>
  );
}
