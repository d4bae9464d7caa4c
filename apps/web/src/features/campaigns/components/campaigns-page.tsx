import { CAMPAIGN_STATUSES, campaignZone, type Campaign, type CampaignStatus } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import type { ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  NewButton,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  statusColumn,
  statusTabs,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime } from '../../../lib/dates';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { exportCampaigns, useCampaignProperties, useCampaigns } from '../api/campaigns';
import { CAMPAIGN_LIST, campaignQuery } from '../utils/campaign-list';

import { CampaignDialog } from './campaign-dialog';
import { CampaignResultsDialog } from './campaign-results';

export const STATUS_COLOR: Record<CampaignStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  SENT: 'success',
  CANCELLED: 'warning',
};

/**
 * /Campaign/list (issue 14): the campaigns of the caller's property, or of the organisation for its admin (with a
 * property filter): status tabs and search in the address, results per row, the Excel export of the same filter;
 * New campaign opens the editor, a row its results and actions (edit, send now, cancel). Times are in each
 * campaign's zone (campaignZone).
 */
export function CampaignsPage() {
  const { t, i18n } = useTranslation('campaigns');
  const organisationId = getOrganisationId();
  const own = getPropertyId();
  const list = useListState(CAMPAIGN_LIST);
  const filter = campaignQuery(list.state);
  const query = useCampaigns(organisationId, { ...filter, page: list.state.page, size: list.state.size });
  const properties = useCampaignProperties(organisationId);
  const canWrite = useCan('campaign.write');
  const notice = useNotice();
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const opened = query.data?.items.find((c) => c.id === open) ?? null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  // Times in the campaign's zone, as its schedule was typed.
  const zoneOf = (c: Campaign) => campaignZone(properties.data, c.propertyId).zone;

  const columns: ListColumn<Campaign>[] = [
    { field: 'name', headerName: t('list.name'), flex: 1, minWidth: 200, card: 'title' },
    // The default sort's column: a grid whose sort names no column drops it and asks for another, each time.
    {
      field: 'createdAt',
      headerName: t('list.created'),
      width: 170,
      valueFormatter: (v: string, row) => formatDateTime(v, i18n.language, zoneOf(row)),
    },
    {
      field: 'propertyName',
      headerName: t('list.property'),
      minWidth: 160,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? t('list.wholeOrganisation'),
    },
    {
      field: 'channel',
      headerName: t('list.channel'),
      width: 90,
      sortable: false,
      valueFormatter: (v: Campaign['channel']) => t(`channels.${v}`),
    },
    statusColumn(t('list.status'), STATUS_COLOR, (s) => t(`statuses.${s}`)),
    {
      field: 'sentAt',
      headerName: t('list.when'),
      width: 170,
      valueFormatter: (_v: string | null, row) =>
        formatDateTime(row.sentAt ?? row.scheduledAt, i18n.language, zoneOf(row)) || '—',
    },
    {
      field: 'results',
      headerName: t('list.sentOf'),
      width: 120,
      sortable: false,
      valueFormatter: (_v: unknown, row) =>
        row.results.audienceSize == null
          ? '—'
          : t('list.sentOfValue', {
              sent: number(row.results.sent),
              audience: number(row.results.audienceSize),
            }),
    },
    {
      field: 'promotionName',
      headerName: t('list.redemptions'),
      width: 130,
      sortable: false,
      valueFormatter: (_v: unknown, row) => number(row.results.redemptions),
    },
  ];

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={
        organisationId != null
          ? (onProgress) => exportCampaigns(organisationId, filter, onProgress)
          : undefined
      }
      actions={
        <NewButton icon={<AddIcon />} hidden={!canWrite} onClick={() => setEditing('new')}>
          {t('list.new')}
        </NewButton>
      }
      list={list}
      tabs={statusTabs('status', {
        label: t('list.statusTabs'),
        all: t('list.all'),
        values: CAMPAIGN_STATUSES,
        labelOf: (s) => t(`statuses.${s}`),
      })}
      filtersLabel={t('list.search')}
      filters={
        <>
          {own == null && (
            <SelectFilter
              list={list}
              filter="property"
              label={t('list.property')}
              anyLabel={t('list.anyProperty')}
              minWidth={220}
              options={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
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
      gridLabel={t('list.heading')}
      onRowClick={(row) => setOpen(row.id)}
      query={query}
      columns={columns}
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
    >
      {opened && (
        <CampaignResultsDialog
          key={opened.id}
          campaign={opened}
          zone={zoneOf(opened)}
          canWrite={canWrite}
          onEdit={() => {
            setOpen(null);
            setEditing(opened);
          }}
          onClose={() => setOpen(null)}
          onDone={(message) => notice.show(message)}
        />
      )}
      {editing && organisationId != null && (
        <CampaignDialog
          organisationId={organisationId}
          campaign={editing === 'new' ? null : editing}
          ownProperty={own}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notice.show(message);
          }}
        />
      )}
      {notice.element}
    </ResourceListPage>
  );
}
