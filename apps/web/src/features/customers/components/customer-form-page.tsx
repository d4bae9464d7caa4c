import {
  customerInputSchema,
  GENDERS,
  type Customer,
  type CustomerDuplicate,
  type CustomerInput,
} from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useForm, useWatch, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

import { FormTextField } from '../../../components/form/form-text-field';
import { CheckboxField } from '../../../components/form-dialog/checkbox-field';
import { useNotice } from '../../../components/resource-list/notice';
import { formatDateTime } from '../../../lib/dates';
import { applyServerFieldErrors, domainResolver, errorMessage } from '../../../lib/form-errors';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCan } from '../../../hooks/use-can';
import { useCreateCustomer, useCustomer, useCustomerDuplicates, useUpdateCustomer } from '../api/customers';
import { customerName, customerPath } from '../utils/customer-name';
import { CustomerAddressFields } from './customer-address-fields';
import { DuplicatesAlert } from './duplicates-alert';
import { IdentityDocuments } from './identity-documents';
import { StayHistory } from './stay-history';

type FormValues = z.input<typeof customerInputSchema>;
type Notify = (message: string, severity?: 'success' | 'error') => void;

const FIELDS = Object.keys(customerInputSchema.shape);

function defaultsOf(customer: Customer | null): FormValues {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    firstName: text(customer?.firstName),
    lastName: text(customer?.lastName),
    company: text(customer?.company),
    email: text(customer?.email),
    phone: text(customer?.phone),
    addressLine1: text(customer?.addressLine1),
    addressLine2: text(customer?.addressLine2),
    city: text(customer?.city),
    state: text(customer?.state),
    country: text(customer?.country),
    postcode: text(customer?.postcode),
    notes: text(customer?.notes),
    gender: (customer?.gender ?? '') as FormValues['gender'],
    language: text(customer?.language),
    birthday: text(customer?.birthday),
    anniversary: text(customer?.anniversary),
    taxId: text(customer?.taxId),
    marketingConsent: customer?.marketingConsent ?? false,
  };
}

/** What to ask the duplicates endpoint: an email once it has an @, a phone once it has 3 digits. */
export function duplicateQuery(email: string | null | undefined, phone: string | null | undefined) {
  const e = (email ?? '').trim();
  const p = (phone ?? '').trim();
  return {
    email: e.includes('@') && e.length >= 3 ? e : undefined,
    phone: p.replace(/[^0-9]/g, '').length >= 3 ? p : undefined,
  };
}

