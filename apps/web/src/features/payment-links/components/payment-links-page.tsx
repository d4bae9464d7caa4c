import {
  PAYMENT_LINK_PURPOSES,
  PAYMENT_LINK_STATUSES,
  type PaymentLink,
  type PaymentLinkStatus,
} from '@bookone/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { exportPaymentLinks, useCancelPaymentLink, usePaymentLinks } from '../api/payment-links';
import { PAYMENT_LINK_LIST, paymentLinkQuery } from '../utils/payment-link-list';

const STATUS_COLOR: Record<PaymentLinkStatus, 'info' | 'success' | 'default' | 'warning'> = {
  ACTIVE: 'info',
  PAID: 'success',
  EXPIRED: 'warning',
  CANCELLED: 'default',
};

/**
 * Manage Payment's Payment links tab (issue 13): the property's links with status tabs, purpose and search in the
 * address, paged and sorted on the server, exported; an active link can be cancelled. `bar` is the page's tab bar.
 */
export function PaymentLinksPage({ propertyId, bar }: { propertyId: number; bar?: ReactNode }) {
  const { t, i18n } = useTranslation('payment-links');
  const list = useListState(PAYMENT_LINK_LIST);
  const filter = paymentLinkQuery(list.state);
  const query = usePaymentLinks(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const cancel = useCancelPaymentLink();
  const canWrite = useCan('paymentLink.write');
  const confirm = useConfirm();
  const notice = useNotice();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, propertyTimeZone()) : '—');
  const money = (l: PaymentLink) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: l.currency }).format(l.amount);

  const onCancel = async (l: PaymentLink) => {
    const ok = await confirm({
      title: t('list.cancelTitle'),
      message: t('list.cancelMessage', { amount: money(l) }),
      okText: t('list.cancel'),
    });
    if (!ok) return;
    cancel.mutate(l.id, {
      onSuccess: () => notice.show(t('list.cancelled')),
      onError: (e) => notice.show(errorMessage(e), 'error'),
    });
  };

  const columns: ListColumn<PaymentLink>[] = [
    {
      field: 'createdAt',
      headerName: t('list.createdAt'),
      width: 160,
      card: 'title',
      valueFormatter: (_v: string, row) => when(row.createdAt),
    },
    {
      field: 'purpose',
      headerName: t('list.for'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueFormatter: (_v: string, row) =>
        row.purpose === 'AMOUNT'
          ? (row.description ?? '')
          : `${t(`purposes.${row.purpose}`)} ${row.reference ?? ''}`,
    },
    {
      field: 'payerName',
      headerName: t('list.payer'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      field: 'amount',
      headerName: t('send.amount'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (_v: number, row) => money(row),
    },
    {
      field: 'status',
      headerName: t('list.status'),
      width: 130,
      renderCell: ({ row }) => (
        <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`statuses.${row.status}`)} />
      ),
    },
    {
      field: 'expiresAt',
      headerName: t('list.expiresAt'),
      width: 160,
      valueFormatter: (_v: string, row) => when(row.expiresAt),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 90,
      sortable: false,
      card: 'hidden',
      renderCell: ({ row }) =>
        canWrite && row.status === 'ACTIVE' ? (
          <Tooltip title={t('list.cancelLink', { id: row.id })}>
            <IconButton
              size="small"
              aria-label={t('list.cancelLink', { id: row.id })}
              disabled={cancel.isPending}
              onClick={() => void onCancel(row)}
            >
              <CancelIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
    },
  ];

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      notice={bar}
      exportFile={(onProgress) => exportPaymentLinks(propertyId, filter, onProgress)}
      list={list}
      tabs={{
        filter: 'status',
        label: t('list.statusTabs'),
        options: [
          { value: '', label: t('list.all') },
          ...PAYMENT_LINK_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ],
      }}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="purpose"
            label={t('list.for')}
            anyLabel={t('list.anyPurpose')}
            options={PAYMENT_LINK_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
            minWidth={180}
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
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.heading')}
    >
      {notice.element}
    </ResourceListPage>
  );
}
