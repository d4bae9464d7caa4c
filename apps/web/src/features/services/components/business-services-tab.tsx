import { CATALOGUE_SERVICE_SORTS, type CatalogueService } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  useListState,
  type ListColumn,
  NewButton,
  activeColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { exportCatalogue, useBusinessServices } from '../api/catalogue';
import { ActiveFilter } from './active-filter';
import { BusinessServiceDialog } from './business-service-dialog';

const SERVICE_LIST = defineList({
  filters: {
    active: { values: ['true', 'false'] },
    search: { param: 'q', max: 120 },
  },
  sorts: CATALOGUE_SERVICE_SORTS,
  defaultSort: null,
  pageSizes: [10, 25, 50],
  defaultSize: 25,
  // The page's tab (Service Management): carried over this list's writes.
  keep: ['tab'],
});

/** The business services tab: outlets with their booking rules, counts of offerings and resources. */
export function BusinessServicesTab({ propertyId, bar }: { propertyId: number; bar: ReactNode }) {
  const { t } = useTranslation('services');
  const canWrite = useCan('services.write');
  const [editing, setEditing] = useState<CatalogueService | 'new' | null>(null);
  const list = useListState(SERVICE_LIST);
  const { filters, page, size, sort, order } = list.state;
  const filter = {
    active: (filters.active || undefined) as 'true' | 'false' | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useBusinessServices(propertyId, { ...filter, page, size });
  const columns: ListColumn<CatalogueService>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200, card: 'title' },
    { field: 'code', headerName: t('fields.code'), width: 110 },
    { field: 'groupName', headerName: t('fields.groupName'), width: 140 },
    {
      field: 'offeringCount',
      headerName: t('fields.offeringCount'),
      width: 110,
      sortable: false,
      align: 'right',
    },
    {
      field: 'resourceCount',
      headerName: t('fields.resourceCount'),
      width: 110,
      sortable: false,
      align: 'right',
    },
    {
      field: 'openingHours',
      headerName: t('fields.hours'),
      width: 150,
      sortable: false,
      valueFormatter: (v: unknown) => (v ? t('list.ownHours') : t('list.propertyHours')),
    },
    activeColumn(t('fields.active'), (active) => t(active ? 'list.active' : 'list.inactive')),
  ];

  return (
    <ResourceListPage
      title={t('page.heading')}
      intro={t('services.intro')}
      notice={bar}
      actions={
        <NewButton hidden={!canWrite} icon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('services.new')}
        </NewButton>
      }
      exportFile={(onProgress) => exportCatalogue(propertyId, 'business-services', filter, onProgress)}
      list={list}
      filters={
        <>
          <ActiveFilter list={list} />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('services.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">
          {t('services.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('services.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('services.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      <BusinessServiceDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        service={editing === 'new' ? null : editing}
      />
    </ResourceListPage>
  );
}
