import type { Facility, RoomType, RoomTypeInput } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useNotice } from '../../../components/resource-list/notice';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useCreateRoomType, useDeleteRoomType, useRoomTypes, useUpdateRoomType } from '../api/room-types';
import { useRooms } from '../api/rooms';
import { errorMessage } from '../../../components/form-dialog/field-errors';
import { useCan } from '../../../hooks/use-can';
import { useRecordEditor } from '../../../hooks/use-record-editor';
import { RoomTypeDialog } from './room-type-dialog';
import { PropertySummary } from './property-summary';
import { RoomTypeCard, type Notify, type RenderPlans } from './room-type-card';

export function ManagePropertyPage({
  facilities,
  renderPlans,
}: {
  /** The organisation's facility catalogue, offered by the room type dialog. */
  facilities: Facility[];
  renderPlans: RenderPlans;
}) {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const propertyId = getPropertyId();
  const property = getSessionProperty();
  const currency = property?.localCurrency ?? '';
  const canEdit = useCan('room.write');
  const canStatus = useCan('room.status');
  const roomTypes = useRoomTypes(propertyId ?? 0);
  const rooms = useRooms(propertyId ?? 0);
  const create = useCreateRoomType(propertyId ?? 0);
  const update = useUpdateRoomType(propertyId ?? 0);
  const remove = useDeleteRoomType(propertyId ?? 0);
  const notice = useNotice();
  const notify: Notify = notice.show;
  const editor = useRecordEditor<RoomType, RoomTypeInput, RoomType>({
    create: create.mutateAsync,
    update: update.mutateAsync,
    onSaved: (saved, created) =>
      notify(t(created ? 'roomTypes.created' : 'roomTypes.updated', { name: saved.name })),
  });

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
          <Button variant="contained" startIcon={<AddIcon />} onClick={editor.add}>
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
              onEdit={() => editor.edit(rt)}
              onDelete={() => void onDelete(rt)}
              notify={notify}
              renderPlans={renderPlans}
            />
          ))}
        </Stack>
      )}

      {editor.isOpen && (
        <RoomTypeDialog
          roomType={editor.record}
          facilities={facilities}
          currency={currency}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      {notice.element}
    </Stack>
  );
}
