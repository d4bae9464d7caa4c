import { GATEWAY_KINDS, PAYMENT_GATEWAY_SORTS, type GatewayKind, type PaymentGateway } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/dates';
import { useGateways } from '../api/payment-gateways';
import { GatewayDialog } from './gateway-dialog';
import { GatewayKindChip } from './gateway-chips';

export const GATEWAY_LIST = defineList({
  filters: {
    enabled: { values: ['true', 'false'] as const },
    kind: { values: GATEWAY_KINDS },
    search: { param: 'q', max: 120 },
  },
  sorts: PAYMENT_GATEWAY_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25],
  defaultSize: 10,
});

/**
 * The platform's catalogue of payment gateways (super admin): each with the adapter it runs on (the test gateway
 * labelled as such), enabled or not, and how many properties use it. A row opens it; "Add gateway" a new one.
 */
export function GatewayList({
  title,
  intro,
  header,
}: {
  title: string;
  intro: string;
  header: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('payment-gateways');
  const list = useListState(GATEWAY_LIST);
  const { filters, page, size, sort, order } = list.state;
  const query = useGateways({
    enabled: (filters.enabled || undefined) as 'true' | 'false' | undefined,
    kind: (filters.kind || undefined) as GatewayKind | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
    page,
    size,
  });
  const [editing, setEditing] = useState<PaymentGateway | null>(null);
  const [adding, setAdding] = useState(false);
  const notice = useNotice();

  const columns: ListColumn<PaymentGateway>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200, card: 'title' },
    {
      field: 'kind',
      headerName: t('fields.kind'),
      width: 230,
      renderCell: ({ row }) => <GatewayKindChip kind={row.kind} />,
    },
    {
      field: 'enabled',
      headerName: t('fields.enabled'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.enabled ? 'success' : 'default'}
          label={row.enabled ? t('catalogue.enabled') : t('catalogue.disabled')}
        />
      ),
    },
    {
      field: 'propertyCount',
      headerName: t('fields.propertyCount'),
      width: 130,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    {
      field: 'updatedAt',
      headerName: t('fields.updatedAt'),
      width: 190,
      valueFormatter: (v: string) => formatDateTime(v, i18n.language, 'UTC'),
    },
  ];

  return (
    <ResourceListPage
      title={title}
      intro={intro}
      notice={header}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('catalogue.add')}
        </Button>
      }
      list={list}
      tabs={{
        filter: 'enabled',
        label: t('catalogue.enabledTabs'),
        options: [
          { value: '', label: t('catalogue.all') },
          { value: 'true', label: t('catalogue.enabled') },
          { value: 'false', label: t('catalogue.disabled') },
        ],
      }}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('catalogue.search')}
            placeholder={t('catalogue.searchHint')}
          />
          <SelectFilter
            list={list}
            filter="kind"
            label={t('catalogue.kindFilter')}
            anyLabel={t('catalogue.anyKind')}
            options={GATEWAY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">
          {t('catalogue.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('catalogue.noRows')}
      noMatch={t('catalogue.noMatch')}
      gridLabel={t('catalogue.gridLabel')}
      onRowClick={(row) => setEditing(row)}
    >
      <GatewayDialog
        open={adding || editing != null}
        gateway={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={(g) => notice.show(g.name)}
      />
      {notice.element}
    </ResourceListPage>
  );
}
