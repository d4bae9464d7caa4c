import { paymentLinkFieldsSchema, type CreatedPaymentLink, type PaymentLinkPurpose } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { useCan } from '../../../hooks/use-can';
import { useCreatePaymentLink, usePaymentLinkChannels } from '../api/payment-links';

/** What a link is for, as the page that offers it knows it. */
export type PaymentLinkSubject = {
  purpose: Exclude<PaymentLinkPurpose, 'AMOUNT'>;
  id: number;
  propertyId: number;
  /** The booking, reservation, invoice or order number. */
  reference: string;
  balance: number;
  currency: string;
  email?: string | null;
  /** The customer's mobile: the link goes there too by SMS or WhatsApp when the property may text. */
  phone?: string | null;
  payerName?: string | null;
};

const FIELDS = [
  'amount',
  'email',
  'phone',
  'phoneChannel',
  'payerName',
  'validDays',
  'language',
  'bookingId',
  'reservationId',
  'invoiceId',
  'orderId',
] as const;

/** The request's field naming the record, per purpose. */
const RECORD_FIELD = {
  BOOKING: 'bookingId',
  RESERVATION: 'reservationId',
  INVOICE: 'invoiceId',
  ORDER: 'orderId',
} as const;
const formSchema = paymentLinkFieldsSchema.pick({
  amount: true,
  email: true,
  phone: true,
  phoneChannel: true,
  payerName: true,
  validDays: true,
  language: true,
});

/**
 * "Send payment link" on a booking's, reservation's, invoice's or order's page: a button (for those who may send links, while money is
 * left to pay) and its dialog. The server checks the subscription, the gateway and the balance again.
 */
export function SendPaymentLinkButton({ subject }: { subject: PaymentLinkSubject }) {
  const { t } = useTranslation('payment-links');
  const canSend = useCan('paymentLink.write');
  const [open, setOpen] = useState(false);
  if (!canSend || subject.balance <= 0) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('send.button')}
      </Button>
      {open && <SendPaymentLinkDialog subject={subject} onClose={() => setOpen(false)} />}
    </>
  );
}

export function SendPaymentLinkDialog({
  subject,
  onClose,
}: {
  subject: PaymentLinkSubject;
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedPaymentLink | null>(null);
  return created ? (
    <CreatedLinkDialog link={created} onClose={onClose} />
  ) : (
    <LinkForm subject={subject} onClose={onClose} onCreated={setCreated} />
  );
}

function LinkForm({
  subject,
  onClose,
  onCreated,
}: {
  subject: PaymentLinkSubject;
  onClose: () => void;
  onCreated: (link: CreatedPaymentLink) => void;
}) {
  const { t, i18n } = useTranslation('payment-links');
  const create = useCreatePaymentLink(subject.propertyId);
  // The phone and its channel only where the property may text its guests (its SMS subscription).
  const phoneChannels = usePaymentLinkChannels(subject.propertyId).data?.phoneChannels ?? [];
  const balance = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: subject.currency,
  }).format(subject.balance);
  const { form, dialogProps } = useKitForm({
    schema: formSchema,
    fields: FIELDS,
    defaultValues: {
      amount: subject.balance,
      email: subject.email ?? '',
      phone: subject.phone ?? '',
      phoneChannel: 'SMS',
      payerName: subject.payerName ?? '',
      validDays: 7,
      language: i18n.language.startsWith('fr') ? 'fr' : 'en',
    },
    onSave: async ({ phone, phoneChannel, ...input }) => {
      const link = await create.mutateAsync({
        ...input,
        ...(phoneChannels.length > 0 && phone ? { phone, phoneChannel } : {}),
        purpose: subject.purpose,
        [RECORD_FIELD[subject.purpose]]: subject.id,
      });
      onCreated(link);
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t('send.title')}
      submitLabel={t('send.submit')}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('send.intro', { what: subject.reference, balance })}
      </DialogContentText>
      <Stack spacing={1}>
        <MoneyField
          control={control}
          name="amount"
          required
          label={t('send.amount')}
          hint={t('send.amountHint', { balance })}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('send.email')}
          hint={t('send.emailHint')}
        />
        {phoneChannels.length > 0 && (
          <>
            <FormTextField
              control={control}
              name="phone"
              type="tel"
              label={t('send.phone')}
              hint={t('send.phoneHint')}
            />
            <FormTextField
              control={control}
              name="phoneChannel"
              label={t('send.phoneChannel')}
              options={phoneChannels.map((c) => ({ value: c, label: t(`send.channels.${c}`) }))}
            />
          </>
        )}
        <FormTextField control={control} name="payerName" label={t('send.payerName')} />
        <FormTextField
          control={control}
          name="validDays"
          reads="number"
          min={1}
          required
          label={t('send.validDays')}
        />
        <FormTextField
          control={control}
          name="language"
          label={t('send.language')}
          options={(['en', 'fr'] as const).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
      </Stack>
    </FormDialog>
  );
}

/** The link, shown once (only its hash is kept): copy it, or it is on its way by email. */
function CreatedLinkDialog({ link, onClose }: { link: CreatedPaymentLink; onClose: () => void }) {
  const { t } = useTranslation('payment-links');
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${link.path}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('send.createdTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {link.testMode && <Alert severity="warning">{t('send.testMode')}</Alert>}
          <DialogContentText>
            {t('send.created')} {link.email ? t('send.emailed', { email: link.email }) : ''}{' '}
            {link.phone ? t('send.texted', { phone: link.phone }) : ''}
          </DialogContentText>
          <TextField
            label={t('send.link')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          {copied && (
            <Alert severity="success" role="status">
              {t('send.copied')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {t('send.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('send.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
