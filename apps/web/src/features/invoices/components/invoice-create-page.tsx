import { invoiceInputSchema, invoiceTotals, type InvoiceLineInput } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { DayField, MoneyField } from '../../../components/form/money-field';
import { errorMessage } from '../../../lib/error-message';
import { getOrganisationId, getPropertyId, getSessionProperty } from '../../../lib/session';
import { useCreateInvoice, useDraftFrom } from '../api/invoices';
import { InvoiceDialog, type InvoiceActionsSlot } from './invoice-dialog';
import { InvoiceTotalsTable } from './invoice-totals';
import { SourcePicker, type SourceRecord } from './source-picker';

/** The booking picker the route composes in (it belongs to the payments feature). */
export type BookingPickerSlot = (props: {
  onChange: (booking: { id: number } | null) => void;
  label: string;
  helperText: string;
}) => ReactNode;

/** Where a draft comes from: blank lines, a booking's folio, or a record the server turns into lines. */
const SOURCES = ['BLANK', 'BOOKING', 'RESERVATION', 'COMPANY', 'ORDER'] as const;
type Source = (typeof SOURCES)[number];

const EMPTY_LINE: InvoiceLineInput = {
  description: '',
  quantity: 1,
  unitPrice: 0,
  discount: 0,
  taxRate: null,
};

/**
 * /invoice/invoice-create: a draft from a booking's folio, or a blank one with its lines and a live preview of the
 * tax per rate and the totals (the domain's computation, the property's slabs for a line without a rate). The saved
 * draft opens at once, to be checked and issued.
 */
export function InvoiceCreatePage({
  bookingPicker,
  moreActions,
}: {
  bookingPicker: BookingPickerSlot;
  moreActions?: InvoiceActionsSlot;
}) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const propertyId = getPropertyId();
  const [source, setSource] = useState<Source>('BLANK');
  const [created, setCreated] = useState<number | null>(null);
  if (propertyId == null) return <Alert severity="info">{t('list.noScope')}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
        {t('create.heading')}
      </Typography>
      <Typography>{t('create.intro')}</Typography>
      <div>
        <FormLabel id="invoice-source">{t('fields.source')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="invoice-source"
          value={source}
          onChange={(e) => setSource(e.target.value as Source)}
        >
          {SOURCES.map((s) => (
            <FormControlLabel key={s} value={s} control={<Radio />} label={t(`sources.${s}`)} />
          ))}
        </RadioGroup>
      </div>
      {source === 'BLANK' ? (
        <BlankForm propertyId={propertyId} onCreated={setCreated} />
      ) : (
        // A fresh picker per kind of record.
        <FromRecord
          key={source}
          source={source}
          propertyId={propertyId}
          bookingPicker={bookingPicker}
          onCreated={setCreated}
        />
      )}
      <InvoiceDialog
        invoiceId={created}
        onOpen={setCreated}
        moreActions={moreActions}
        onClose={() => {
          setCreated(null);
          void navigate('/invoice/invoice-list');
        }}
      />
    </Stack>
  );
}

/** The request naming the record a draft is made from, and what is said when none is picked. */
const DRAFT_FROM = {
  BOOKING: {
    request: (id: number) => ({ source: 'BOOKING' as const, bookingId: id }),
    missing: 'create.noBooking',
  },
  RESERVATION: {
    request: (id: number) => ({ source: 'RESERVATION' as const, reservationId: id }),
    missing: 'create.choose.RESERVATION',
  },
  COMPANY: {
    request: (id: number) => ({ source: 'COMPANY' as const, companyId: id }),
    missing: 'create.choose.COMPANY',
  },
  ORDER: {
    request: (id: number) => ({ source: 'ORDER' as const, orderId: id }),
    missing: 'create.choose.ORDER',
  },
} as const;

/**
 * A draft from a booking's folio (the route's picker), a reservation, a company's open charges or an outlet order
 * (the invoice feature's own picker): the server fills the lines.
 */
