import { GATEWAY_MODES, PAYMENT_SETTING_SORTS, type GatewayMode } from '@bookone/domain';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/dates';
import {
  exportPaymentSettings,
  useGatewayChoices,
  useOrganisationChoices,
  usePaymentSettings,
  type SettingRow,
} from '../api/payment-gateways';
import { GatewayKindChip, GatewayModeChip } from './gateway-chips';
import { maskedSecret } from './masked-secret';

export const SETTING_LIST = defineList({
  filters: {
    // The page's view, kept in the address so that a reload or a shared link opens this list again.
    view: { values: ['settings'] as const },
    gateway: { max: 10 },
    mode: { values: GATEWAY_MODES },
    org: { max: 10 },
    search: { param: 'q', max: 120 },
  },
  sorts: PAYMENT_SETTING_SORTS,
  defaultSort: { field: 'propertyName', order: 'asc' },
  pageSizes: [25, 50],
  defaultSize: 25,
});

const idOrUndefined = (v: string) => (/^\d{1,10}$/.test(v) ? Number(v) : undefined);

/**
 * Every property's gateway setting across the platform (super admin): gateway, mode (test mode marked), keys masked
 * (•••• 4242), fees, who saved it last; filtered by organisation, gateway and mode, exported to Excel.
 */
export function SettingList({ title, intro, header }: { title: string; intro: string; header: ReactNode }) {
  const { t, i18n } = useTranslation('payment-gateways');
  const list = useListState(SETTING_LIST);
  const { filters, page, size, sort, order } = list.state;
  const filter = {
    gatewayId: idOrUndefined(filters.gateway),
    organisationId: idOrUndefined(filters.org),
    mode: (filters.mode || undefined) as GatewayMode | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = usePaymentSettings({ ...filter, page, size });
  const choices = useGatewayChoices();
  const organisations = useOrganisationChoices();
  const lang = i18n.language;

  const columns: ListColumn<SettingRow>[] = [
    { field: 'propertyName', headerName: t('fields.property'), flex: 1, minWidth: 180, card: 'title' },
    { field: 'organisationName', headerName: t('fields.organisation'), flex: 1, minWidth: 160 },
    {
      field: 'gatewayName',
      headerName: t('fields.gateway'),
      width: 230,
      renderCell: ({ row }) =>
        row.gatewayKind === 'TEST' ? <GatewayKindChip kind="TEST" /> : (row.gatewayName ?? ''),
    },
    {
      field: 'mode',
      headerName: t('fields.mode'),
      width: 140,
      renderCell: ({ row }) => (row.mode ? <GatewayModeChip mode={row.mode} /> : null),
    },
    { field: 'publicKey', headerName: t('fields.publicKey'), width: 180, sortable: false },
    {
      field: 'secretKeyLast4',
      headerName: t('fields.secretKey'),
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => maskedSecret(t, row.secretKeySet, row.secretKeyLast4),
    },
    {
      field: 'cardFeePercentage',
      headerName: t('fields.cardFeePercentage'),
      width: 130,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(v),
    },
    {
      field: 'transactionFee',
      headerName: t('fields.transactionFee'),
      width: 140,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) =>
        new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v),
    },
    { field: 'updatedByName', headerName: t('fields.updatedBy'), width: 160, sortable: false },
    {
      field: 'updatedAt',
      headerName: t('fields.updatedAt'),
      width: 190,
      valueFormatter: (v: string) => formatDateTime(v, lang, 'UTC'),
    },
  ];

  return (
    <ResourceListPage
      title={title}
      intro={intro}
      notice={header}
      exportFile={(onProgress) => exportPaymentSettings(filter, onProgress)}
      list={list}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('settings.search')}
            placeholder={t('settings.searchHint')}
          />
          <SelectFilter
            list={list}
            filter="org"
            label={t('settings.organisationFilter')}
            anyLabel={t('settings.any')}
            minWidth={200}
            options={(organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          />
          <SelectFilter
            list={list}
            filter="gateway"
            label={t('settings.gatewayFilter')}
            anyLabel={t('settings.any')}
            options={(choices.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <SelectFilter
            list={list}
            filter="mode"
            label={t('settings.modeFilter')}
            anyLabel={t('settings.any')}
            options={GATEWAY_MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">
          {t('settings.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('settings.noRows')}
      noMatch={t('settings.noMatch')}
      gridLabel={t('settings.gridLabel')}
    />
  );
}
