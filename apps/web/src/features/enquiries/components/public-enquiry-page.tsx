import { publicEnquiryInputSchema, type PublicEnquiryForm, type PublicEnquiryReceipt } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { SectionTitle } from '../../../components/form-dialog/section-title';
import { GridField } from '../../../components/form/grid-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { PublicCard } from '../../../components/layout/public-card';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePublicEnquiryForm, useSendPublicEnquiry } from '../api/enquiry-quote';

/**
 * /enquire/:seoFriendlyName, a property's public enquiry form (issue 15; no sign-in): the original booking engine's
 * fields; once sent, the number the guest quotes when they write again.
 */
export function PublicEnquiryPage({ seoFriendlyName }: { seoFriendlyName: string }) {
  const { t } = useTranslation('enquiries');
  const form = usePublicEnquiryForm(seoFriendlyName);
  const [receipt, setReceipt] = useState<PublicEnquiryReceipt | null>(null);

  let body: React.ReactNode;
  if (form.isPending) body = <Skeleton variant="rounded" height={320} aria-label={t('public.loading')} />;
  else if (form.isError)
    body = (
      <Alert severity="error" role="alert">
        {form.error instanceof ApiRequestError && [400, 404].includes(form.error.status)
          ? t('public.unknown')
          : errorMessage(form.error)}
      </Alert>
    );
  else if (receipt)
    body = (
      <Alert severity="success" role="status">
        <AlertTitle>{t('public.thanksTitle')}</AlertTitle>
        {t('public.thanks', { property: receipt.propertyName })}
        <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="enquiry-number">
          {t('public.number', { number: receipt.enquiryNumber })}
        </Typography>
      </Alert>
    );
  else body = <EnquiryForm seoFriendlyName={seoFriendlyName} property={form.data} onSent={setReceipt} />;

  return (
    <PublicCard maxWidth={760}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {form.data?.logoUrl && (
          <Avatar src={form.data.logoUrl} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
        )}
        <div>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {form.data ? t('public.title', { property: form.data.propertyName }) : t('public.titlePlain')}
          </Typography>
          <Typography color="text.secondary">{t('public.intro')}</Typography>
        </div>
      </Stack>
      {body}
    </PublicCard>
  );
}

function EnquiryForm({
  seoFriendlyName,
  property,
  onSent,
}: {
  seoFriendlyName: string;
  property: PublicEnquiryForm;
  onSent: (r: PublicEnquiryReceipt) => void;
}) {
  const { t, i18n } = useTranslation('enquiries');
  const send = useSendPublicEnquiry(seoFriendlyName);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: publicEnquiryInputSchema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      accommodationType: '',
      persons: 2,
      rooms: 1,
      children: 0,
      pets: 0,
      location: '',
      checkInDate: '',
      checkOutDate: '',
      foodOptions: '',
      dietaryRequirement: '',
      notes: '',
      language: i18n.language.startsWith('fr') ? 'fr' : 'en',
    },
    onSave: async (input) => onSent(await send.mutateAsync(input)),
  });
  const { control } = form;
  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'foodOptions' | 'dietaryRequirement',
    required = false,
  ) => <GridField sm={6} control={control} name={name} required={required} label={t(`fields.${name}`)} />;
  const count = (name: 'persons' | 'children' | 'rooms' | 'pets') => (
    <GridField
      key={name}
      sm={3}
      control={control}
      name={name}
      required
      reads="number"
      min={0}
      label={t(`fields.${name}`)}
    />
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('public.formLabel')}>
      <Grid container spacing={2}>
        <SectionTitle>{t('form.guest')}</SectionTitle>
        {field('firstName', true)}
        {field('lastName', true)}
        {field('email', true)}
        {field('phone')}
        <SectionTitle>{t('form.stay')}</SectionTitle>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="checkInDate" required label={t('fields.checkInDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField control={control} name="checkOutDate" required label={t('fields.checkOutDate')} />
        </Grid>
        <GridField
          sm={6}
          control={control}
          name="accommodationType"
          label={t('fields.accommodationType')}
          options={[
            { value: '', label: t('public.anyType') },
            ...property.accommodationTypes.map((name) => ({ value: name, label: name })),
          ]}
        />
        {field('location')}
        {(['persons', 'children', 'rooms', 'pets'] as const).map(count)}
        <SectionTitle>{t('form.preferences')}</SectionTitle>
        {field('foodOptions')}
        {field('dietaryRequirement')}
        {(['budgetMin', 'budgetMax'] as const).map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <MoneyField control={control} name={name} label={t(`fields.${name}`)} />
          </Grid>
        ))}
        <GridField sm={12} control={control} name="notes" multiline minRows={3} label={t('fields.notes')} />
        {formError && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {t('public.send')}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