function FromRecord({
  source,
  propertyId,
  bookingPicker,
  onCreated,
}: {
  source: Exclude<Source, 'BLANK'>;
  propertyId: number;
  bookingPicker: BookingPickerSlot;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('invoices');
  const draft = useDraftFrom(propertyId);
  const [picked, setPicked] = useState<{ id: number } | null>(null);
  const [record, setRecord] = useState<SourceRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const spec = DRAFT_FROM[source];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        {source === 'BOOKING' ? (
          bookingPicker({
            onChange: setPicked,
            label: t('fields.booking'),
            helperText: t('create.bookingHint'),
          })
        ) : (
          <SourcePicker
            source={source}
            scope={{ propertyId, organisationId: getOrganisationId() }}
            value={record}
            onChange={(r) => {
              setRecord(r);
              setPicked(r);
            }}
          />
        )}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div>
          <Button
            variant="contained"
            disabled={draft.isPending}
            onClick={() => {
              if (!picked) return setError(t(spec.missing));
              setError(null);
              draft.mutateAsync(spec.request(picked.id)).then(
                (created) => onCreated(created.id),
                (e: unknown) => setError(errorMessage(e)),
              );
            }}
          >
            {t('create.fromBooking')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

function BlankForm({ propertyId, onCreated }: { propertyId: number; onCreated: (id: number) => void }) {
  const { t } = useTranslation('invoices');
  const property = getSessionProperty();
  const create = useCreateInvoice(propertyId);
  const { form, onSubmit, submitting, formError } = useKitForm({
    schema: invoiceInputSchema,
    defaultValues: {
      billToName: '',
      billToTaxNumber: null,
      billToAddress: null,
      dueDate: null,
      notes: null,
      lines: [EMPTY_LINE],
    },
    onSave: async (input) => onCreated((await create.mutateAsync(input)).id),
  });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' }) ?? [];
  const preview = invoiceTotals(
    watched.map((l) => ({
      description: l.description ?? '',
      quantity: Number(l.quantity) || 0,
      unitPrice: Number(l.unitPrice) || 0,
      discount: Number(l.discount) || 0,
      taxRate: l.taxRate == null || (l.taxRate as unknown) === '' ? null : Number(l.taxRate),
    })),
    property?.taxDetails,
  );
  const currency = property?.localCurrency ?? 'NZD';

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="billToName" required label={t('fields.billToName')} />
          <FormTextField control={control} name="billToTaxNumber" label={t('fields.billToTaxNumber')} />
          <DayField control={control} name="dueDate" label={t('fields.dueDate')} />
        </Stack>
        <FormTextField
          control={control}
          name="billToAddress"
          multiline
          minRows={2}
          label={t('fields.billToAddress')}
        />
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('create.lines')}
        </Typography>
        {lines.fields.map((f, i) => (
          <Stack
            key={f.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              control={control}
              name={`lines.${i}.description`}
              required
              label={t('fields.description')}
              sx={{ flex: 3 }}
            />
            <FormTextField
              control={control}
              name={`lines.${i}.quantity`}
              reads="number"
              step="0.01"
              min={0}
              required
              label={t('fields.quantity')}
              sx={{ flex: 1 }}
            />
            <MoneyField
              control={control}
              name={`lines.${i}.unitPrice`}
              required
              label={t('fields.unitPrice')}
            />
            <MoneyField control={control} name={`lines.${i}.discount`} label={t('fields.discount')} />
            <FormTextField
              control={control}
              name={`lines.${i}.taxRate`}
              reads="optionalNumber"
              step="0.01"
              min={0}
              label={t('fields.taxRate')}
              placeholder={t('fields.taxRateHint')}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={t('create.removeLine', { n: i + 1 })}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <div>
          <Button startIcon={<AddIcon />} onClick={() => lines.append(EMPTY_LINE)}>
            {t('create.addLine')}
          </Button>
        </div>
        <FormTextField control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
        <InvoiceTotalsTable totals={preview} currency={currency} />
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t('create.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
