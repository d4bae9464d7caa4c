import { RESERVATION_STATUSES, type ReservationStatus } from '@bookone/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { formatTime } from '../../../../components/resource-timeline/format';
import { ResourceTimeline } from '../../../../components/resource-timeline/resource-timeline';
import { slotScale, workingWindow } from '../../../../components/resource-timeline/scale';
import type { TimelineItem } from '../../../../components/resource-timeline/types';
import { propertyTimeZone } from '../../../../lib/dates';
import { nextSlotsOf } from '../../api/create-reservation';
import { useReschedule, useSchedule } from '../../api/schedule';
import { reservationDetailsPath } from '../../utils/reservation-paths';
import { ScheduleAgenda } from './schedule-agenda';
import {
  closedColumns,
  RESERVATION_STATUS_COLOURS,
  SCHEDULER_VIEWS,
  shiftDate,
  toScheduleTimeline,
  viewDays,
  type SchedulerView,
} from './schedule-timeline';

/** The statuses drawn on the scheduler (cancelled and no-show lines are left out by the server). */
const SHOWN_STATUSES = RESERVATION_STATUSES.filter((s) => s !== 'CANCELLED' && s !== 'NO_SHOW');

export type SchedulerProps = {
  propertyId: number;
  view: SchedulerView;
  /** The day shown, or a day of the week shown (YYYY-MM-DD). */
  date: string;
  /** Today at the property. */
  today: string;
  onNavigate: (next: { view: SchedulerView; date: string }) => void;
  /** A click or Enter on a free working slot; absent when reservations cannot be created (Starter plan). */
  onCreate?: (slot: { date: string; startsAt: string; resourceId: number }) => void;
};

/**
 * The scheduler: resources (grouped by kind) × 15-minute slots of a day or a week over the working hours, the
 * time a resource does not work shaded. Bars are reservation lines coloured by status; dragging one (or moving it
 * with the keyboard) to another time or resource reschedules it, and a refusal puts it back with the server's
 * message. A bar opens its reservation; a free slot starts a new one there.
 */
