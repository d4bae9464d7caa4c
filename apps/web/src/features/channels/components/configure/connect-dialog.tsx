import { channelConnectionInputSchema } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { GridField } from '../../../../components/form/grid-field';
import { useChannelChoices, useConnect } from '../../api/connections';
import { configurePath } from '../../utils/paths';

// What the dialog asks: the channel and the property's id there; fees and the rest are set on the connection's tabs.
const connectSchema = channelConnectionInputSchema.pick({ channelId: true, externalPropertyId: true });
type FormValues = z.input<typeof connectSchema>;

/** Connect the property to an active channel it is not connected to yet; then its connection opens. */
export function ConnectDialog({
  propertyId,
  connected,
  channelId,
  onClose,
}: {
  propertyId: number;
  /** Channels the property is already connected to (not offered). */
  connected: readonly number[];
  channelId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channels');
  const navigate = useNavigate();
  const choices = useChannelChoices();
  const connect = useConnect(propertyId);
  const offered = (choices.data ?? []).filter((c) => c.status === 'ACTIVE' && !connected.includes(c.id));
  const { form, dialogProps } = useKitForm({
    schema: connectSchema,
    fields: ['channelId', 'externalPropertyId'],
    defaultValues: {
      channelId: (channelId && !connected.includes(channelId) ? channelId : '') as FormValues['channelId'],
      externalPropertyId: null,
    },
    mode: 'onSubmit',
    onSave: async (input) => {
      const connection = await connect.mutateAsync(input);
      onClose();
      void navigate(configurePath(propertyId, connection.id));
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={t('connect.title')}
      submitLabel={t('connect.submit')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {choices.isError && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {choices.error.message}
            </Alert>
          </Grid>
        )}
        {choices.isSuccess && offered.length === 0 && (
          <Grid size={12}>
            <Alert severity="info">{t('connect.noneLeft')}</Alert>
          </Grid>
        )}
        <GridField
          sm={12}
          control={control}
          name="channelId"
          required
          reads="number"
          label={t('fields.channel')}
          options={offered.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <GridField
          sm={12}
          control={control}
          name="externalPropertyId"
          reads="optionalText"
          label={t('fields.externalPropertyId')}
          hint={t('connect.externalPropertyHint')}
        />
      </Grid>
    </FormDialog>
  );
}
