import { ENQUIRY_SORTS, ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@bookone/domain';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ChipsFilter,
  DateRangeFilter,
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
import { formatDay, formatInstantDay, propertyToday } from '../../../lib/dates';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { exportEnquiries, useEnquiries, useEnquiryAssignees, useEnquiryProperties } from '../api/enquiries';
import { guestName } from '../utils/format';
import { EnquiryDetailsDialog, type HistorySlot } from './enquiry-details-dialog';
import { EnquiryDialog } from './enquiry-dialog';
import { EnquiryStatusChip } from './enquiry-status-chip';

const ENQUIRY_LIST = defineList({
  filters: {
    status: { values: ENQUIRY_STATUSES },
    search: { param: 'q', max: 120 },
    assignee: { max: 12 },
    property: { max: 12 },
    due: { values: ['due'] },
    from: { date: true },
    to: { date: true },
  },
  sorts: ENQUIRY_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

const idOrWord = (v: string, words: readonly string[]) =>
  words.includes(v) ? v : /^\d+$/.test(v) ? Number(v) : undefined;

/**
 * /bookone-admin/manage-enquiries: the organisation's enquiry inbox (a property user's: their property's), a page
 * at a time from the server, with status tabs, assignee, property, follow-up due, days received and search in the
 * address; Excel export of the same filter. A call is typed in with the form; a row opens the enquiry.
 */
export function EnquiryListPage({ HistoryPanel }: { HistoryPanel?: HistorySlot } = {}) {
  const { t, i18n } = useTranslation('enquiries');
  const organisationId = getOrganisationId();
  const ownProperty = getPropertyId();
  const canWrite = useCan('enquiry.write');
  const [adding, setAdding] = useState(false);
  const list = useListState(ENQUIRY_LIST);
  const { filters, page, size, sort, order } = list.state;
  const assignees = useEnquiryAssignees(organisationId ?? 0);
  const properties = useEnquiryProperties(organisationId ?? 0);
  const filter = {
    status: (filters.status || undefined) as EnquiryStatus | undefined,
    search: filters.search.trim() || undefined,
    assignee: idOrWord(filters.assignee, ['me', 'none']) as 'me' | 'none' | number | undefined,
    propertyId: idOrWord(filters.property, ['none']) as 'none' | number | undefined,
    dueBy: filters.due ? propertyToday() : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = useEnquiries(organisationId ?? 0, { ...filter, page, size });
  // The enquiry open in the details dialog (not a filter: opening one keeps the page).
  const [openId, open] = useState<number | null>(null);
  const lang = i18n.language;

  const columns: ListColumn<Enquiry>[] = [
    {
      field: 'enquiryNumber',
      headerName: t('fields.enquiryNumber'),
      width: 130,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => open(row.id)}>
          {row.enquiryNumber}
        </Link>
      ),
    },
    {
      field: 'name',
      headerName: t('fields.guest'),
      flex: 1,
      minWidth: 170,
      card: 'title',
      valueGetter: (_v, row) => guestName(row),
    },
    {
      field: 'contact',
      headerName: t('fields.contact'),
      flex: 1,
      minWidth: 170,
      sortable: false,
      valueGetter: (_v, row) => row.phone ?? row.email ?? '',
    },
    {
      field: 'property',
      headerName: t('fields.property'),
      width: 170,
      sortable: false,
      valueGetter: (_v, row) => row.propertyName ?? t('list.organisationLevel'),
    },
    {
      field: 'checkInDate',
      headerName: t('fields.checkInDate'),
      width: 120,
      valueFormatter: (v: string | null) => formatDay(v, lang),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 110,
      renderCell: ({ row }) => <EnquiryStatusChip status={row.status} />,
    },
    {
      field: 'assigneeName',
      headerName: t('fields.assignee'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? t('list.unassigned'),
    },
    {
      field: 'followUpDate',
      headerName: t('fields.followUpDate'),
      width: 120,
      valueFormatter: (v: string | null) => formatDay(v, lang),
    },
    {
      field: 'createdAt',
      headerName: t('fields.received'),
      width: 120,
      valueFormatter: (v: string) => formatInstantDay(v, lang),
    },
  ];

  if (organisationId == null) return <Alert severity="info">{t('list.noOrganisation')}</Alert>;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      actions={
        <NewButton hidden={!canWrite} icon={<AddIcCallIcon />} onClick={() => setAdding(true)}>
          {t('list.newEnquiry')}
        </NewButton>
      }
      exportFile={(onProgress) => exportEnquiries(organisationId, filter, onProgress)}
      list={list}
      tabs={statusTabs('status', {
        label: t('list.statusTabs'),
        all: t('list.all'),
        values: ENQUIRY_STATUSES,
        labelOf: (s) => t(`status.${s}`),
      })}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
          <SelectFilter
            list={list}
            filter="assignee"
            label={t('fields.assignee')}
            anyLabel={t('list.anyone')}
            options={[
              { value: 'me', label: t('list.me') },
              { value: 'none', label: t('list.unassigned') },
              ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          {ownProperty == null && (
            <SelectFilter
              list={list}
              filter="property"
              label={t('fields.property')}
              anyLabel={t('list.anyProperty')}
              minWidth={200}
              options={[
                { value: 'none', label: t('list.organisationLevel') },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
            />
          )}
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
          />
          <ChipsFilter
            list={list}
            filter="due"
            label={t('list.quickViews')}
            options={[{ value: 'due', label: t('list.due') }]}
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
      onRowClick={(row) => open(row.id)}
    >
      <EnquiryDialog
        open={adding}
        onClose={() => setAdding(false)}
        organisationId={organisationId}
        defaultPropertyId={ownProperty}
        onSaved={(e) => open(e.id)}
      />
      {openId != null && (
        <EnquiryDetailsDialog id={openId} onClose={() => open(null)} HistoryPanel={HistoryPanel} />
      )}
    </ResourceListPage>
  );
}
