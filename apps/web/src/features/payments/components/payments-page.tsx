import { PAYMENT_MODES, PAYMENT_STATUSES, type Payment } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectFilter, useListState, useNotice } from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { exportPayments, usePayments } from '../api/payments';
import { PAYMENT_LIST, paymentQuery } from '../utils/list-specs';
import { usePaymentColumns } from './payment-columns';
import { MoneyListPage } from './money-list-page';
import { PaymentDialog } from './payment-dialog';
import { RefundDialog } from './refund-dialog';

/**
 * /bookone/manage-payment: the property's payments with filters in the address (dates, mode, status, refunds,
 * search), the total of the filter, an Excel export of the same filter, new/edit payment (a Paid payment is only
 * shown) and refunds.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const propertyId = getPropertyId();
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('payment.write');
  const [editing, setEditing] = useState<Payment | 'new' | null>(null);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const notice = useNotice();
  const list = useListState(PAYMENT_LIST);
  const filter = paymentQuery(list.state);
  const query = usePayments(propertyId ?? 0, { ...filter, page: list.state.page, size: list.state.size });
  const columns = usePaymentColumns({ canWrite, onEdit: setEditing, onRefund: setRefunding });

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;

  return (
    <MoneyListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportPayments(propertyId, filter, onProgress)}
      canWrite={canWrite}
      newLabel={t('list.newPayment')}
      onNew={() => setEditing('new')}
      list={list}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="mode"
            label={t('fields.mode')}
            anyLabel={t('list.anyMode')}
            options={PAYMENT_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            minWidth={170}
          />
          <SelectFilter
            list={list}
            filter="status"
            label={t('fields.status')}
            anyLabel={t('list.anyStatus')}
            options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            minWidth={150}
          />
          <SelectFilter
            list={list}
            filter="refunds"
            label={t('list.refunds')}
            anyLabel={t('list.refundsAll')}
            options={[
              { value: 'only', label: t('list.refundsOnly') },
              { value: 'exclude', label: t('list.refundsExclude') },
            ]}
            minWidth={210}
          />
        </>
      }
      searchHint={t('list.searchHint')}
      currency={currency}
      totalLabel={t('list.total')}
      countLabel={(count) => t('list.count', { count })}
      totalTestId="payments-total"
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      gridLabel={t('list.gridLabel')}
    >
      <PaymentDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        payment={editing === 'new' ? null : editing}
        onSaved={() => notice.show(t('list.saved'))}
      />
      <RefundDialog
        payment={refunding}
        propertyId={propertyId}
        onClose={() => setRefunding(null)}
        // A gateway that has not answered yet leaves the refund pending (NotPaid): the server finishes it.
        onDone={(saved) => notice.show(t(saved.status === 'NotPaid' ? 'refund.pending' : 'refund.done'))}
      />
      {notice.element}
    </MoneyListPage>
  );
}
