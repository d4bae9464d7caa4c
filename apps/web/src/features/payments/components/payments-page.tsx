import { PAYMENT_MODES, PAYMENT_STATUSES, type Payment } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getPropertyId, getSessionProperty } from '../../../lib/session';
import { exportPayments, usePayments } from '../api/payments';
import { PAYMENT_LIST, paymentQuery } from '../utils/list-specs';
import { usePaymentColumns } from './payment-columns';
import { PaymentDialog } from './payment-dialog';
import { FilterTotals, MoneyDates, NewButton } from './money-list-parts';
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
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportPayments(propertyId, filter, onProgress)}
      actions={<NewButton show={canWrite} label={t('list.newPayment')} onClick={() => setEditing('new')} />}
      notice={!canWrite && <Alert severity="info">{t('common.readOnly')}</Alert>}
      list={list}
      filtersLabel={t('list.search')}
      filters={
        <>
          <MoneyDates list={list} />
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
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        </>
      }
      totals={
        <FilterTotals
          label={t('list.total')}
          amount={query.data?.totalAmount ?? 0}
          currency={currency}
          count={t('list.count', { count: query.data?.total ?? 0 })}
          testId="payments-total"
        />
      }
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
        onDone={() => notice.show(t('refund.done'))}
      />
      {notice.element}
    </ResourceListPage>
  );
}
