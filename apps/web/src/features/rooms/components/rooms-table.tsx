import { ROOM_STATUSES, type Room, type RoomInput, type RoomStatus, type RoomType } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { RecordTable, RowActionsCell } from '../../../components/record-table';
import { useRecordEditor } from '../../../hooks/use-record-editor';
import {
  useCreateRoom,
  useDeleteRoom,
  useSetRoomService,
  useSetRoomStatus,
  useUpdateRoom,
} from '../api/rooms';
import { errorMessage } from '../../../components/form-dialog/field-errors';
import { RoomDialog } from './room-dialog';
import type { Notify } from './room-type-card';

/** A room type's physical rooms: housekeeping status and in-service switch inline, edit and delete. */
export function RoomsTable({
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
  const create = useCreateRoom(propertyId);
  const update = useUpdateRoom(propertyId);
  const editor = useRecordEditor<Room, RoomInput>({
    create: create.mutateAsync,
    update: update.mutateAsync,
    onSaved: () => notify(t('common.saved')),
  });
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
          <Button startIcon={<AddIcon />} onClick={editor.add} disabled={full} size="small">
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
        <RecordTable
          label={`${t('rooms.heading')}: ${roomType.name}`}
          headers={[
            t('rooms.roomNumber'),
            t('rooms.floor'),
            t('rooms.bedType'),
            t('rooms.status'),
            t('rooms.inService'),
          ]}
          actionsHeader={canEdit ? t('rooms.actions') : undefined}
        >
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
                <RowActionsCell
                  editLabel={t('rooms.editLabel', { number: room.roomNumber })}
                  deleteLabel={t('rooms.deleteLabel', { number: room.roomNumber })}
                  onEdit={() => editor.edit(room)}
                  onDelete={() => void onDelete(room)}
                />
              )}
            </TableRow>
          ))}
        </RecordTable>
      )}
      {editor.isOpen && (
        <RoomDialog
          room={editor.record}
          roomTypeId={roomType.id}
          roomTypeName={roomType.name}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
    </Box>
  );
}