function CustomerForm({
  propertyId,
  customer,
  canWrite,
  notify,
}: {
  propertyId: number;
  customer: Customer | null;
  canWrite: boolean;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const create = useCreateCustomer(propertyId);
  const update = useUpdateCustomer(propertyId);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    FormValues,
    unknown,
    CustomerInput
  >({
    resolver: domainResolver(customerInputSchema),
    defaultValues: defaultsOf(customer),
  });
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const query = useDebouncedValue(duplicateQuery(email, phone), 400);
  const duplicates = useCustomerDuplicates(propertyId, { ...query, excludeId: customer?.id });
  const shown: CustomerDuplicate[] =
    query.email || query.phone ? (duplicates.data ?? []).filter((d) => d.id !== customer?.id) : [];

  const onSubmit: SubmitHandler<CustomerInput> = async (input) => {
    setFormError(null);
    try {
      if (customer) {
        await update.mutateAsync({ id: customer.id, input });
        notify(t('form.saved'));
      } else {
        const saved = await create.mutateAsync(input);
        notify(t('form.created'));
        // The details address of the new customer: documents, history and merge are there.
        void navigate(customerPath(saved.customer.id), { replace: true });
      }
    } catch (error) {
      const placed = applyServerFieldErrors(error, setError, (p) => FIELDS.includes(p.split('.')[0] ?? ''));
      if (placed === 0) setFormError(errorMessage(error));
    }
  };

  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
  const readOnly = !canWrite;

  return (
    <Stack spacing={2}>
      <DuplicatesAlert
        duplicates={shown}
        customer={customer}
        propertyId={propertyId}
        canWrite={canWrite}
        onMerged={(d) => notify(t('duplicates.merged', { duplicate: d.name }))}
        onError={(message) => notify(message, 'error')}
      />
      <Card variant="outlined" component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
        <CardContent>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Typography component="h2" variant="h6" gutterBottom>
            {t('form.identity')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="firstName"
                label={t('fields.firstName')}
                required
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="lastName"
                label={t('fields.lastName')}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="company"
                label={t('fields.company')}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('form.contact')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('fields.email')}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="phone"
                type="tel"
                label={t('fields.phone')}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('form.address')}
          </Typography>
          <CustomerAddressFields control={control} setValue={setValue} readOnly={readOnly} />
          <Typography component="h2" variant="h6" gutterBottom>
            {t('form.more')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="gender"
                label={t('fields.gender')}
                disabled={readOnly}
                options={[
                  { value: '', label: t('common.none') },
                  ...GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="language"
                label={t('fields.language')}
                disabled={readOnly}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="birthday"
                label={t('fields.birthday')}
                disabled={readOnly}
                {...date}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="anniversary"
                label={t('fields.anniversary')}
                disabled={readOnly}
                {...date}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField control={control} name="taxId" label={t('fields.taxId')} disabled={readOnly} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <CheckboxField
                control={control}
                name="marketingConsent"
                label={t('fields.marketingConsent')}
                disabled={readOnly}
              />
              {customer?.marketingConsentAt && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('fields.marketingConsentAt', {
                    date: formatDateTime(customer.marketingConsentAt, i18n.language),
                  })}
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 9 }}>
              <FormTextField
                control={control}
                name="notes"
                label={t('fields.notes')}
                multiline
                minRows={2}
                disabled={readOnly}
              />
            </Grid>
          </Grid>
          {canWrite && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/**
 * /bookone/add-customer: a new customer, or with ?customerId=N the customer's details (the address is shareable):
 * the same form to edit, duplicates by email or phone as the user types (with merge), identity documents, stay
 * history, and a new booking for this guest.
 */
/** The new booking dialog, given by the page's route (bookings is another feature: the route composes them). */
export type NewBookingDialogSlot = ComponentType<{
  open: boolean;
  onClose: () => void;
  propertyId: number;
  initial: { customerId: number };
  onCreated: (booking: { bookingNumber: string }) => void;
}>;

/** A record's history (the audit feature's panel, composed by the route): shown to those who may read the log. */
export type HistorySlot = ComponentType<{ entity: string; entityId: number; version?: string }>;

export function CustomerFormPage({
  NewBookingDialog,
  HistoryPanel,
}: {
  NewBookingDialog?: NewBookingDialogSlot;
  HistoryPanel?: HistorySlot;
}) {
  const { t } = useTranslation('customers');
  const propertyId = getPropertyId();
  const [params] = useSearchParams();
  const raw = Number(params.get('customerId'));
  const customerId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const canWrite = useCan('customer.write');
  const canBook = useCan('booking.write') && NewBookingDialog != null;
  const customer = useCustomer(customerId);
  const notice = useNotice();
  const [booking, setBooking] = useState(false);
  const notify: Notify = (message, severity = 'success') => notice.show(message, severity);

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;
  const data = customerId != null ? (customer.data ?? null) : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {data ? t('form.editHeading', { name: customerName(data) }) : t('form.newHeading')}
          </Typography>
          <Typography color="text.secondary">{t('form.intro')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="/bookone/customer-list">
            {t('form.backToList')}
          </Button>
        </Stack>
      </Stack>

      {customerId != null && customer.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : customerId != null && customer.isError ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/bookone/customer-list">
              {t('form.backToList')}
            </Button>
          }
        >
          {customer.error && 'status' in customer.error && customer.error.status === 404
            ? t('form.notFound')
            : t('common.loadFailed', { message: customer.error.message })}
        </Alert>
      ) : (
        <CustomerForm
          key={data ? `${data.id}-${data.updatedAt}` : 'new'}
          propertyId={propertyId}
          customer={data}
          canWrite={canWrite}
          notify={notify}
        />
      )}

      {data ? (
        <>
          <IdentityDocuments customerId={data.id} canWrite={canWrite} notify={notify} />
          <StayHistory
            customerId={data.id}
            currency={getSessionProperty()?.localCurrency ?? null}
            action={
              canBook ? (
                <Button startIcon={<EventAvailableIcon />} onClick={() => setBooking(true)}>
                  {t('form.newBooking')}
                </Button>
              ) : undefined
            }
          />
          {HistoryPanel && <HistoryPanel entity="customer" entityId={data.id} version={data.updatedAt} />}
          {canBook && NewBookingDialog && (
            <NewBookingDialog
              open={booking}
              onClose={() => setBooking(false)}
              propertyId={propertyId}
              initial={{ customerId: data.id }}
              onCreated={(b) => notify(t('form.bookingCreated', { number: b.bookingNumber }))}
            />
          )}
        </>
      ) : (
        customerId == null && <Alert severity="info">{t('documents.saveFirst')}</Alert>
      )}

      {notice.element}
    </Stack>
  );
}
