import { invoiceEmailInputSchema, type Invoice } from '@bookone/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useEmailInvoice } from '../api/invoice-email';

/**
 * Email invoice (issue 13): an issued invoice's PDF sent through the message outbox, to the bill-to's email unless
 * another address is typed. The caller shows it only for an issued invoice and a role that writes invoices.
 */
export function EmailInvoiceButton({ inv, onDone }: { inv: Invoice; onDone: (message: string) => void }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('invoiceEmail.action')}</Button>
      {open ? <EmailInvoiceDialog inv={inv} onClose={() => setOpen(false)} onDone={onDone} /> : null}
    </>
  );
}

function EmailInvoiceDialog({
  inv,
  onClose,
  onDone,
}: {
  inv: Invoice;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const send = useEmailInvoice(inv.id);
  const { form, dialogProps } = useKitForm({
    schema: invoiceEmailInputSchema,
    fields: ['to', 'language'] as const,
    defaultValues: { to: null, language: i18n.language.startsWith('fr') ? 'fr' : 'en' },
    onSave: async (input) => {
      const queued = await send.mutateAsync(input);
      onDone(t('invoiceEmail.sent', { number: inv.number, recipient: queued.recipient }));
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t('invoiceEmail.title', { number: inv.number })}
      submitLabel={t('invoiceEmail.submit')}
    >
      <Stack spacing={1}>
        <Typography variant="body2">{t('invoiceEmail.intro')}</Typography>
        <FormTextField
          control={form.control}
          name="to"
          type="email"
          label={t('invoiceEmail.to')}
          hint={t('invoiceEmail.toHint', { name: inv.billToName })}
        />
        <FormTextField
          control={form.control}
          name="language"
          required
          label={t('invoiceEmail.language')}
          options={[
            { value: 'en', label: t('invoiceEmail.languages.en') },
            { value: 'fr', label: t('invoiceEmail.languages.fr') },
          ]}
        />
      </Stack>
    </FormDialog>
  );
}
