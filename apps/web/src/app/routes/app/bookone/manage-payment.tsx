import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PaymentLinksPage } from '../../../../features/payment-links/components/payment-links-page';
import { PaymentsPage } from '../../../../features/payments/components/payments-page';
import { useCan } from '../../../../hooks/use-can';
import { getPropertyId } from '../../../../lib/session';

/**
 * /bookone/manage-payment (issue 5): payments and refunds of the property; with issue 13 a second tab, Payment
 * links (`?tab=links`, decision 0032), for those who may read them.
 */
export default function ManagePaymentRoute() {
  const { t } = useTranslation('payment-links');
  const [params, setParams] = useSearchParams();
  const canLinks = useCan('paymentLink.read');
  const propertyId = getPropertyId();
  if (!canLinks) return <PaymentsPage />;
  const tab = params.get('tab') === 'links' ? 'links' : 'payments';
  const bar = (
    <Tabs
      value={tab}
      onChange={(_e, key: string) => setParams(key === 'links' ? { tab: 'links' } : {})}
      aria-label={t('list.tabsLabel')}
    >
      <Tab value="payments" label={t('list.tabPayments')} />
      <Tab value="links" label={t('list.tabLinks')} />
    </Tabs>
  );
  if (tab === 'payments')
    return (
      <Stack spacing={2}>
        {bar}
        <PaymentsPage />
      </Stack>
    );
  if (propertyId == null) return <Alert severity="info">{t('list.noRows')}</Alert>;
  return <PaymentLinksPage propertyId={propertyId} bar={bar} />;
}
