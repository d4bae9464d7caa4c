import {
  CHANNEL_ADAPTER_KINDS,
  CHANNEL_SORTS,
  CHANNEL_STATUSES,
  type Channel,
  type ChannelAdapterKind,
  type ChannelStatus,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  NewButton,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { formatInstantDay } from '../../../../lib/dates';
import { exportChannels, useChannels, type ChannelFilter } from '../../api/channels';
import { ChannelLogo } from '../channel-logo';
import { ChannelDialog, type ChannelEditing } from './channel-dialog';

export const CHANNEL_LIST = defineList({
  filters: {
    status: { values: CHANNEL_STATUSES },
    adapterKind: { param: 'kind', values: CHANNEL_ADAPTER_KINDS },
    search: { param: 'q', max: 120 },
  },
  sorts: CHANNEL_SORTS,
  defaultSort: { field: 'name', order: 'asc' },
  pageSizes: [10, 25, 100],
  defaultSize: 25,
});

/**
 * /bookone-admin/manage-channel (super admin): the OTA channel catalogue with logo, name, adapter kind, status and
 * how many properties are connected; status tabs, kind and search in the address, the Excel export of the same
 * filter. A row opens the channel's form; `editing` opens one from the address (Add OTA Channel, a shared link).
 */
export function ChannelListPage({
  editing: initial = null,
  onFormClosed,
}: {
  editing?: ChannelEditing;
  /** The form opened by the address was closed (the route goes back to the list's address). */
  onFormClosed?: () => void;
}) {
  const { t, i18n } = useTranslation('channels');
  const canManage = useCan('channel.manage');
  const list = useListState(CHANNEL_LIST);
  const { filters, sort, order, page, size } = list.state;
  const filter: ChannelFilter = {
    status: (filters.status || undefined) as ChannelStatus | undefined,
    adapterKind: (filters.adapterKind || undefined) as ChannelAdapterKind | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useChannels({ ...filter, page, size });
  const [editing, setEditing] = useState<ChannelEditing>(initial);
  const notice = useNotice();

  const columns: ListColumn<Channel>[] = [
    {
      field: 'name',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 220,
      card: 'title',
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
          <ChannelLogo name={row.name} logoUrl={row.logoUrl} />
          <span>{row.name}</span>
        </Stack>
      ),
    },
    {
      field: 'adapterKind',
      headerName: t('fields.adapterKind'),
      width: 200,
      valueFormatter: (v: ChannelAdapterKind) => t(`adapterKinds.${v}`),
    },
    { field: 'bookingSource', headerName: t('fields.bookingSource'), width: 180, sortable: false },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.status === 'ACTIVE' ? 'success' : 'default'}
          label={t(`statuses.${row.status}`)}
        />
      ),
    },
    {
      field: 'connections',
      headerName: t('fields.connections'),
      width: 140,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    {
      field: 'createdAt',
      headerName: t('fields.createdAt'),
      width: 150,
      valueFormatter: (v: string) => formatInstantDay(v, i18n.language, 'UTC'),
    },
  ];

  const close = () => {
    if (editing === initial) onFormClosed?.();
    setEditing(null);
  };

  return (
    <ResourceListPage<Channel, keyof typeof CHANNEL_LIST.filters, (typeof CHANNEL_SORTS)[number]>
      title={t('catalogue.heading')}
      intro={t('catalogue.intro')}
      exportFile={(onProgress) => exportChannels(filter, onProgress)}
      actions={
        <NewButton icon={<AddIcon />} hidden={!canManage} onClick={() => setEditing('new')}>
          {t('catalogue.add')}
        </NewButton>
      }
      list={list}
      tabs={{
        filter: 'status',
        label: t('catalogue.statusTabs'),
        options: [
          { value: '', label: t('catalogue.all') },
          ...CHANNEL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ],
      }}
      filtersLabel={t('catalogue.filters')}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="adapterKind"
            label={t('fields.adapterKind')}
            anyLabel={t('catalogue.anyKind')}
            minWidth={200}
            options={CHANNEL_ADAPTER_KINDS.map((k) => ({ value: k, label: t(`adapterKinds.${k}`) }))}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('catalogue.search')}
            placeholder={t('catalogue.searchHint')}
          />
        </>
      }
      query={query}
      columns={columns}
      gridLabel={t('catalogue.gridLabel')}
      onRowClick={canManage ? (row) => setEditing(row.id) : undefined}
      empty={t('catalogue.noRows')}
      noMatch={t('catalogue.noMatch')}
      totals={
        <Typography color="text.secondary">
          {t('catalogue.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
    >
      <ChannelDialog
        editing={editing}
        onClose={close}
        onSaved={(channel) => notice.show(t('catalogue.saved', { name: channel.name }))}
      />
      {notice.element}
    </ResourceListPage>
  );
}
