import { ROOM_STATUSES, type Room, type RoomStatus } from '@bookone/domain';
import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '../../../components/page-heading/page-heading';
import { useNotice } from '../../../components/resource-list/notice';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { getPropertyId } from '../../../lib/session';
import { useCan } from '../../../hooks/use-can';
import { useFrontDesk } from '../api/calendar';
import { useChangeRoomService, useChangeRoomStatus, useRooms } from '../api/housekeeping';
import { OUT_OF_ORDER_COLOUR, roomStatusColour } from '../utils/room-status';

/** The status filter's extra value: rooms out of order, whatever their housekeeping status. */
const OUT_OF_ORDER = 'OUT_OF_ORDER';
const ALL = '';
const NO_FLOOR = 'none';

/** Today's movements per room, from the front desk (only for those who read bookings). */
type TodayFlags = { arriving: string[]; departing: string[]; inHouse: string[] };

/**
 * /bookone/housekeeping: every room of the property as a card, grouped by floor, with its housekeeping status and
 * today's arrivals, departures and stays (for the front office), counts per status, filters by floor, room type and
 * status, the status changed in place and out of order with a reason. Housekeeping staff use it from their
 * dashboard. `roomExtra` adds to each room's card what another feature shows there (its service requests, given by
 * the route), `children` what goes with it once (its dialogs).
 */
