import {
  COMPANY_SORTS,
  COMPANY_STATUSES,
  tenantScopeOf,
  type Company,
  type CompanyStatus,
} from '@bookone/domain';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
  NewButton,
  statusTabs,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getOrganisationId, getSessionRoles } from '../../../lib/session';
import { exportCompanies, useCompanies, useCompanyOrganisations } from '../api/companies';
import { companyPath, formatAmount } from '../utils/format';
import { CompanyDialog } from './company-dialog';
import { CompanyStatusChip } from './company-status-chip';

const COMPANY_LIST = defineList({
  filters: {
    status: { values: COMPANY_STATUSES },
    search: { param: 'q', max: 120 },
    // The super admin keeps any organisation's companies: which one is in the address.
    organisation: { param: 'org', max: 10 },
  },
  sorts: COMPANY_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

/**
 * /bookone-admin/companyList: the organisation's corporate clients, a page at a time from the server, sorted and
 * filtered there (status tabs, search in the address), with what each owes; Excel export of the same filter. A
 * row opens the company's page (open charges, statement of account).
 */
export function CompanyListPage() {
  const { t, i18n } = useTranslation('companies');
  const navigate = useNavigate();
  const platform = tenantScopeOf(getSessionRoles()) === 'platform';
  const organisations = useCompanyOrganisations(platform);
  const canWrite = useCan('company.write');
  const [adding, setAdding] = useState(false);
  const list = useListState(COMPANY_LIST);
  const { filters, page, size, sort, order } = list.state;
  const picked = Number(filters.organisation);
  const organisationId = platform && Number.isInteger(picked) && picked > 0 ? picked : getOrganisationId();
  const filter = {
    status: (filters.status || undefined) as CompanyStatus | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useCompanies(organisationId ?? 0, { ...filter, page, size });

  const columns: ListColumn<Company>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 200,
      card: 'title',
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={companyPath(row.id)}>
          {row.name}
        </Link>
      ),
    },
    { field: 'taxNumber', headerName: t('fields.taxNumber'), width: 140, sortable: false },
    { field: 'contactName', headerName: t('fields.contactName'), flex: 1, minWidth: 150, sortable: false },
    { field: 'city', headerName: t('fields.city'), width: 130, sortable: false },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      renderCell: ({ row }) => <CompanyStatusChip status={row.status} />,
    },
    {
      field: 'creditLimit',
      headerName: t('fields.creditLimit'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number | null) => (v == null ? t('list.noLimit') : formatAmount(v, i18n.language)),
    },
    {
      field: 'openBalance',
      headerName: t('fields.openBalance'),
      width: 140,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatAmount(v, i18n.language),
    },
  ];

  if (organisationId == null) return <Alert severity="info">{t('list.noOrganisation')}</Alert>;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      actions={
        <NewButton hidden={!canWrite} icon={<AddBusinessIcon />} onClick={() => setAdding(true)}>
          {t('list.newCompany')}
        </NewButton>
      }
      exportFile={(onProgress) => exportCompanies(organisationId, filter, onProgress)}
      list={list}
      tabs={statusTabs('status', {
        label: t('list.statusTabs'),
        all: t('list.all'),
        values: COMPANY_STATUSES,
        labelOf: (s) => t(`status.${s}`),
      })}
      filters={
        <>
          {platform && (
            <SelectFilter
              list={list}
              filter="organisation"
              label={t('list.organisation')}
              anyLabel={t('list.ownOrganisation')}
              minWidth={220}
              options={(organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            />
          )}
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">{t('list.count', { count: query.data?.total ?? 0 })}</Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => void navigate(companyPath(row.id))}
    >
      <CompanyDialog
        open={adding}
        onClose={() => setAdding(false)}
        organisationId={organisationId}
        onSaved={(c) => void navigate(companyPath(c.id))}
      />
    </ResourceListPage>
  );
}
