import {
  formatCurrency,
  ROOM_STATUSES,
  type RatePlan,
  type Room,
  type RoomStatus,
  type RoomType,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useFacilities } from '../../facilities/api/facilities';
import {
  useCreateRatePlan,
  useDeleteRatePlan,
  useRatePlans,
  useUpdateRatePlan,
} from '../../rates/api/rate-plans';
import { RatePlanDialog } from '../../rates/components/rate-plan-dialog';
import { useCreateRoomType, useDeleteRoomType, useRoomTypes, useUpdateRoomType } from '../api/room-types';
import {
  useCreateRoom,
  useDeleteRoom,
  useRooms,
  useSetRoomService,
  useSetRoomStatus,
  useUpdateRoom,
} from '../api/rooms';
import { errorMessage } from '../utils/form-errors';
import { getSessionOrganisationId, useCan } from '../../../hooks/use-can';
import { RoomDialog } from './room-dialog';
import { RoomTypeDialog } from './room-type-dialog';
import { RoomTypeImages } from './room-type-images';

type Notify = (message: string, severity?: 'success' | 'error') => void;

function PropertySummary({ roomTypes, rooms }: { roomTypes: number; rooms: number }) {
  const { t } = useTranslation('rooms');
  const property = getSessionProperty();
  if (!property) return null;
  const address = [property.address.addressLine1, property.address.city, property.address.country]
    .filter(Boolean)
    .join(', ');
  const items: [string, string][] = [
    [t('property.businessType'), property.businessType],
    [t('property.status'), property.propertyStatus],
    [t('property.plan'), property.plan ?? t('common.none')],
    [t('property.currency'), property.localCurrency ?? t('common.none')],
    [t('property.timezone'), property.timezone ?? t('common.none')],
    [t('property.address'), address || t('common.none')],
    [t('property.roomTypes'), String(roomTypes)],
    [t('property.totalRooms'), String(rooms)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="property-summary">
      <CardHeader
        id="property-summary"
        title={property.name}
        subheader={t('property.summary')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button component={RouterLink} to="/bookone/manage-rates-availability" size="small">
            {t('property.ratesLink')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
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
      </CardContent>
    </Card>
  );
}

function RoomsTable({
  propertyId,
  roomType,
  rooms,
  canEdit,
  canStatus,
  notify,
}: {
  propertyId: number;
  roomType: RoomType;
  rooms: Room[];
  canEdit: boolean;
  canStatus: boolean;
  notify: Notify;
}) {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const create = useCreateRoom(propertyId);
  const update = useUpdateRoom(propertyId);
  const remove = useDeleteRoom(propertyId);
  const setStatus = useSetRoomStatus(propertyId);
  const setService = useSetRoomService(propertyId);
  const full = rooms.length >= roomType.noOfRooms;

  const onDelete = async (room: Room) => {
    const ok = await confirm({
      title: t('rooms.deleteTitle'),
      message: t('rooms.deleteMessage', { number: room.roomNumber }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(room.id, {
      onSuccess: () => notify(t('common.deleted')),
      onError: (e) => notify(errorMessage(e), 'error'),
    });
  };

  return (
    <Box>
      {canEdit && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={full} size="small">
            {t('rooms.add')}
          </Button>
          {full && (
            <Typography variant="caption" color="text.secondary">
              {t('rooms.full', { count: roomType.noOfRooms })}
            </Typography>
          )}
        </Box>
      )}
      {rooms.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('rooms.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`${t('rooms.heading')}: ${roomType.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rooms.roomNumber')}</TableCell>
                <TableCell>{t('rooms.floor')}</TableCell>
                <TableCell>{t('rooms.bedType')}</TableCell>
                <TableCell>{t('rooms.status')}</TableCell>
                <TableCell>{t('rooms.inService')}</TableCell>
                {canEdit && <TableCell align="right">{t('rooms.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rooms.map((room) => (
                <TableRow key={room.id}>
                  <TableCell component="th" scope="row">
                    {room.roomNumber}
                  </TableCell>
                  <TableCell>{room.floor ?? t('common.none')}</TableCell>
                  <TableCell>{room.bedType ? t(`bedTypes.${room.bedType}`) : t('common.none')}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {canStatus ? (
                      <TextField
                        select
                        size="small"
                        value={room.status}
                        onChange={(e) =>
                          setStatus.mutate(
                            { id: room.id, status: e.target.value as RoomStatus },
                            { onError: (err) => notify(errorMessage(err), 'error') },
                          )
                        }
                        slotProps={{
                          select: { native: true },
                          htmlInput: { 'aria-label': t('rooms.statusLabel', { number: room.roomNumber }) },
                        }}
                      >
                        {ROOM_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {t(`roomStatus.${s}`)}
                          </option>
                        ))}
                      </TextField>
                    ) : (
                      t(`roomStatus.${room.status}`)
                    )}
                  </TableCell>
                  <TableCell>
                    {canStatus ? (
                      <Switch
                        checked={room.inService}
                        onChange={(e) =>
                          setService.mutate(
                            { id: room.id, inService: e.target.checked },
                            { onError: (err) => notify(errorMessage(err), 'error') },
                          )
                        }
                        slotProps={{
                          input: { 'aria-label': t('rooms.serviceLabel', { number: room.roomNumber }) },
                        }}
                      />
                    ) : room.inService ? (
                      t('rooms.inService')
                    ) : (
                      t('rooms.outOfOrder')
                    )}
                    {!room.inService && room.outOfOrderReason && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {room.outOfOrderReason}
                      </Typography>
                    )}
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('rooms.editLabel', { number: room.roomNumber })}
                        onClick={() => setEditing(room)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('rooms.deleteLabel', { number: room.roomNumber })}
                        onClick={() => void onDelete(room)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <RoomDialog
          room={editing === 'new' ? null : editing}
          roomTypeId={roomType.id}
          roomTypeName={roomType.name}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await create.mutateAsync(input);
            else await update.mutateAsync({ id: editing.id, input });
            setEditing(null);
            notify(t('common.saved'));
          }}
        />
      )}
    </Box>
  );
}

function planPrice(plan: RatePlan, currency: string, t: ReturnType<typeof useTranslation<'rooms'>>['t']) {
  if (plan.amount != null) return t('plans.fixed', { amount: formatCurrency(plan.amount, currency) });
  if (plan.deviation === 0) return t('plans.standard');
  const sign = plan.deviation > 0 ? '+' : '−';
  return plan.deviationType === 'PERCENT'
    ? t('plans.deviationPercent', { sign, value: Math.abs(plan.deviation) })
    : t('plans.deviationAmount', { sign, amount: formatCurrency(Math.abs(plan.deviation), currency) });
}

function PlansTable({
  roomType,
  currency,
  canEdit,
  notify,
}: {
  roomType: RoomType;
  currency: string;
  canEdit: boolean;
  notify: Notify;
}) {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const plans = useRatePlans(roomType.id);
  const create = useCreateRatePlan(roomType.id);
  const update = useUpdateRatePlan(roomType.id);
  const remove = useDeleteRatePlan(roomType.id);
  const [editing, setEditing] = useState<RatePlan | 'new' | null>(null);

  const onDelete = async (plan: RatePlan) => {
    const ok = await confirm({
      title: t('plans.deleteTitle'),
      message: t('plans.deleteMessage', { code: plan.code, name: plan.name }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(plan.id, {
      onSuccess: () => notify(t('common.deleted')),
      onError: (e) => notify(errorMessage(e), 'error'),
    });
  };

  const stay = (p: RatePlan) =>
    p.minStay == null && p.maxStay == null
      ? t('plans.anyStay')
      : t('plans.stayRange', { min: p.minStay ?? 1, max: p.maxStay ?? '∞' });
  const validity = (p: RatePlan) =>
    p.effectiveDate && p.expiryDate
      ? t('plans.fromUntil', { from: p.effectiveDate, to: p.expiryDate })
      : p.effectiveDate
        ? t('plans.from', { date: p.effectiveDate })
        : p.expiryDate
          ? t('plans.until', { date: p.expiryDate })
          : t('plans.always');

  return (
    <Box>
      {canEdit && (
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} size="small" sx={{ mb: 1 }}>
          {t('plans.add')}
        </Button>
      )}
      {plans.isPending ? (
        <Skeleton height={60} />
      ) : plans.isError ? (
        <Alert severity="error">{plans.error.message}</Alert>
      ) : plans.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('plans.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`${t('plans.heading')}: ${roomType.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('plans.code')}</TableCell>
                <TableCell>{t('plans.name')}</TableCell>
                <TableCell>{t('plans.price')}</TableCell>
                <TableCell>{t('plans.board')}</TableCell>
                <TableCell>{t('plans.stay')}</TableCell>
                <TableCell>{t('plans.validity')}</TableCell>
                <TableCell>{t('plans.active')}</TableCell>
                {canEdit && <TableCell align="right">{t('rooms.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.data.map((p) => (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">
                    {p.code}
                  </TableCell>
                  <TableCell>
                    {p.name}
                    {p.inclusions.length > 0 && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {p.inclusions.join(', ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{planPrice(p, currency, t)}</TableCell>
                  <TableCell>{t(`mealPlans.${p.mealPlan}`)}</TableCell>
                  <TableCell>{stay(p)}</TableCell>
                  <TableCell>
                    {validity(p)}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {p.weekdays.length === 0
                        ? t('plans.everyDay')
                        : p.weekdays.map((d) => t(`weekdays.${d}`)).join(' ')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={p.active ? t('plans.active') : t('plans.inactive')}
                      color={p.active ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('plans.editLabel', { code: p.code })}
                        onClick={() => setEditing(p)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('plans.deleteLabel', { code: p.code })}
                        onClick={() => void onDelete(p)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <RatePlanDialog
          plan={editing === 'new' ? null : editing}
          roomTypeName={roomType.name}
          currency={currency}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await create.mutateAsync(input);
            else await update.mutateAsync({ id: editing.id, input });
            setEditing(null);
            notify(t('common.saved'));
          }}
        />
      )}
    </Box>
  );
}

function RoomTypeCard({
  propertyId,
  roomType,
  rooms,
  currency,
  canEdit,
  canStatus,
  onEdit,
  onDelete,
  notify,
}: {
  propertyId: number;
  roomType: RoomType;
  rooms: Room[];
  currency: string;
  canEdit: boolean;
  canStatus: boolean;
  onEdit: () => void;
  onDelete: () => void;
  notify: Notify;
}) {
  const { t } = useTranslation('rooms');
  const [tab, setTab] = useState<'rooms' | 'plans' | 'images'>('rooms');
  const money = (v: number) => formatCurrency(v, currency);
  const tabId = `rt-${roomType.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`${tabId}-title`}>
      <CardHeader
        title={roomType.name}
        slotProps={{ title: { component: 'h3', variant: 'h6', id: `${tabId}-title` } }}
        subheader={roomType.description ?? undefined}
        action={
          canEdit && (
            <Box sx={{ display: 'flex' }}>
              <Tooltip title={t('common.edit')}>
                <IconButton aria-label={t('roomTypes.editLabel', { name: roomType.name })} onClick={onEdit}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('common.delete')}>
                <IconButton
                  aria-label={t('roomTypes.deleteLabel', { name: roomType.name })}
                  onClick={onDelete}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Chip
            size="small"
            color="primary"
            label={t('roomTypes.perNight', { price: money(roomType.basePrice) })}
          />
          {roomType.weeklyPrice != null && (
            <Chip
              size="small"
              variant="outlined"
              label={t('roomTypes.weekly', { price: money(roomType.weeklyPrice) })}
            />
          )}
          {roomType.monthlyPrice != null && (
            <Chip
              size="small"
              variant="outlined"
              label={t('roomTypes.monthly', { price: money(roomType.monthlyPrice) })}
            />
          )}
          <Chip
            size="small"
            variant="outlined"
            label={t('roomTypes.occupancy', {
              min: roomType.minOccupancy,
              max: roomType.maxOccupancy,
              base: roomType.baseOccupancy,
            })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('roomTypes.extraAdult', { price: money(roomType.extraAdultCharge) })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('roomTypes.extraChild', { price: money(roomType.extraChildCharge) })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('roomTypes.rooms', { recorded: roomType.roomCount, count: roomType.noOfRooms })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('roomTypes.sellable', { count: roomType.sellableUnits })}
          />
          {roomType.ranking != null && (
            <Chip
              size="small"
              variant="outlined"
              label={t('roomTypes.ranking', { ranking: roomType.ranking })}
            />
          )}
          {roomType.shared && (
            <Chip
              size="small"
              color="secondary"
              label={`${t('roomTypes.shared')} · ${t('roomTypes.beds', { count: roomType.beds.length })}`}
            />
          )}
        </Stack>
        {roomType.facilities.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('roomTypes.facilities')}: {roomType.facilities.map((f) => f.name).join(', ')}
          </Typography>
        )}
        <Tabs
          value={tab}
          onChange={(_e, v: 'rooms' | 'plans' | 'images') => setTab(v)}
          aria-label={roomType.name}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
        >
          <Tab
            value="rooms"
            label={`${t('roomTypes.tabRooms')} (${rooms.length})`}
            id={`${tabId}-tab-rooms`}
            aria-controls={`${tabId}-panel-rooms`}
          />
          <Tab
            value="plans"
            label={t('roomTypes.tabPlans')}
            id={`${tabId}-tab-plans`}
            aria-controls={`${tabId}-panel-plans`}
          />
          <Tab
            value="images"
            label={`${t('roomTypes.tabImages')} (${roomType.images.length})`}
            id={`${tabId}-tab-images`}
            aria-controls={`${tabId}-panel-images`}
          />
        </Tabs>
        <Box role="tabpanel" id={`${tabId}-panel-${tab}`} aria-labelledby={`${tabId}-tab-${tab}`}>
          {tab === 'rooms' ? (
            <RoomsTable
              propertyId={propertyId}
              roomType={roomType}
              rooms={rooms}
              canEdit={canEdit}
              canStatus={canStatus}
              notify={notify}
            />
          ) : tab === 'plans' ? (
            <PlansTable roomType={roomType} currency={currency} canEdit={canEdit} notify={notify} />
          ) : (
            <RoomTypeImages propertyId={propertyId} roomType={roomType} canEdit={canEdit} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * /bookone/manage-property "Property & Rooms": the property summary, then each room type as a card (prices,
 * occupancy, extra charges, rooms, ranking, shared, facilities) with its physical rooms (quick housekeeping status
 * and in-service switch) and its rate plans. Administrators and managers add, edit and delete; other staff read.
 */
export function ManagePropertyPage() {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const propertyId = getPropertyId();
  const property = getSessionProperty();
  const currency = property?.localCurrency ?? '';
  const canEdit = useCan('room.write');
  const canStatus = useCan('room.status');
  const roomTypes = useRoomTypes(propertyId ?? 0);
  const rooms = useRooms(propertyId ?? 0);
  const facilities = useFacilities(property?.organisationId ?? getSessionOrganisationId());
  const create = useCreateRoomType(propertyId ?? 0);
  const update = useUpdateRoomType(propertyId ?? 0);
  const remove = useDeleteRoomType(propertyId ?? 0);
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);
  const [notice, setNotice] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const notify: Notify = (message, severity = 'success') => setNotice({ message, severity });

  if (propertyId == null) return <Alert severity="info">{t('property.noProperty')}</Alert>;

  const onDelete = async (rt: RoomType) => {
    const ok = await confirm({
      title: t('roomTypes.deleteTitle'),
      message: t('roomTypes.deleteMessage', { name: rt.name }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(rt.id, {
      onSuccess: () => notify(t('roomTypes.deletedMsg', { name: rt.name })),
      onError: (e) => notify(errorMessage(e), 'error'),
    });
  };

  const sorted = [...(roomTypes.data ?? [])].sort(
    (a, b) => (a.ranking || Infinity) - (b.ranking || Infinity) || a.name.localeCompare(b.name),
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('property.heading')}
        </Typography>
        <Typography color="text.secondary">{t('property.intro')}</Typography>
      </Box>
      {!canEdit && <Alert severity="info">{t('common.readOnly')}</Alert>}
      <PropertySummary roomTypes={roomTypes.data?.length ?? 0} rooms={rooms.data?.length ?? 0} />

      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h2" variant="h5">
          {t('roomTypes.heading')}
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('roomTypes.add')}
          </Button>
        )}
      </Stack>
      {roomTypes.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void roomTypes.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')} {roomTypes.error.message}
        </Alert>
      )}
      {roomTypes.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : sorted.length === 0 && !roomTypes.isError ? (
        <Alert severity="info">{t('roomTypes.empty')}</Alert>
      ) : (
        <Stack spacing={2}>
          {sorted.map((rt) => (
            <RoomTypeCard
              key={rt.id}
              propertyId={propertyId}
              roomType={rt}
              rooms={(rooms.data ?? [])
                .filter((r) => r.roomTypeId === rt.id)
                .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }))}
              currency={currency}
              canEdit={canEdit}
              canStatus={canStatus}
              onEdit={() => setEditing(rt)}
              onDelete={() => void onDelete(rt)}
              notify={notify}
            />
          ))}
        </Stack>
      )}

      {editing && (
        <RoomTypeDialog
          roomType={editing === 'new' ? null : editing}
          facilities={facilities.data ?? []}
          currency={currency}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') {
              const created = await create.mutateAsync(input);
              notify(t('roomTypes.created', { name: created.name }));
            } else {
              const saved = await update.mutateAsync({ id: editing.id, input });
              notify(t('roomTypes.updated', { name: saved.name }));
            }
            setEditing(null);
          }}
        />
      )}
      <Snackbar
        open={!!notice}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)} variant="filled">
          {notice?.message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
