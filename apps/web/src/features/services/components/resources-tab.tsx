import { RESOURCE_KINDS, RESOURCE_SORTS, type ServiceResource } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
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
import { exportCatalogue, useResources } from '../api/catalogue';
import { formatRange } from '../utils/time';
import { ResourceDialog } from './resource-dialog';
import { ActiveFilter } from './active-filter';
import { TimeOffDialog } from './time-off-dialog';

const RESOURCE_LIST = defineList({
  filters: {
    kind: { values: RESOURCE_KINDS },
    active: { values: ['true', 'false'] },
    search: { param: 'q', max: 120 },
  },
  sorts: RESOURCE_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 50],
  defaultSize: 25,
  // The page's tab (Service Management): carried over this list's writes.
  keep: ['tab'],
});

/** The resources tab: staff, rooms, chairs, tables and vehicles, with their hours and next time off. */
export function ResourcesTab({ propertyId, bar }: { propertyId: number; bar: ReactNode }) {
  const { t, i18n } = useTranslation('services');
  const timeZone = getSessionProperty()?.timezone ?? 'UTC';
  const canWrite = useCan('services.write');
  const [editing, setEditing] = useState<ServiceResource | 'new' | null>(null);
  const [timeOff, setTimeOff] = useState<ServiceResource | null>(null);
  const list = useListState(RESOURCE_LIST);
  const { filters, page, size, sort, order } = list.state;
  const filter = {
    kind: (filters.kind || undefined) as ServiceResource['kind'] | undefined,
    active: (filters.active || undefined) as 'true' | 'false' | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useResources(propertyId, { ...filter, page, size });
  const columns: ListColumn<ServiceResource>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180, card: 'title' },
    {
      field: 'kind',
      headerName: t('fields.kind'),
      width: 120,
      valueFormatter: (v: ServiceResource['kind']) => t(`kinds.${v}`),
    },
    {
      field: 'businessServiceName',
      headerName: t('fields.businessService'),
      width: 180,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? t('list.anyService'),
    },
    {
      field: 'workingHours',
      headerName: t('fields.hours'),
      width: 150,
      sortable: false,
      valueFormatter: (v: unknown) => (v ? t('list.ownHours') : t('list.serviceHours')),
    },
    {
      field: 'nextTimeOff',
      headerName: t('fields.nextTimeOff'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      valueFormatter: (v: ServiceResource['nextTimeOff']) =>
        v ? formatRange(v.startsAt, v.endsAt, timeZone, i18n.language) : '',
    },
    {
      field: 'offeringCount',
      headerName: t('fields.offeringCount'),
      width: 100,
      sortable: false,
      align: 'right',
    },
    activeColumn(t('fields.active'), (active) => t(active ? 'list.active' : 'list.inactive')),
    ...(canWrite
      ? [
          {
            field: 'actions',
            headerName: t('list.actions'),
            width: 150,
            sortable: false,
            renderCell: ({ row }) => (
              <Button
                size="small"
                startIcon={<EventBusyIcon />}
                aria-label={t('timeOff.open', { name: row.name })}
                onClick={(e) => {
                  e.stopPropagation();
                  setTimeOff(row);
                }}
              >
                {t('timeOff.button')}
              </Button>
            ),
          } satisfies ListColumn<ServiceResource>,
        ]
      : []),
  ];

  return (
    <ResourceListPage
      title={t('page.heading')}
      intro={t('resources.intro')}
      notice={bar}
      actions={
        canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('resources.new')}
          </Button>
        )
      }
      exportFile={(onProgress) => exportCatalogue(propertyId, 'resources', filter, onProgress)}
      list={list}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="kind"
            label={t('fields.kind')}
            anyLabel={t('list.anyKind')}
            options={RESOURCE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          <ActiveFilter list={list} />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('resources.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary">
          {t('resources.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('resources.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('resources.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      <ResourceDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        resource={editing === 'new' ? null : editing}
      />
      {timeOff && (
        <TimeOffDialog
          propertyId={propertyId}
          resource={timeOff}
          timeZone={timeZone}
          onClose={() => setTimeOff(null)}
        />
      )}
    </ResourceListPage>
  );
}