export function HousekeepingPage({
  roomExtra,
  children,
}: { roomExtra?: (room: Room) => ReactNode; children?: ReactNode } = {}) {
  const { t } = useTranslation('calendar');
  const propertyId = getPropertyId();
  const canChange = useCan('room.status');
  const canReadBookings = useCan('booking.read');
  const rooms = useRooms(propertyId ?? 0);
  const frontDesk = useFrontDesk(propertyId ?? 0, propertyId != null && canReadBookings);
  const setStatus = useChangeRoomStatus(propertyId ?? 0);
  const setService = useChangeRoomService(propertyId ?? 0);
  const confirm = useConfirm();
  const [floor, setFloor] = useState(ALL);
  const [roomType, setRoomType] = useState(ALL);
  const [status, setStatusFilter] = useState(ALL);
  const [outOfOrderRoom, setOutOfOrderRoom] = useState<Room | null>(null);
  const notice = useNotice();

  const today = useMemo(() => {
    const flags = new Map<number, TodayFlags>();
    const add = (kind: keyof TodayFlags, roomId: number, guest: string) => {
      const entry = flags.get(roomId) ?? { arriving: [], departing: [], inHouse: [] };
      if (!entry[kind].includes(guest)) entry[kind].push(guest);
      flags.set(roomId, entry);
    };
    const data = frontDesk.data;
    if (data) {
      for (const b of data.arrivals) for (const a of b.allocations) add('arriving', a.roomId, b.guestName);
      for (const b of data.departures) for (const a of b.allocations) add('departing', a.roomId, b.guestName);
      for (const b of data.inHouse) for (const a of b.allocations) add('inHouse', a.roomId, b.guestName);
    }
    return flags;
  }, [frontDesk.data]);

  const all = useMemo(() => rooms.data ?? [], [rooms.data]);
  const floors = useMemo(
    () => [...new Set(all.map((r) => r.floor))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)),
    [all],
  );
  const roomTypes = useMemo(
    () => [...new Map(all.map((r) => [r.roomTypeId, r.roomTypeName])).entries()],
    [all],
  );
  const counts = useMemo(() => {
    const byStatus = new Map<string, number>();
    for (const room of all) {
      const key = room.inService ? room.status : OUT_OF_ORDER;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    return byStatus;
  }, [all]);

  const shown = all.filter(
    (room) =>
      (floor === ALL || (floor === NO_FLOOR ? room.floor == null : String(room.floor) === floor)) &&
      (roomType === ALL || String(room.roomTypeId) === roomType) &&
      (status === ALL ||
        (status === OUT_OF_ORDER ? !room.inService : room.inService && room.status === status)),
  );
  const collator = new Intl.Collator(undefined, { numeric: true });
  const byFloor = [...new Set(shown.map((r) => r.floor))]
    .sort((a, b) => (a ?? Infinity) - (b ?? Infinity))
    .map((f) => ({
      floor: f,
      rooms: shown.filter((r) => r.floor === f).sort((a, b) => collator.compare(a.roomNumber, b.roomNumber)),
    }));

  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;

  const statusLabel = (s: string) => t(`roomStatus.${s}`, { defaultValue: s });
  const floorLabel = (f: number | null) =>
    f == null ? t('housekeeping.noFloor') : t('housekeeping.floor', { floor: f });

  const changeStatus = async (room: Room, next: RoomStatus) => {
    try {
      await setStatus.mutateAsync({ id: room.id, status: next });
      notice.show(
        t('housekeeping.statusChanged', { room: room.roomNumber, status: statusLabel(next) }),
        'success',
      );
    } catch (error) {
      notice.show(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  const backInService = async (room: Room) => {
    const ok = await confirm({
      title: t('housekeeping.backInServiceTitle', { room: room.roomNumber }),
      message: t('housekeeping.backInServiceMessage'),
      okText: t('housekeeping.backInService'),
    });
    if (!ok) return;
    try {
      await setService.mutateAsync({ id: room.id, inService: true });
      notice.show(t('housekeeping.inServiceDone', { room: room.roomNumber }), 'success');
    } catch (error) {
      notice.show(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeading title={t('housekeeping.heading')} intro={t('housekeeping.intro')} />
      {!canChange && <Alert severity="info">{t('housekeeping.readOnly')}</Alert>}

      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        aria-label={t('housekeeping.counts')}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {[...ROOM_STATUSES, OUT_OF_ORDER].map((s) => {
          const count = counts.get(s) ?? 0;
          if (count === 0 && s !== 'VACANT_READY' && s !== 'NOT_READY' && s !== 'OCCUPIED') return null;
          const label = s === OUT_OF_ORDER ? t('outOfOrder') : statusLabel(s);
          return (
            <li key={s}>
              <Chip
                label={`${label}: ${count}`}
                data-testid={`count-${s}`}
                variant={status === s ? 'filled' : 'outlined'}
                color={status === s ? 'primary' : 'default'}
                aria-pressed={status === s}
                onClick={() => setStatusFilter(status === s ? ALL : s)}
                icon={
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      bgcolor: s === OUT_OF_ORDER ? OUT_OF_ORDER_COLOUR : roomStatusColour(s),
                    }}
                  />
                }
              />
            </li>
          );
        })}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={t('housekeeping.filterFloor')}
          value={floor}
          onChange={(e) => setFloor(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value={ALL}>{t('housekeeping.all')}</option>
          {floors.map((f) => (
            <option key={f ?? NO_FLOOR} value={f == null ? NO_FLOOR : String(f)}>
              {floorLabel(f)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('housekeeping.filterRoomType')}
          value={roomType}
          onChange={(e) => setRoomType(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value={ALL}>{t('housekeeping.all')}</option>
          {roomTypes.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('housekeeping.filterStatus')}
          value={status}
          onChange={(e) => setStatusFilter(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value={ALL}>{t('housekeeping.all')}</option>
          {ROOM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
          <option value={OUT_OF_ORDER}>{t('outOfOrder')}</option>
        </TextField>
      </Stack>

      {rooms.isError && (
        <Alert severity="error">
          {t('loadFailed')} {rooms.error.message}
        </Alert>
      )}
      {frontDesk.isError && <Alert severity="warning">{t('housekeeping.frontDeskFailed')}</Alert>}
      {rooms.isPending && <Skeleton variant="rounded" height={240} />}
      {rooms.data && shown.length === 0 && <Alert severity="info">{t('housekeeping.none')}</Alert>}

      {byFloor.map(({ floor: f, rooms: list }) => (
        <Box component="section" key={f ?? NO_FLOOR} aria-labelledby={`floor-${f ?? NO_FLOOR}`}>
          <Typography id={`floor-${f ?? NO_FLOOR}`} component="h2" variant="h6" sx={{ mb: 1 }}>
            {floorLabel(f)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
            }}
          >
            {list.map((room) => (
              <RoomCard
                key={room.id}
                room={room}
                today={today.get(room.id)}
                canChange={canChange}
                statusLabel={statusLabel}
                onStatus={(next) => void changeStatus(room, next)}
                onOutOfOrder={() => setOutOfOrderRoom(room)}
                onBackInService={() => void backInService(room)}
                extra={roomExtra?.(room)}
              />
            ))}
          </Box>
        </Box>
      ))}

      {outOfOrderRoom && (
        <OutOfOrderDialog
          room={outOfOrderRoom}
          onClose={() => setOutOfOrderRoom(null)}
          onSave={async (reason) => {
            await setService.mutateAsync({
              id: outOfOrderRoom.id,
              inService: false,
              outOfOrderReason: reason,
            });
            notice.show(t('housekeeping.outOfOrderDone', { room: outOfOrderRoom.roomNumber }), 'success');
            setOutOfOrderRoom(null);
          }}
        />
      )}
      {children}
      {notice.element}
    </Stack>
  );
}

function RoomCard({
  room,
  today,
  canChange,
  statusLabel,
  onStatus,
  onOutOfOrder,
  onBackInService,
  extra,
}: {
  room: Room;
  today: TodayFlags | undefined;
  canChange: boolean;
  statusLabel: (s: string) => string;
  onStatus: (status: RoomStatus) => void;
  onOutOfOrder: () => void;
  onBackInService: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const colour = room.inService ? roomStatusColour(room.status) : OUT_OF_ORDER_COLOUR;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-room={room.roomNumber}
      sx={{ borderLeft: `6px solid ${colour}` }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {t('housekeeping.room', { room: room.roomNumber })}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {room.roomTypeName}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="room-status">
          {room.inService ? statusLabel(room.status) : t('outOfOrder')}
        </Typography>
        {!room.inService && room.outOfOrderReason && (
          <Typography variant="body2" color="text.secondary">
            {t('housekeeping.reason', { reason: room.outOfOrderReason })}
          </Typography>
        )}
        {today && (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {today.inHouse.length > 0 && (
              <Chip
                size="small"
                variant="outlined"
                // Default text on an outlined chip: white on the light info fill failed contrast (WCAG 1.4.3).
                sx={{ borderColor: 'info.main', borderWidth: 2 }}
                label={t('housekeeping.inHouse', { guest: today.inHouse.join(', ') })}
              />
            )}
            {today.departing.length > 0 && (
              <Chip
                size="small"
                variant="outlined"
                // Default text on an outlined chip: white on the light warning fill failed contrast (WCAG 1.4.3).
                sx={{ borderColor: 'warning.main', borderWidth: 2 }}
                label={t('housekeeping.departing', { guest: today.departing.join(', ') })}
              />
            )}
            {today.arriving.length > 0 && (
              <Chip
                size="small"
                variant="outlined"
                // Default text on an outlined chip: white on the light success fill failed contrast (WCAG 1.4.3).
                sx={{ borderColor: 'success.main', borderWidth: 2 }}
                label={t('housekeeping.arriving', { guest: today.arriving.join(', ') })}
              />
            )}
          </Stack>
        )}
        {canChange && (
          <Stack spacing={1} sx={{ mt: 1.5 }}>
            {room.inService && (
              <TextField
                select
                size="small"
                label={t('housekeeping.statusOf', { room: room.roomNumber })}
                value={room.status}
                onChange={(e) => onStatus(e.target.value as RoomStatus)}
                slotProps={{ select: { native: true } }}
              >
                {ROOM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </TextField>
            )}
            {room.inService ? (
              <Button
                size="small"
                startIcon={<BuildIcon />}
                onClick={onOutOfOrder}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('housekeeping.markOutOfOrder')}
              </Button>
            ) : (
              <Button
                size="small"
                startIcon={<CheckCircleIcon />}
                onClick={onBackInService}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('housekeeping.backInService')}
              </Button>
            )}
          </Stack>
        )}
        {extra}
      </CardContent>
    </Card>
  );
}

function OutOfOrderDialog({
  room,
  onClose,
  onSave,
}: {
  room: Room;
  onClose: () => void;
  onSave: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('housekeeping.reasonRequired'));
      return;
    }
    setSaving(true);
    try {
      await onSave(reason.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('housekeeping.outOfOrderTitle', { room: room.roomNumber })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('housekeeping.outOfOrderHelp')}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          required
          label={t('housekeeping.reasonLabel')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error != null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('housekeeping.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {t('housekeeping.markOutOfOrder')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
