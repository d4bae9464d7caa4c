import { channelMappingsInputSchema, type ChannelConnection } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { CheckboxField } from '../../../../components/form-dialog/checkbox-field';
import { useKitForm } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SettingsCard, SettingsForm } from '../../../../components/form/settings-card';
import { RecordTable } from '../../../../components/record-table';
import { useCan } from '../../../../hooks/use-can';
import { useRatePlans } from '../../../../lib/queries/rate-plans';
import { useRoomTypes } from '../../../../lib/queries/room-types';
import { useSaveMappings } from '../../api/connections';

type FormValues = z.input<typeof channelMappingsInputSchema>;
type RoomTypeName = { id: number; name: string };

/**
 * Mapping: which of the property's room types (and, optionally, which rate plan) sell on this channel, under which
 * codes there. A room type without a row does not sell on the channel; a row's stop-sell holds it back for a while.
 * The list is saved whole.
 */
export function MappingTab({
  propertyId,
  connection,
}: {
  propertyId: number;
  connection: ChannelConnection;
}) {
  const { t } = useTranslation('channels');
  const roomTypes = useRoomTypes(propertyId);
  return (
    <SettingsCard
      title={t('mapping.title')}
      intro={t('mapping.intro', { channel: connection.channelName })}
      query={roomTypes}
      loadingLabel={t('configure.loading')}
    >
      {(types) => (
        <MappingForm
          propertyId={propertyId}
          connection={connection}
          roomTypes={types.map((rt) => ({ id: rt.id, name: rt.name }))}
        />
      )}
    </SettingsCard>
  );
}

function MappingForm({
  propertyId,
  connection,
  roomTypes,
}: {
  propertyId: number;
  connection: ChannelConnection;
  roomTypes: RoomTypeName[];
}) {
  const { t } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const save = useSaveMappings(propertyId, connection.id);
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: channelMappingsInputSchema,
    defaultValues: {
      mappings: connection.mappings.map((m) => ({
        roomTypeId: m.roomTypeId,
        ratePlanId: m.ratePlanId,
        externalRoomCode: m.externalRoomCode,
        externalRateCode: m.externalRateCode,
        stopSell: m.stopSell,
      })),
    },
    onSave: async (values) => {
      setSaved(false);
      const next = await save.mutateAsync(values);
      form.reset({
        mappings: next.mappings.map(
          ({ roomTypeId, ratePlanId, externalRoomCode, externalRateCode, stopSell }) => ({
            roomTypeId,
            ratePlanId,
            externalRoomCode,
            externalRateCode,
            stopSell,
          }),
        ),
      });
      setSaved(true);
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'mappings' });
  const nameOf = (id: number) => roomTypes.find((rt) => rt.id === id)?.name ?? String(id);

  return (
    <SettingsForm
      label={t('mapping.title')}
      saved={saved}
      savedText={t('mapping.saved')}
      onSavedClose={() => setSaved(false)}
      formError={formError}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel={t('mapping.save')}
    >
      {rows.fields.length === 0 ? (
        <Alert severity="info">{t('mapping.none')}</Alert>
      ) : (
        <RecordTable
          label={t('mapping.tableLabel')}
          headers={[
            t('fields.roomType'),
            t('fields.ratePlan'),
            t('fields.externalRoomCode'),
            t('fields.externalRateCode'),
            t('fields.stopSell'),
          ]}
          actionsHeader={t('mapping.actions')}
        >
          {rows.fields.map((row, index) => (
            <MappingRow
              key={row.id}
              control={form.control}
              index={index}
              roomTypeId={row.roomTypeId}
              roomTypeName={nameOf(row.roomTypeId)}
              disabled={!canConnect}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </RecordTable>
      )}
      {canConnect && (
        <TextField
          select
          size="small"
          label={t('mapping.add')}
          value=""
          onChange={(e) =>
            rows.append({
              roomTypeId: Number(e.target.value),
              ratePlanId: null,
              externalRoomCode: '',
              externalRateCode: null,
              stopSell: false,
            })
          }
          sx={{ maxWidth: 320 }}
          helperText={t('mapping.addHint')}
        >
          {roomTypes.map((rt) => (
            <MenuItem key={rt.id} value={String(rt.id)}>
              {rt.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </SettingsForm>
  );
}

const planReader = (text: string): unknown => (text === '' ? null : Number(text));

function MappingRow({
  control,
  index,
  roomTypeId,
  roomTypeName,
  disabled,
  onRemove,
}: {
  control: Control<FormValues>;
  index: number;
  roomTypeId: number;
  roomTypeName: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('channels');
  const plans = useRatePlans(roomTypeId);
  return (
    <TableRow>
      <TableCell>{roomTypeName}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <FormTextField
          control={control}
          name={`mappings.${index}.ratePlanId`}
          reads={planReader}
          size="small"
          fullWidth
          disabled={disabled}
          label={t('mapping.ratePlanOf', { roomType: roomTypeName })}
          options={[
            { value: '', label: t('mapping.allPlans') },
            ...(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <FormTextField
          control={control}
          name={`mappings.${index}.externalRoomCode`}
          size="small"
          fullWidth
          required
          disabled={disabled}
          label={t('mapping.roomCodeOf', { roomType: roomTypeName })}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <FormTextField
          control={control}
          name={`mappings.${index}.externalRateCode`}
          reads="optionalText"
          size="small"
          fullWidth
          disabled={disabled}
          label={t('mapping.rateCodeOf', { roomType: roomTypeName })}
        />
      </TableCell>
      <TableCell>
        <CheckboxField
          control={control}
          name={`mappings.${index}.stopSell`}
          disabled={disabled}
          label={t('mapping.stopSellOf', { roomType: roomTypeName })}
        />
      </TableCell>
      <TableCell align="right">
        <IconButton
          size="small"
          disabled={disabled}
          aria-label={t('mapping.remove', { roomType: roomTypeName })}
          onClick={onRemove}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
