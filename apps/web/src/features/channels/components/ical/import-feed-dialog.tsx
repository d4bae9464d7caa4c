import {
  ICAL_DEFAULT_INTERVAL_MINUTES,
  ICAL_FEED_STATUSES,
  icalImportFeedInputSchema,
  type ChannelConnection,
  type IcalImportFeed,
} from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { GridField } from '../../../../components/form/grid-field';
import { useRoomTypes } from '../../../../lib/queries/room-types';
import { useRooms } from '../../../../lib/queries/rooms';
import { useConnections } from '../../api/connections';
import { useSaveIcalImportFeed } from '../../api/ical';

type FormValues = z.input<typeof icalImportFeedInputSchema>;
const FIELDS = ['connectionId', 'roomTypeId', 'roomId', 'name', 'url', 'intervalMinutes', 'status'] as const;
const idOrNull = (text: string): unknown => (text === '' ? null : Number(text));

/**
 * Import an OTA's feed (its "export calendar" URL) for a room type or one room, as reservations of one of the
 * property's connections (its Airbnb connection: bookings from AirBnB); or change one (its room type and connection
 * stay).
 */
export function ImportFeedDialog({
  propertyId,
  connection,
  feed,
  onClose,
  onSaved,
}: {
  propertyId: number;
  connection: ChannelConnection;
  feed: IcalImportFeed | null;
  onClose: () => void;
  onSaved: (feed: IcalImportFeed) => void;
}) {
  const { t } = useTranslation('channels');
  const connections = useConnections(propertyId);
  const roomTypes = useRoomTypes(propertyId);
  const rooms = useRooms(propertyId);
  const save = useSaveIcalImportFeed(propertyId);
  const { form, dialogProps } = useKitForm({
    schema: icalImportFeedInputSchema,
    fields: FIELDS,
    defaultValues: {
      connectionId: feed?.connectionId ?? connection.id,
      roomTypeId: (feed?.roomTypeId ?? '') as FormValues['roomTypeId'],
      roomId: feed?.roomId ?? null,
      name: feed?.name ?? '',
      url: feed?.url ?? '',
      intervalMinutes: feed?.intervalMinutes ?? ICAL_DEFAULT_INTERVAL_MINUTES,
      status: feed?.status ?? 'ACTIVE',
    },
    onSave: async (input) => {
      const saved = feed
        ? await save.mutateAsync({
            id: feed.id,
            input: {
              name: input.name,
              url: input.url,
              roomId: input.roomId,
              intervalMinutes: input.intervalMinutes,
              status: input.status,
            },
          })
        : await save.mutateAsync({ id: null, input });
      onSaved(saved);
      onClose();
    },
  });
  const { control, watch } = form;
  const roomTypeId = Number(watch('roomTypeId'));

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={feed ? t('ical.editImportTitle', { name: feed.name }) : t('ical.addImport')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="name"
          required
          label={t('ical.feedName')}
          hint={t('ical.feedNameHint')}
        />
        <GridField
          sm={6}
          control={control}
          name="connectionId"
          required
          reads="number"
          disabled={feed != null}
          label={t('ical.reservationsOf')}
          hint={t('ical.reservationsOfHint')}
          options={(connections.data ?? []).map((c) => ({ value: String(c.id), label: c.channelName }))}
        />
        <GridField
          sm={12}
          control={control}
          name="url"
          required
          label={t('ical.feedUrl')}
          hint={t('ical.feedUrlHint')}
        />
        <GridField
          sm={6}
          control={control}
          name="roomTypeId"
          required
          reads="number"
          disabled={feed != null}
          label={t('fields.roomType')}
          options={(roomTypes.data ?? []).map((rt) => ({ value: String(rt.id), label: rt.name }))}
        />
        <GridField
          sm={6}
          control={control}
          name="roomId"
          reads={idOrNull}
          label={t('ical.room')}
          options={[
            { value: '', label: t('ical.anyRoom') },
            ...(rooms.data ?? [])
              .filter((r) => r.roomTypeId === roomTypeId)
              .map((r) => ({ value: String(r.id), label: r.roomNumber })),
          ]}
        />
        <GridField
          sm={6}
          control={control}
          name="intervalMinutes"
          required
          reads="number"
          type="number"
          min={5}
          label={t('ical.intervalMinutes')}
        />
        <GridField
          sm={6}
          control={control}
          name="status"
          required
          label={t('fields.status')}
          options={ICAL_FEED_STATUSES.map((s) => ({ value: s, label: t(`feedStatuses.${s}`) }))}
        />
      </Grid>
    </FormDialog>
  );
}
