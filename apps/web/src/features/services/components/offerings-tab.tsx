import { formatCurrency, OFFERING_SORTS, type Offering } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
  activeColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getSessionProperty } from '../../../lib/session';
import { exportCatalogue, useOfferings, useResourceChoices, useServiceChoices } from '../api/catalogue';
import { ActiveFilter } from './active-filter';
import { OfferingDialog } from './offering-dialog';

const OFFERING_LIST = defineList({
  filters: {
    service: { max: 10 },
    resource: { max: 10 },
    active: { values: ['true', 'false'] },
    search: { param: 'q', max: 120 },
  },
  sorts: OFFERING_SORTS,
  defaultSort: null,
  pageSizes: [10, 25, 50],
  defaultSize: 25,
  // The page's tab (Service Management): carried over this list's writes.
  keep: ['tab'],
});

const idOf = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

/** The offerings tab: what customers book, with duration, capacity, price and who delivers each. */
export function OfferingsTab({ propertyId, bar }: { propertyId: number; bar: ReactNode }) {
  const { t } = useTranslation('services');
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('services.write');
  const [editing, setEditing] = useState<Offering | 'new' | null>(null);
  const services = useServiceChoices(propertyId);
  const resources = useResourceChoices(propertyId);
  const list = useListState(OFFERING_LIST);
  const { filters, page, size, sort, order } = list.state;
  const filter = {
    businessServiceId: idOf(filters.service),
    resourceId: idOf(filters.resource),
    active: (filters.active || undefined) as 'true' | 'false' | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useOfferings(propertyId, { ...filter, page, size });
  const columns: ListColumn<Offering>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200, card: 'title' },
    { field: 'code', headerName: t('fields.code'), width: 110 },
    { field: 'businessServiceName', headerName: t('fields.businessService'), width: 180, sortable: false },
    {
      field: 'durationMinutes',
      headerName: t('fields.durationMinutes'),
      width: 120,
      align: 'right',
      valueFormatter: (v: number) => t('list.minutes', { count: v }),
    },
    { field: 'capacity', headerName: t('fields.capacity'), width: 100, align: 'right' },
    {
      field: 'price',
      headerName: t('fields.price'),
      width: 110,
      align: 'right',
      valueFormatter: (v: number) => formatCurrency(v, currency),
    },
    {
      field: 'resources',
      headerName: t('fields.resources'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueFormatter: (v: Offering['resources']) => v.map((r) => r.name).join(', '),
    },
    activeColumn(t('fields.active'), (active) => t(active ? 'list.active' : 'list.inactive')),
  ];

  return (
    <ResourceListPage
      title={t('page.heading')}
      intro={t('offerings.intro')}
      notice={bar}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('offerings.new')}
          </Button>
        )
      }
      exportFile={(onProgress) => exportCatalogue(propertyId, 'offerings', filter, onProgress)}
      list={list}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="service"
            label={t('fields.businessService')}
            anyLabel={t('list.anyService')}
            minWidth={200}
            options={(services.data?.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <SelectFilter
            list={list}
            filter="resource"
            label={t('fields.resource')}
            anyLabel={t('list.anyResource')}
            minWidth={180}
            options={(resources.data?.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          />
          <ActiveFilter list={list} />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('offerings.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">
          {t('offerings.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('offerings.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('offerings.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      <OfferingDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        offering={editing === 'new' ? null : editing}
      />
    </ResourceListPage>
  );
}
