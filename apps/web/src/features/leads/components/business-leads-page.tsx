import {
  BUSINESS_TYPES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STAGES,
  type BusinessType,
  type Lead,
  type LeadSource,
  type LeadStage,
} from '@bookone/domain';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ChipsFilter,
  defineList,
  NewButton,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  statusTabs,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDay, formatInstantDay, propertyToday } from '../../../lib/dates';
import { exportLeads, useLeadManagers, useLeads } from '../api/leads';
import { leadName } from '../utils/format';
import { LeadBoard } from './lead-board';
import { LeadDetailsDialog } from './lead-details-dialog';
import { LeadDialog } from './lead-dialog';
import { LeadStageChip } from './lead-stage-chip';
import { useLeadMover } from './use-lead-mover';

const LEAD_LIST = defineList({
  filters: {
    view: { values: ['list'] },
    stage: { values: LEAD_STAGES },
    search: { param: 'q', max: 120 },
    manager: { max: 12 },
    source: { values: LEAD_SOURCES },
    type: { values: BUSINESS_TYPES },
    due: { values: ['due'] },
  },
  sorts: LEAD_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

const managerOf = (v: string): 'me' | 'none' | number | undefined =>
  v === 'me' || v === 'none' ? v : /^\d+$/.test(v) ? Number(v) : undefined;

/**
 * /business-lead/list: the leads organisation's business leads as a board (a column per stage, cards moved by drag
 * or by their Move menu) or a list (paged, sorted and filtered on the server, Excel export); the view and the
 * filters are in the address. A card or row opens the lead: details, moves, notes and history.
 */
export function BusinessLeadsPage() {
  const { t, i18n } = useTranslation('leads');
  const canWrite = useCan('lead.write');
  const list = useListState(LEAD_LIST);
  const { filters, page, size, sort, order } = list.state;
  const managers = useLeadManagers();
  const mover = useLeadMover();
  const [adding, setAdding] = useState(false);
  const [openId, open] = useState<number | null>(null);
  const board = filters.view !== 'list';
  const move = (lead: Lead, stage: LeadStage) => void mover.request(lead, stage);
  const filter = {
    search: filters.search.trim() || undefined,
    manager: managerOf(filters.manager),
    source: (filters.source || undefined) as LeadSource | undefined,
    businessType: (filters.type || undefined) as BusinessType | undefined,
    dueBy: filters.due ? propertyToday() : undefined,
  };
  const listFilter = {
    ...filter,
    stage: (filters.stage || undefined) as LeadStage | undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useLeads({ ...listFilter, page, size });
  const lang = i18n.language;

  const columns: ListColumn<Lead>[] = [
    {
      field: 'propertyName',
      headerName: t('fields.propertyName'),
      flex: 1,
      minWidth: 180,
      card: 'title',
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => open(row.id)}>
          {row.propertyName}
        </Link>
      ),
    },
    {
      field: 'name',
      headerName: t('fields.contact'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => leadName(row),
    },
    {
      field: 'businessType',
      headerName: t('fields.businessType'),
      width: 130,
      sortable: false,
      valueFormatter: (v: BusinessType) => String(t(`businessType.${v}`)),
    },
    {
      field: 'createdAt',
      headerName: t('fields.received'),
      width: 120,
      valueFormatter: (v: string) => formatInstantDay(v, lang),
    },
    {
      field: 'stage',
      headerName: t('fields.stage'),
      width: 120,
      renderCell: ({ row }) => <LeadStageChip stage={row.stage} />,
    },
    {
      field: 'source',
      headerName: t('fields.source'),
      width: 130,
      sortable: false,
      valueFormatter: (v: LeadSource) => String(t(`source.${v}`)),
    },
    {
      field: 'accountManagerName',
      headerName: t('fields.accountManager'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? String(t('list.nobody')),
    },
    {
      field: 'followUpDate',
      headerName: t('fields.followUpDate'),
      width: 120,
      valueFormatter: (v: string | null) => formatDay(v, lang),
    },
  ];

  const viewToggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={board ? 'board' : 'list'}
      aria-label={t('list.view')}
      onChange={(_e, v: string | null) => v && list.setFilters({ view: v === 'list' ? 'list' : '' })}
    >
      <ToggleButton value="board" aria-label={t('list.board')}>
        <ViewKanbanIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('list.board')}
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('list.list')}>
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('list.list')}
      </ToggleButton>
    </ToggleButtonGroup>
  );

  const filterFields = (
    <>
      <SearchFilter list={list} filter="search" label={t('list.search')} placeholder={t('list.searchHint')} />
      <SelectFilter
        list={list}
        filter="manager"
        label={t('fields.accountManager')}
        anyLabel={t('list.anyone')}
        options={[
          { value: 'me', label: t('list.me') },
          { value: 'none', label: t('list.nobody') },
          ...(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
        ]}
      />
      <SelectFilter
        list={list}
        filter="source"
        label={t('fields.source')}
        anyLabel={t('list.anySource')}
        options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
      />
      <SelectFilter
        list={list}
        filter="type"
        label={t('fields.businessType')}
        anyLabel={t('list.anyType')}
        options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessType.${b}`) }))}
      />
      <ChipsFilter
        list={list}
        filter="due"
        label={t('list.quickViews')}
        options={[{ value: 'due', label: t('list.due') }]}
      />
    </>
  );

  const actions = (
    <>
      {viewToggle}
      <NewButton hidden={!canWrite} icon={<AddBusinessIcon />} onClick={() => setAdding(true)}>
        {t('list.newLead')}
      </NewButton>
    </>
  );

  const dialogs = (
    <>
      {mover.element}
      <LeadDialog open={adding} onClose={() => setAdding(false)} onSaved={(l) => open(l.id)} />
      {openId != null && (
        <LeadDetailsDialog id={openId} onClose={() => open(null)} onMove={move} canWrite={canWrite} />
      )}
    </>
  );

  // The pipeline is the leads organisation's (configuration, spec §9): a marketing user of another organisation is
  // told so, instead of an error about an organisation they cannot see (the server answers 404, decision 0008).
  if (query.error instanceof ApiRequestError && query.error.status === 404)
    return (
      <Stack spacing={2} component="section" aria-labelledby="leads-heading">
        <Typography id="leads-heading" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('list.heading')}
        </Typography>
        <Alert severity="info">{t('list.notLeadsOrganisation')}</Alert>
      </Stack>
    );

  if (board)
    return (
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <header>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {t('list.heading')}
            </Typography>
            <Typography color="text.secondary">{t('list.intro')}</Typography>
          </header>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>{actions}</Box>
        </Box>
        <Stack
          component="section"
          aria-label={t('list.filters')}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {filterFields}
        </Stack>
        <LeadBoard filter={filter} onOpen={(l) => open(l.id)} onMove={move} canWrite={canWrite} />
        {dialogs}
      </Stack>
    );

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      actions={actions}
      exportFile={(onProgress) => exportLeads(listFilter, onProgress)}
      list={list}
      tabs={statusTabs('stage', {
        label: t('list.stageTabs'),
        all: t('list.all'),
        values: LEAD_STAGES,
        labelOf: (s) => t(`stage.${s}`),
      })}
      filters={filterFields}
      totals={
        <Typography color="text.secondary">{t('list.count', { count: query.data?.total ?? 0 })}</Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => open(row.id)}
    >
      {dialogs}
    </ResourceListPage>
  );
}