export function Scheduler({ propertyId, view, date, today, onNavigate, onCreate }: SchedulerProps) {
  const { t, i18n } = useTranslation('reservation-schedule');
  const { t: tr } = useTranslation('reservations');
  const navigate = useNavigate();
  // Under 600 px a grid of 15-minute slots shows about an hour: an agenda of the days instead.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const days = useMemo(() => viewDays(view, date), [view, date]);
  const from = days[0] ?? date;
  const to = days[days.length - 1] ?? date;
  const schedule = useSchedule(propertyId, from, to);
  const reschedule = useReschedule(propertyId);
  const data = schedule.data;
  const timeZone = data?.timeZone ?? propertyTimeZone();

  const scale = useMemo(() => {
    const window = workingWindow(data?.resources.flatMap((r) => r.working) ?? [], timeZone);
    return slotScale({ days, timeZone, ...window });
  }, [data, days, timeZone]);
  const timeline = useMemo(
    () =>
      data
        ? toScheduleTimeline(data, {
            kind: (kind) => t(`scheduler.kinds.${kind}`, { defaultValue: kind }),
            status: (status) => tr(`status.${status}`),
            detail: (line) =>
              t('scheduler.detail', {
                status: tr(`status.${line.status}`),
                count: line.persons,
                reference: line.referenceNumber,
              }),
            table: (name, seats) => t('scheduler.table', { name, count: seats }),
          })
        : null,
    [data, t, tr],
  );
  const closed = useMemo(
    (): ReadonlyMap<string, ReadonlySet<number>> => (data ? closedColumns(data, scale) : new Map()),
    [data, scale],
  );

  const onMove = async (item: TimelineItem, resourceId: string | null, start: string) => {
    const line = timeline?.lines.get(item.id);
    if (!line || resourceId == null) return;
    const resource = data?.resources.find((r) => String(r.id) === resourceId);
    // Said here, before any call: the server would refuse it too, with a less specific message.
    if (resource && !resource.offeringIds.includes(line.offeringId))
      throw new Error(t('scheduler.notOffered', { resource: resource.name, offering: line.offeringName }));
    try {
      await reschedule.mutateAsync({
        reservationId: line.reservationId,
        input: { lineId: line.lineId, startsAt: start, resourceId: Number(resourceId) },
      });
    } catch (error) {
      // A taken slot answers the next free ones of the offering: say where it could go instead.
      const next = nextSlotsOf(error)?.slice(0, 3) ?? [];
      if (next.length === 0 || !(error instanceof Error)) throw error;
      const times = next.map((slot) => formatTime(slot.startsAt, i18n.language, timeZone)).join(', ');
      throw new Error(`${error.message} ${t('scheduler.nextFree', { times })}`);
    }
  };

  const previous = view === 'day' ? t('scheduler.previousDay') : t('scheduler.previousWeek');
  const next = view === 'day' ? t('scheduler.nextDay') : t('scheduler.nextWeek');
  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={t('scheduler.view')}
        onChange={(_e, value: SchedulerView | null) => value && onNavigate({ view: value, date })}
      >
        {SCHEDULER_VIEWS.map((v) => (
          <ToggleButton key={v} value={v}>
            {t(`scheduler.views.${v}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={previous}
          onClick={() => onNavigate({ view, date: shiftDate(view, date, -1) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TodayIcon />}
          onClick={() => onNavigate({ view, date: today })}
        >
          {t('scheduler.today')}
        </Button>
        <IconButton aria-label={next} onClick={() => onNavigate({ view, date: shiftDate(view, date, 1) })}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <TextField
        type="date"
        size="small"
        label={t('scheduler.date')}
        value={date}
        onChange={(e) => e.target.value && onNavigate({ view, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <StatusLegend label={t('scheduler.legend')} status={(s) => tr(`status.${s}`)} />
    </Stack>
  );

  if (schedule.isError && !data)
    return (
      <Stack spacing={1.5}>
        {toolbar}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void schedule.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')} {schedule.error.message}
        </Alert>
      </Stack>
    );
  if (!timeline)
    return (
      <Stack spacing={1.5}>
        {toolbar}
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );

  return (
    <Stack spacing={1}>
      {timeline.groups.length === 0 && <Alert severity="info">{t('scheduler.noResources')}</Alert>}
      {phone ? (
        <>
          {toolbar}
          <ScheduleAgenda
            schedule={data!}
            onOpen={(reference) => void navigate(reservationDetailsPath(reference))}
          />
        </>
      ) : (
        <ResourceTimeline
          label={t('scheduler.label')}
          resourceHeading={t('scheduler.resources')}
          groups={timeline.groups}
          items={timeline.items}
          range={{ start: from, days: days.length }}
          scale={scale}
          toolbar={toolbar}
          today={today}
          loading={schedule.isFetching}
          isClosed={(row, column) =>
            row.resourceId != null && (closed.get(row.resourceId)?.has(column) ?? false)
          }
          onMove={onMove}
          onOpen={(item) => {
            const line = timeline.lines.get(item.id);
            if (line) void navigate(reservationDetailsPath(line.referenceNumber));
          }}
          onCreate={
            onCreate &&
            ((resourceId, start) => {
              if (resourceId == null) return;
              const column = scale.columns.indexOf(start);
              // Only where the resource works: a shaded slot cannot be booked.
              if (closed.get(resourceId)?.has(column)) return;
              const clock = scale.wallClock[column];
              onCreate({
                date: days[clock?.day ?? 0] ?? date,
                startsAt: start,
                resourceId: Number(resourceId),
              });
            })
          }
        />
      )}
    </Stack>
  );
}

/** What the bar colours stand for (each bar also says its status to screen readers and in its tooltip). */
function StatusLegend({ label, status }: { label: string; status: (s: ReservationStatus) => string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0, ml: { md: 1 } }}
    >
      {SHOWN_STATUSES.map((s) => (
        <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: 0.5,
              bgcolor: RESERVATION_STATUS_COLOURS[s].background,
            }}
          />
          {status(s)}
        </Box>
      ))}
    </Box>
  );
}
