import { TEST_DECLINED_CARD, testGatewayPayInputSchema, type PublicPaymentLink } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PublicCard } from '../../../components/layout/public-card';
import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePublicPaymentLink, useStartCheckout, useTestPay } from '../api/payment-links';
import { PayQuote, QuoteUnavailable } from './pay-quote';

/** The amount in the reader's language, in the link's currency. */
const amountIn = (language: string, amount: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);

const dateTimeIn = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * /pay/:token, the guest's page of a payment link (no sign-in): the property, what is paid and the amount; Pay starts
 * the property's gateway (Stripe's hosted page, or the test gateway's card form here, in test mode); a paid,
 * expired or cancelled link says so.
 */
export function PayPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation('payment-links');
  const link = usePublicPaymentLink(token);

  let body: React.ReactNode;
  if (link.isPending) body = <Skeleton variant="rounded" height={220} aria-label={t('pay.loading')} />;
  else if (link.isError)
    body = (
      <Alert severity="error" role="alert">
        {link.error instanceof ApiRequestError && [400, 404].includes(link.error.status)
          ? t('pay.unknown')
          : errorMessage(link.error)}
      </Alert>
    );
  else body = <LinkView token={token} link={link.data} language={i18n.language} />;

  return <PublicCard maxWidth={480}>{body}</PublicCard>;
}

/** What the guest is told the link pays, per purpose (an AMOUNT shows the clerk's description). */
const PAYS_FOR = {
  BOOKING: 'pay.forBooking',
  RESERVATION: 'pay.forReservation',
  INVOICE: 'pay.forInvoice',
  ORDER: 'pay.forOrder',
} as const;

function LinkView({ token, link, language }: { token: string; link: PublicPaymentLink; language: string }) {
  const { t } = useTranslation('payment-links');
  const amount = amountIn(language, link.amount, link.currency);
  const what =
    link.purpose === 'AMOUNT' ? link.description : t(PAYS_FOR[link.purpose], { reference: link.reference });

  return (
    <Stack spacing={2}>
      {link.testMode && (
        <Alert severity="warning" variant="filled" role="note">
          <AlertTitle>{t('pay.testModeTitle')}</AlertTitle>
          {t('pay.testMode')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {link.logoUrl && (
          <Avatar src={link.logoUrl} alt="" variant="rounded" sx={{ width: 56, height: 56 }} />
        )}
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {link.propertyName}
          </Typography>
          <Typography color="text.secondary">{t('pay.title')}</Typography>
        </Box>
      </Stack>
      <Divider />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        {link.payerName && (
          <>
            <Typography component="dt" color="text.secondary">
              {t('pay.payer')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {link.payerName}
            </Typography>
          </>
        )}
        <Typography component="dt" color="text.secondary">
          {t('pay.for')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {what}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t('pay.amount')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}
          data-testid="pay-amount"
        >
          {amount}
        </Typography>
      </Box>
      {link.quote && <PayQuote quote={link.quote} language={language} />}
      <Outcome token={token} link={link} amount={amount} language={language} />
    </Stack>
  );
}

function Outcome({
  token,
  link,
  amount,
  language,
}: {
  token: string;
  link: PublicPaymentLink;
  amount: string;
  language: string;
}) {
  const { t } = useTranslation('payment-links');
  if (link.status === 'PAID')
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{t('pay.paidTitle')}</AlertTitle>
        {t('pay.paid', { amount, when: link.paidAt ? dateTimeIn(language, link.paidAt) : '' })}
      </Alert>
    );
  if (link.status === 'EXPIRED')
    return (
      <Alert severity="error" role="alert">
        {t('pay.expired', { when: dateTimeIn(language, link.expiresAt) })}
      </Alert>
    );
  if (link.status === 'CANCELLED')
    return (
      <Alert severity="error" role="alert">
        {t('pay.cancelled')}
      </Alert>
    );
  // An enquiry quote whose rooms sold out since: nothing can be paid, the guest reads why.
  if (link.quote?.problem) return <QuoteUnavailable detail={link.quote.problem} />;
  return <PayAction token={token} amount={amount} expires={dateTimeIn(language, link.expiresAt)} />;
}

function PayAction({ token, amount, expires }: { token: string; amount: string; expires: string }) {
  const { t } = useTranslation('payment-links');
  const checkout = useStartCheckout(token);
  const [testSession, setTestSession] = useState<string | null>(null);

  async function start() {
    const session = await checkout.mutateAsync();
    // A hosted checkout (Stripe) takes the guest away; it sends them back to this page.
    if (session.redirectUrl) window.location.assign(session.redirectUrl);
    else setTestSession(session.sessionId);
  }

  if (testSession) return <TestCardForm token={token} sessionId={testSession} amount={amount} />;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('pay.until', { when: expires })}
      </Typography>
      {checkout.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      )}
      <Button variant="contained" size="large" disabled={checkout.isPending} onClick={() => void start()}>
        {t('pay.pay', { amount })}
      </Button>
    </Stack>
  );
}

const cardSchema = testGatewayPayInputSchema.pick({ cardNumber: true });

/** The test gateway's checkout: a card number (no real card), Pay; the declining test card says so. */
function TestCardForm({ token, sessionId, amount }: { token: string; sessionId: string; amount: string }) {
  const { t } = useTranslation('payment-links');
  const pay = useTestPay(token);
  const [declined, setDeclined] = useState(false);
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: cardSchema,
    defaultValues: { cardNumber: '4242424242424242' },
    fields: ['cardNumber'],
    onSave: async ({ cardNumber }) => {
      const result = await pay.mutateAsync({ sessionId, cardNumber });
      setDeclined(result.outcome === 'DECLINED');
    },
  });
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={onSubmit} aria-label={t('pay.testCheckout')}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('pay.testCheckout')}
      </Typography>
      <FormTextField
        control={form.control}
        name="cardNumber"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
        label={t('pay.cardNumber')}
        hint={t('pay.cardHint', { declined: TEST_DECLINED_CARD })}
      />
      {declined && (
        <Alert severity="error" role="alert">
          {t('pay.declined')}
        </Alert>
      )}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {t('pay.payTest', { amount })}
      </Button>
    </Stack>
  );
}
