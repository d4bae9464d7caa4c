import {
  BOOKING_SOURCES,
  CHANNEL_ADAPTER_KINDS,
  CHANNEL_STATUSES,
  channelInputSchema,
  type Channel,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../../components/form-dialog';
import { GridField } from '../../../../components/form/grid-field';
import { useChannel, useSaveChannel } from '../../api/channels';

type FormValues = z.input<typeof channelInputSchema>;
const FIELDS = [
  'name',
  'description',
  'logoUrl',
  'website',
  'email',
  'contactNumber',
  'adapterKind',
  'bookingSource',
  'availabilityUrl',
  'ratesUrl',
  'status',
] as const;

/** Which channel the form is open for: a new one, one by id, or none (closed). */
export type ChannelEditing = 'new' | number | null;

export type ChannelDialogProps = {
  editing: ChannelEditing;
  onClose: () => void;
  onSaved: (channel: Channel) => void;
};

/** Add a channel to the catalogue, or edit one (read by its id, so that the address can open it). */
export function ChannelDialog({ editing, onClose, onSaved }: ChannelDialogProps) {
  const id = typeof editing === 'number' ? editing : null;
  const channel = useChannel(id);
  if (editing == null) return null;
  if (id == null) return <ChannelForm key="new" channel={null} onClose={onClose} onSaved={onSaved} />;
  if (channel.data)
    return <ChannelForm key={id} channel={channel.data} onClose={onClose} onSaved={onSaved} />;
  return <ChannelLoading failed={channel.isError ? channel.error.message : null} onClose={onClose} />;
}

function ChannelLoading({ failed, onClose }: { failed: string | null; onClose: () => void }) {
  const { t } = useTranslation('channels');
  return (
    <Dialog open onClose={onClose} aria-label={t('catalogue.loading')}>
      <DialogContent>
        {failed ? (
          <Alert severity="error" role="alert" onClose={onClose}>
            {failed}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('catalogue.loading')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChannelForm({
  channel,
  onClose,
  onSaved,
}: Omit<ChannelDialogProps, 'editing'> & { channel: Channel | null }) {
  const { t } = useTranslation('channels');
  const save = useSaveChannel();
  const { form, dialogProps } = useKitForm({
    schema: channelInputSchema,
    fields: FIELDS,
    defaultValues: {
      name: channel?.name ?? '',
      description: channel?.description ?? null,
      logoUrl: channel?.logoUrl ?? null,
      website: channel?.website ?? null,
      email: channel?.email ?? null,
      contactNumber: channel?.contactNumber ?? null,
      adapterKind: channel?.adapterKind ?? ('' as FormValues['adapterKind']),
      bookingSource: (channel?.bookingSource ?? '') as FormValues['bookingSource'],
      availabilityUrl: channel?.availabilityUrl ?? null,
      ratesUrl: channel?.ratesUrl ?? null,
      status: channel?.status ?? 'ACTIVE',
    },
    onSave: async (input) => {
      const saved = await save.mutateAsync({ id: channel?.id ?? null, input });
      onSaved(saved);
      onClose();
    },
  });
  const { control, watch } = form;
  const kind = watch('adapterKind');

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={channel ? t('catalogue.editTitle', { name: channel.name }) : t('catalogue.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField sm={6} control={control} name="name" required label={t('fields.name')} />
        <GridField
          sm={6}
          control={control}
          name="status"
          required
          label={t('fields.status')}
          options={CHANNEL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          hint={t('catalogue.statusHint')}
        />
        <GridField
          sm={6}
          control={control}
          name="adapterKind"
          required
          label={t('fields.adapterKind')}
          hint={t(kind ? `adapterHints.${kind}` : 'catalogue.adapterHint')}
          options={CHANNEL_ADAPTER_KINDS.map((k) => ({ value: k, label: t(`adapterKinds.${k}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="bookingSource"
          required
          label={t('fields.bookingSource')}
          hint={t('catalogue.bookingSourceHint')}
          options={BOOKING_SOURCES.map((s) => ({ value: s, label: s }))}
        />
        <GridField sm={6} control={control} name="website" reads="optionalText" label={t('fields.website')} />
        <GridField sm={6} control={control} name="logoUrl" reads="optionalText" label={t('fields.logoUrl')} />
        <GridField sm={6} control={control} name="email" reads="optionalText" label={t('fields.email')} />
        <GridField
          sm={6}
          control={control}
          name="contactNumber"
          reads="optionalText"
          label={t('fields.contactNumber')}
        />
        {kind === 'HTTP_JSON' && (
          <>
            <GridField
              sm={12}
              control={control}
              name="availabilityUrl"
              reads="optionalText"
              label={t('fields.availabilityUrl')}
            />
            <GridField
              sm={12}
              control={control}
              name="ratesUrl"
              reads="optionalText"
              label={t('fields.ratesUrl')}
            />
          </>
        )}
        <GridField
          sm={12}
          control={control}
          name="description"
          reads="optionalText"
          multiline
          minRows={2}
          label={t('fields.description')}
        />
      </Grid>
    </FormDialog>
  );
}
