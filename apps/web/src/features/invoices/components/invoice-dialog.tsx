import {
  formatCurrency,
  creditNoteInputSchema,
  invoicePaymentInputSchema,
  invoiceVoidSchema,
  isInvoiceOpen,
  PAYMENT_MODES,
  type Invoice,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { MoneyField } from '../../../components/form/money-field';
import { useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/error-message';
import { formatDay } from '../../../lib/dates';
import {
  downloadInvoicePdf,
  useDeleteInvoice,
  useCreditNote,
  useInvoice,
  useIssueInvoice,
  usePayInvoice,
  useVoidInvoice,
} from '../api/invoices';
import { EmailInvoiceButton } from './email-invoice-button';
import { InvoiceStatusChip } from './invoice-columns';
import { InvoiceTotalsTable } from './invoice-totals';

/**
 * Actions other features add to an open invoice with a balance (Send payment link), composed by the route: the
 * invoices feature does not import them.
 */
export type InvoiceActionsSlot = (inv: Invoice) => ReactNode;

type Props = {
  invoiceId: number | null;
  onClose: () => void;
  onOpen?: (id: number) => void;
  moreActions?: InvoiceActionsSlot;
};

/**
 * One invoice: bill-to, dates, lines, the tax per rate and the totals, its payments and credit notes, and the
 * actions its state and the caller's permissions allow (issue, delete a draft, record a payment, void, PDF).
 */
export function InvoiceDialog({ invoiceId, onClose, onOpen, moreActions }: Props) {
  const { t } = useTranslation('invoices');
  const query = useInvoice(invoiceId);
  const inv = query.data;
  return (
    <Dialog
      open={invoiceId != null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="invoice-title"
    >
      <DialogTitle id="invoice-title">
        {inv
          ? inv.number
            ? t('details.title', { kind: t(`kinds.${inv.kind}`), number: inv.number })
            : t('details.draftTitle')
          : ' '}
      </DialogTitle>
      {inv ? (
        <InvoiceBody inv={inv} onClose={onClose} onOpen={onOpen} moreActions={moreActions} />
      ) : (
        <DialogContent>
          {query.isError ? <Alert severity="error">{errorMessage(query.error)}</Alert> : null}
        </DialogContent>
      )}
    </Dialog>
  );
}

function InvoiceBody({
  inv,
  onClose,
  onOpen,
  moreActions,
}: {
  inv: Invoice;
  onClose: () => void;
  onOpen?: (id: number) => void;
  moreActions?: InvoiceActionsSlot;
}) {
  const { t, i18n } = useTranslation('invoices');
  const canWrite = useCan('invoice.write');
  const canIssue = useCan('invoice.issue');
  const issue = useIssueInvoice(inv.id);
  const remove = useDeleteInvoice();
  const notice = useNotice();
  const [form, setForm] = useState<'pay' | 'void' | 'credit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatCurrency(n, inv.currency);
  const day = (d: string) => formatDay(d, i18n.language);
  /** Runs an action; its success is announced (a snackbar), its refusal shown in the dialog. */
  const run = async <R,>(action: () => Promise<R>, done?: (result: R) => string) => {
    setError(null);
    try {
      const result = await action();
      if (done) notice.show(done(result));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const open = inv.kind === 'INVOICE' && isInvoiceOpen(inv.status);

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <InvoiceStatusChip status={inv.status} />
            {inv.issueDate ? (
              <Typography>{t('details.issued', { date: day(inv.issueDate) })}</Typography>
            ) : null}
            {inv.dueDate ? <Typography>{t('details.due', { date: day(inv.dueDate) })}</Typography> : null}
            {inv.bookingNumber ? <Typography>{inv.bookingNumber}</Typography> : null}
          </Stack>
          <div>
            <Typography variant="subtitle2" component="h3">
              {t('details.billTo')}
            </Typography>
            <Typography>{inv.billToName}</Typography>
            {inv.billToTaxNumber ? (
              <Typography variant="body2">
                {t('fields.billToTaxNumber')}: {inv.billToTaxNumber}
              </Typography>
            ) : null}
          </div>
          {inv.status === 'VOID' ? (
            <Alert severity="warning">{t('details.voidReason', { reason: inv.voidReason ?? '' })}</Alert>
          ) : null}
          <Table size="small" aria-label={t('details.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.description')}</TableCell>
                <TableCell align="right">{t('fields.quantity')}</TableCell>
                <TableCell align="right">{t('fields.unitPrice')}</TableCell>
                <TableCell align="right">{t('fields.discount')}</TableCell>
                <TableCell align="right">{t('fields.taxRate')}</TableCell>
                <TableCell align="right">{t('columns.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {inv.lines.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{l.description}</TableCell>
                  <TableCell align="right">{l.quantity.toLocaleString(i18n.language)}</TableCell>
                  <TableCell align="right">{money(l.unitPrice)}</TableCell>
                  <TableCell align="right">{l.discount ? money(l.discount) : ''}</TableCell>
                  <TableCell align="right">{l.taxRate.toLocaleString(i18n.language)}</TableCell>
                  <TableCell align="right">{money(l.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <InvoiceTotalsTable
            totals={inv}
            currency={inv.currency}
            money={inv.kind === 'INVOICE' ? inv : null}
          />
          <Typography variant="body2">{t('details.words', { words: inv.amountInWords })}</Typography>
          {inv.kind === 'INVOICE' ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('details.payments')}
              </Typography>
              {inv.payments.length === 0 ? (
                <Typography variant="body2">{t('details.noPayments')}</Typography>
              ) : (
                <ul>
                  {inv.payments.map((p) => (
                    <li key={p.id}>
                      {day(p.date)}: {money(p.amount)} ({p.mode}){p.reference ? `, ${p.reference}` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
          {inv.creditNotes.length > 0 ? (
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('details.creditNotes')}
              </Typography>
              <ul>
                {inv.creditNotes.map((c) => (
                  <li key={c.id}>
                    <Button size="small" onClick={() => onOpen?.(c.id)}>
                      {c.number}
                    </Button>{' '}
                    {money(-c.total)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void run(() => downloadInvoicePdf(inv.id, inv.number))}>
          {t('actions.pdf')}
        </Button>
        {inv.kind === 'INVOICE' && inv.status !== 'DRAFT' && inv.status !== 'VOID' && canWrite ? (
          <EmailInvoiceButton inv={inv} onDone={notice.show} />
        ) : null}
        {inv.status === 'DRAFT' && canWrite ? (
          <Button
            color="error"
            onClick={() =>
              void run(
                async () => {
                  await remove.mutateAsync(inv.id);
                  onClose();
                },
                () => t('actions.deleted'),
              )
            }
          >
            {t('actions.delete')}
          </Button>
        ) : null}
        {inv.status === 'ISSUED' && inv.paid === 0 && inv.kind === 'INVOICE' && canIssue ? (
          <Button color="warning" onClick={() => setForm('void')}>
            {t('actions.void')}
          </Button>
        ) : null}
        {inv.kind === 'INVOICE' && inv.status !== 'DRAFT' && inv.status !== 'VOID' && canIssue ? (
          <Button onClick={() => setForm('credit')}>{t('actions.creditNote')}</Button>
        ) : null}
        {open && canWrite ? <Button onClick={() => setForm('pay')}>{t('actions.pay')}</Button> : null}
        {open && inv.balance > 0 ? moreActions?.(inv) : null}
        {inv.status === 'DRAFT' && canIssue ? (
          <Button
            variant="contained"
            disabled={issue.isPending}
            onClick={() =>
              void run(
                () => issue.mutateAsync({}),
                (issued) => t('actions.issued', { number: issued.number }),
              )
            }
          >
            {t('actions.issue')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('details.close')}</Button>
      </DialogActions>
      {form === 'pay' ? <PayForm inv={inv} onClose={() => setForm(null)} onDone={notice.show} /> : null}
      {form === 'void' ? <VoidForm inv={inv} onClose={() => setForm(null)} onDone={notice.show} /> : null}
      {form === 'credit' ? <CreditForm inv={inv} onClose={() => setForm(null)} onDone={notice.show} /> : null}
      {notice.element}
    </>
  );
}

function PayForm({
  inv,
  onClose,
  onDone,
}: {
  inv: Invoice;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation('invoices');
  const { t: tp } = useTranslation('payments');
  const pay = usePayInvoice(inv.id);
  const { form, dialogProps } = useKitForm({
    schema: invoicePaymentInputSchema,
    fields: ['amount', 'mode', 'reference', 'date'] as const,
    defaultValues: { amount: inv.balance, mode: 'Cash' as const, reference: null },
    onSave: async (input) => {
      await pay.mutateAsync(input);
      onDone(t('actions.paid'));
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t('actions.payTitle', { number: inv.number })}
      submitLabel={t('actions.pay')}
    >
      <Stack spacing={1}>
        <MoneyField control={form.control} name="amount" required label={t('fields.amount')} />
        <FormTextField
          control={form.control}
          name="mode"
          required
          label={t('fields.mode')}
          options={PAYMENT_MODES.map((m) => ({ value: m, label: tp(`modes.${m}`) }))}
        />
        <FormTextField control={form.control} name="reference" label={t('fields.reference')} />
      </Stack>
    </FormDialog>
  );
}

function VoidForm({
  inv,
  onClose,
  onDone,
}: {
  inv: Invoice;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation('invoices');
  const voiding = useVoidInvoice(inv.id);
  const { form, dialogProps } = useKitForm({
    schema: invoiceVoidSchema,
    fields: ['reason'] as const,
    defaultValues: { reason: '' },
    onSave: async (input) => {
      await voiding.mutateAsync(input);
      onDone(t('actions.voided'));
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t('actions.voidTitle', { number: inv.number })}
      submitLabel={t('actions.void')}
      submitColor="warning"
    >
      <FormTextField
        control={form.control}
        name="reason"
        required
        multiline
        minRows={2}
        label={t('fields.reason')}
      />
    </FormDialog>
  );
}

/** A credit note of one line (what is credited, before tax, at a tax rate), with its reason. */
function CreditForm({
  inv,
  onClose,
  onDone,
}: {
  inv: Invoice;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const { t } = useTranslation('invoices');
  const credit = useCreditNote(inv.id);
  const { form, dialogProps } = useKitForm({
    schema: creditNoteInputSchema,
    fields: ['reason', 'lines'] as const,
    defaultValues: {
      reason: '',
      lines: [
        {
          description: inv.lines[0]?.description ?? '',
          quantity: 1,
          unitPrice: 0,
          discount: 0,
          taxRate: inv.lines[0]?.taxRate ?? null,
        },
      ],
    },
    onSave: async (input) => {
      const note = await credit.mutateAsync(input);
      onDone(t('actions.credited', { number: note.number }));
      onClose();
    },
  });
  const { control } = form;
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="sm"
      title={t('actions.creditTitle', { number: inv.number })}
      submitLabel={t('actions.creditNote')}
      submitColor="warning"
    >
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="lines.0.description"
          required
          label={t('fields.description')}
        />
        <MoneyField control={control} name="lines.0.unitPrice" required label={t('fields.amount')} />
        <FormTextField
          control={control}
          name="lines.0.taxRate"
          reads="optionalNumber"
          step="0.01"
          min={0}
          label={t('fields.taxRate')}
          placeholder={t('fields.taxRateHint')}
        />
        <FormTextField
          control={control}
          name="reason"
          required
          multiline
          minRows={2}
          label={t('fields.reason')}
        />
      </Stack>
    </FormDialog>
  );
}
