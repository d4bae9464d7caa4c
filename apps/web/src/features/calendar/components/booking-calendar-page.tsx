import { addDays, BOOKING_STATUSES, bookingSchema, daysBetween, type Calendar } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PageHeading } from '../../../components/page-heading/page-heading';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { getPropertyId } from '../../../lib/session';
import { useCan } from '../../../hooks/use-can';
import { useCalendar, useCalendarChange, type CalendarChange } from '../api/calendar';
import { useOverbookings } from '../api/overbookings';
import { OverbookingMarkers } from './overbooking-markers';
import { DayAgenda } from './day-agenda';
import { propertyToday } from '../utils/dates';
import { BOOKING_STATUS_COLOURS, OUT_OF_ORDER_COLOUR, roomStatusColour } from '../utils/room-status';
import { parseResourceId, toTimeline, type CalendarBooking, type ItemSource } from '../utils/to-timeline';
import { rangeAround, rangeEnd } from '../../../components/resource-timeline/geometry';
import {
  ResourceTimeline,
  TimelineChangeCancelled,
} from '../../../components/resource-timeline/resource-timeline';
import type { TimelineItem, TimelineRange } from '../../../components/resource-timeline/types';

/** Where a click on an empty cell starts a new booking: the room type, the room and the first night. */
export type NewBookingDraft = {
  roomTypeId: number;
  roomId: number | null;
  arrival: string;
  departure: string;
};

function StatusDot({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, flex: 'none' }}
    />
  );
}

/**
 * /bookone/booking-calendar: the tape chart. Rooms (beds of shared types) grouped by room type, with an
 * Unallocated row per type; bookings as bars coloured by status. Dragging a bar to another room shifts the room
 * (another type asks first and changes the category), from Unallocated allocates it, along the days amends the
 * dates (same nights), its end edge amends the departure. The server checks every drop; a refusal puts the bar
 * back and shows why.
 */
