import {
  PARTNER_AGREEMENT_STATUSES,
  partnerAgreementInputSchema,
  partnerAgreementUpdateSchema,
  todayIn,
  type PartnerAgreement,
} from '@bookone/domain';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField } from '../../../components/form/money-field';
import { useGrantableProperties, useGrantAgreement, useUpdateAgreement } from '../api/partners';

export type AgreementDialogProps = {
  open: boolean;
  /** Change this agreement; without it, grant a new one. */
  agreement: PartnerAgreement | null;
  organisationId: number;
  readOnly: boolean;
  onClose: () => void;
};

/** A select's '' is "none chosen" (null, so "required"); any other value is the property's id. */
const readId = (v: string): unknown => (v === '' ? null : Number(v));

/**
 * Grants one of the organisation's properties to a distributor organisation (named by its registered email), or
 * changes an agreement's commission, dates, notes and status (SUSPENDED stops the distributor's availability view
 * until resumed; ENDED is final).
 */
export function AgreementDialog(props: AgreementDialogProps) {
  if (!props.open) return null;
  return props.agreement ? (
    <EditForm {...props} agreement={props.agreement} key={props.agreement.id} />
  ) : (
    <GrantForm {...props} />
  );
}

function GrantForm({ organisationId, onClose }: AgreementDialogProps) {
  const { t } = useTranslation('partners');
  const properties = useGrantableProperties(organisationId);
  const grant = useGrantAgreement();
  const { form, dialogProps } = useKitForm({
    schema: partnerAgreementInputSchema,
    fields: ['propertyId', 'distributorEmail', 'commissionPercentage', 'startDate', 'endDate', 'notes'],
    defaultValues: {
      propertyId: null as unknown as number,
      distributorEmail: '',
      commissionPercentage: null as unknown as number,
      startDate: todayIn('UTC'),
      endDate: null,
      notes: '',
    } satisfies Partial<z.input<typeof partnerAgreementInputSchema>>,
    onSave: async (input) => {
      await grant.mutateAsync(input);
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog {...dialogProps} onClose={onClose} title={t('form.grantTitle')} submitLabel={t('form.grant')}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="propertyId"
            required
            reads={readId}
            label={t('fields.property')}
            options={[
              { value: '', label: t('form.chooseProperty') },
              ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="distributorEmail"
            type="email"
            required
            label={t('fields.distributorEmail')}
            hint={t('form.emailHint')}
          />
        </Grid>
        <Terms control={control} />
      </Grid>
    </FormDialog>
  );
}

function EditForm({ agreement, readOnly, onClose }: AgreementDialogProps & { agreement: PartnerAgreement }) {
  const { t } = useTranslation('partners');
  const update = useUpdateAgreement();
  const ended = agreement.status === 'ENDED';
  const { form, dialogProps } = useKitForm({
    schema: partnerAgreementUpdateSchema,
    // `version` is no box: a 409 naming it (changed meanwhile) shows above the form.
    fields: ['commissionPercentage', 'status', 'startDate', 'endDate', 'notes'],
    defaultValues: {
      commissionPercentage: agreement.commissionPercentage,
      status: agreement.status,
      startDate: agreement.startDate,
      endDate: agreement.endDate,
      notes: agreement.notes ?? '',
      version: agreement.version,
    },
    onSave: async (input) => {
      await update.mutateAsync({ id: agreement.id, input });
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      readOnly={readOnly || ended}
      title={t('form.editTitle', { property: agreement.propertyName })}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Typography color="text.secondary">
            {ended
              ? t('form.endedNote')
              : t('form.distributedBy', { name: agreement.distributorOrganisationName })}
          </Typography>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="status"
            required
            label={t('fields.status')}
            hint={t('form.statusHint')}
            options={PARTNER_AGREEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Grid>
        <Terms control={control} />
      </Grid>
    </FormDialog>
  );
}

type TermsFields = {
  commissionPercentage: unknown;
  startDate: unknown;
  endDate?: unknown;
  notes?: unknown;
};

/** Commission, dates and notes: the same boxes when granting and when changing (both forms hold these names). */
function Terms<T extends TermsFields & FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('partners');
  const at = (name: keyof TermsFields) => name as FieldPath<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name={at('commissionPercentage')}
          required
          reads="optionalNumber"
          min={0}
          step="0.01"
          label={t('fields.commissionPercent')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayField control={control} name={at('startDate')} required label={t('fields.startDate')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayField control={control} name={at('endDate')} label={t('fields.endDate')} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name={at('notes')} multiline minRows={2} label={t('fields.notes')} />
      </Grid>
    </>
  );
}
