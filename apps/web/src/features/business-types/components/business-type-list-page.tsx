import { BUSINESS_TYPE_SORTS, type BusinessTypeConfig } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { inLanguage } from '../../../lib/queries/business-types';
import { getOrganisationId } from '../../../lib/session';
import { useBusinessTypes, type BusinessTypeRow } from '../api/business-types';
import { BusinessTypeDialog } from './business-type-dialog';

const BUSINESS_TYPE_LIST = defineList({
  filters: {
    active: { values: ['true', 'false'] as const },
    search: { param: 'q', max: 120 },
  },
  sorts: BUSINESS_TYPE_SORTS,
  defaultSort: { field: 'key', order: 'asc' },
  pageSizes: [10, 25],
  defaultSize: 10,
});

/**
 * /bookone-admin/service-config (Business Type Config): the organisation's business types, each with its labels
 * and terms in both languages, the modules it uses, whether onboarding offers it and the menus it leads to; the
 * platform's defaults until the organisation changes a type. A row opens the type's settings.
 */
export function BusinessTypeListPage() {
  const { t, i18n } = useTranslation('business-types');
  const organisationId = getOrganisationId();
  const canWrite = useCan('businessType.write');
  const [editing, setEditing] = useState<BusinessTypeConfig | null>(null);
  const list = useListState(BUSINESS_TYPE_LIST);
  const { filters, page, size, sort, order } = list.state;
  const query = useBusinessTypes(organisationId ?? 0, {
    active: (filters.active || undefined) as 'true' | 'false' | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
    page,
    size,
  });
  const lang = i18n.language;

  const columns: ListColumn<BusinessTypeRow>[] = [
    {
      field: 'label',
      headerName: t('fields.label'),
      flex: 1,
      minWidth: 180,
      card: 'title',
      valueGetter: (_v, row) => inLanguage(lang, row.labelEn, row.labelFr),
    },
    { field: 'key', headerName: t('fields.key'), width: 140 },
    {
      field: 'locationTerm',
      headerName: t('fields.locationTerm'),
      width: 150,
      sortable: false,
      valueGetter: (_v, row) => inLanguage(lang, row.locationTermEn, row.locationTermFr),
    },
    {
      field: 'resourceTerm',
      headerName: t('fields.resourceTerm'),
      width: 150,
      sortable: false,
      valueGetter: (_v, row) => inLanguage(lang, row.resourceTermEn, row.resourceTermFr),
    },
    {
      field: 'modules',
      headerName: t('fields.modules'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      valueGetter: (_v, row) => row.modules.map((m) => t(`modules.${m}`)).join(', '),
    },
    {
      field: 'properties',
      headerName: t('fields.properties'),
      width: 120,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => new Intl.NumberFormat(lang).format(v),
    },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 150,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          label={row.active ? t('list.offered') : t('list.notOffered')}
        />
      ),
    },
    {
      field: 'source',
      headerName: t('fields.source'),
      width: 170,
      sortable: false,
      valueGetter: (_v, row) => t(`source.${row.source}`),
    },
  ];

  if (organisationId == null) return <Alert severity="info">{t('list.noOrganisation')}</Alert>;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      notice={<Typography color="text.secondary">{t('list.activeNote')}</Typography>}
      list={list}
      tabs={{
        filter: 'active',
        label: t('list.offerTabs'),
        options: [
          { value: '', label: t('list.all') },
          { value: 'true', label: t('list.offered') },
          { value: 'false', label: t('list.notOffered') },
        ],
      }}
      filters={
        <SearchFilter
          list={list}
          filter="search"
          label={t('list.search')}
          placeholder={t('list.searchHint')}
        />
      }
      totals={
        <Typography color="text.secondary">{t('list.count', { count: query.data?.total ?? 0 })}</Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => setEditing(row)}
    >
      <BusinessTypeDialog
        type={editing}
        organisationId={organisationId}
        readOnly={!canWrite}
        onClose={() => setEditing(null)}
      />
    </ResourceListPage>
  );
}