export function BookingCalendarPage({
  renderNewBooking,
}: {
  /** The new booking dialog (bookings feature), given the cell that was clicked. */
  renderNewBooking?: (draft: NewBookingDraft, close: () => void) => React.ReactNode;
}) {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const propertyId = getPropertyId();
  const canWrite = useCan('booking.write');
  const [range, setRange] = useState<TimelineRange>(() => rangeAround(propertyToday(), 14));
  const [newBooking, setNewBooking] = useState<NewBookingDraft | null>(null);
  const [lostRoom, setLostRoom] = useState<string | null>(null);
  // Under 600 px the 14-day grid is unreadable: a day at a time, room by room.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [agendaDay, setAgendaDay] = useState(() => propertyToday());

  const calendar = useCalendar(propertyId ?? 0, range.start, rangeEnd(range), propertyId != null);
  const change = useCalendarChange(propertyId ?? 0);
  // Channel reservations of these days that found no room (issue 16): a marker above the chart.
  const overbookings = useOverbookings(
    propertyId ?? 0,
    range.start,
    addDays(rangeEnd(range), -1),
    propertyId != null,
  );

  const timeline = useMemo(
    () => (calendar.data ? buildTimeline(calendar.data, t) : null),
    [calendar.data, t],
  );

  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;

  const sourceOf = (item: TimelineItem): ItemSource => {
    const source = timeline?.sources.get(item.id);
    if (!source) throw new TimelineChangeCancelled();
    return source;
  };
  const run = (c: CalendarChange) => change.mutateAsync(c);
  /**
   * New dates keep the rooms where they are still free; the server drops a room taken on a new night rather than
   * refusing the change, so say so (the bar moves to Unallocated).
   */
  const amend = async (booking: CalendarBooking, input: { arrival?: string; departure?: string }) => {
    setLostRoom(null);
    const answer = bookingSchema.safeParse(await run({ kind: 'amend', bookingId: booking.id, input }));
    if (answer.success && answer.data.allocations.length < booking.allocations.length)
      setLostRoom(t('lostRoom', { guest: booking.guestName }));
  };

  const onMove = async (item: TimelineItem, resourceId: string | null, start: string, groupId: string) => {
    const { booking, allocation } = sourceOf(item);
    const target = resourceId ? parseResourceId(resourceId) : null;
    const targetTypeId = Number(groupId);
    const rowChanged = resourceId !== item.resourceId || groupId !== item.groupId;
    const shift = daysBetween(item.start, start);

    // Refused here, before any call: what the server has no single operation for.
    if (
      shift !== 0 &&
      allocation &&
      (allocation.fromDate !== booking.arrival || allocation.toDate !== booking.departure)
    )
      throw new Error(t('refuse.partialDates'));
    if (rowChanged && (!target || !allocation) && targetTypeId !== booking.roomTypeId)
      throw new Error(
        t('refuse.otherTypeUnallocated', { type: typeName(calendar.data, booking.roomTypeId) }),
      );

    const changeCategory =
      rowChanged && target != null && allocation != null && targetTypeId !== booking.roomTypeId;
    if (changeCategory) {
      const ok = await confirm({
        title: t('changeCategory.title'),
        message: t('changeCategory.message', {
          guest: booking.guestName,
          from: typeName(calendar.data, booking.roomTypeId),
          to: typeName(calendar.data, targetTypeId),
        }),
        okText: t('changeCategory.ok'),
      });
      if (!ok) throw new TimelineChangeCancelled();
    }

    if (shift !== 0)
      await amend(booking, {
        arrival: addDays(booking.arrival, shift),
        departure: addDays(booking.departure, shift),
      });
    if (!rowChanged) return;
    if (!target) {
      await run({ kind: 'release', bookingId: booking.id });
    } else if (!allocation) {
      // Allocate replaces the whole allocation: keep the rooms the booking already has and add this one.
      const picks = new Map<string, { roomId: number; bed: number }>();
      for (const a of booking.allocations)
        picks.set(`${a.roomId}:${a.bed}`, { roomId: a.roomId, bed: a.bed });
      picks.set(`${target.roomId}:${target.bed}`, target);
      await run({ kind: 'allocate', bookingId: booking.id, input: { rooms: [...picks.values()] } });
    } else {
      const today = calendar.data?.today ?? propertyToday();
      await run({
        kind: 'roomShift',
        bookingId: booking.id,
        input: {
          fromRoomId: allocation.roomId,
          fromBed: allocation.bed,
          toRoomId: target.roomId,
          toBed: target.bed,
          // The stay moves from its first night still to come (past nights stay where they were slept).
          fromDate: allocation.fromDate > today ? allocation.fromDate : undefined,
          changeCategory,
        },
      });
    }
  };

  const onResize = async (item: TimelineItem, end: string) => {
    const { booking, allocation } = sourceOf(item);
    if (allocation && allocation.toDate !== booking.departure) throw new Error(t('refuse.partialEnd'));
    await amend(booking, { departure: end });
  };

  return (
    <Stack spacing={2}>
      <PageHeading title={t('heading')} intro={canWrite ? t('intro') : t('introReadOnly')} />

      {lostRoom && (
        <Alert severity="warning" onClose={() => setLostRoom(null)}>
          {lostRoom}
        </Alert>
      )}
      {calendar.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')} {calendar.error.message}
        </Alert>
      )}
      {calendar.isPending && !calendar.isError && <Skeleton variant="rounded" height={360} />}
      {timeline && calendar.data && (
        <>
          {overbookings.data && (
            <OverbookingMarkers
              overbookings={overbookings.data}
              calendar={calendar.data}
              onShow={(day) => {
                setRange(rangeAround(day, 14));
                setAgendaDay(day);
              }}
            />
          )}
          {timeline.groups.length === 0 && <Alert severity="info">{t('noRooms')}</Alert>}
          {phone ? (
            <DayAgenda
              groups={timeline.groups}
              items={timeline.items}
              day={agendaDay}
              onDayChange={(day) => {
                setAgendaDay(day);
                // Past the loaded fortnight: load the one around the new day.
                if (day < range.start || day >= rangeEnd(range)) setRange(rangeAround(day, 14));
              }}
              onOpen={(item) => {
                const source = timeline.sources.get(item.id);
                if (source) void navigate(`/bookone/manage-booking/${source.booking.id}`);
              }}
            />
          ) : (
            <ResourceTimeline
              label={t('gridLabel')}
              resourceHeading={t('rooms')}
              groups={timeline.groups}
              items={timeline.items}
              range={range}
              today={calendar.data.today}
              loading={calendar.isFetching}
              onRangeChange={setRange}
              onMove={canWrite ? onMove : undefined}
              onResize={canWrite ? onResize : undefined}
              onOpen={(item) => {
                const source = timeline.sources.get(item.id);
                if (source) void navigate(`/bookone/manage-booking/${source.booking.id}`);
              }}
              onCreate={
                canWrite && renderNewBooking
                  ? (resourceId, date, groupId) =>
                      setNewBooking({
                        roomTypeId: Number(groupId),
                        roomId: resourceId ? (parseResourceId(resourceId)?.roomId ?? null) : null,
                        arrival: date,
                        departure: addDays(date, 1),
                      })
                  : undefined
              }
            />
          )}
          <Legend />
        </>
      )}
      {newBooking && renderNewBooking?.(newBooking, () => setNewBooking(null))}
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('calendar');
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('legend')}
      role="group"
    >
      {BOOKING_STATUSES.filter((s) =>
        ['ENQUIRY', 'NEW', 'CONFIRMED', 'CHECKEDIN', 'CHECKEDOUT'].includes(s),
      ).map((status) => (
        <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: BOOKING_STATUS_COLOURS[status].background,
            }}
          />
          <Typography variant="caption">{t(`bookingStatus.${status}`)}</Typography>
        </Stack>
      ))}
      <Typography variant="caption" color="text.secondary">
        {t('keyboardHint')}
      </Typography>
    </Stack>
  );
}

function typeName(calendar: Calendar | undefined, roomTypeId: number): string {
  return calendar?.roomTypes.find((rt) => rt.id === roomTypeId)?.name ?? String(roomTypeId);
}

type T = ReturnType<typeof useTranslation<'calendar'>>['t'];

function buildTimeline(calendar: Calendar, t: T) {
  const tooltip = (b: CalendarBooking, unallocated: number) =>
    [
      b.bookingNumber,
      t(`bookingStatus.${b.status}`, { defaultValue: b.status }),
      t('tooltip.guests', { adults: b.adults, children: b.children }),
      t('tooltip.balance', { amount: b.balance.toFixed(2) }),
      unallocated > 0 ? t('tooltip.unallocated', { count: unallocated }) : null,
      b.groupReference ? t('tooltip.group', { reference: b.groupReference }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return toTimeline(calendar, {
    bed: (roomNumber, bed) => t('bed', { room: roomNumber, bed }),
    roomDetail: (room) =>
      room.inService ? t(`roomStatus.${room.status}`, { defaultValue: room.status }) : t('outOfOrder'),
    roomAdornment: (room) => (
      <StatusDot colour={room.inService ? roomStatusColour(room.status) : OUT_OF_ORDER_COLOUR} />
    ),
    tooltip,
    unallocatedLabel: (b, count) =>
      b.units > 1 ? t('unallocatedItem', { guest: b.guestName, count }) : b.guestName,
  });
}
