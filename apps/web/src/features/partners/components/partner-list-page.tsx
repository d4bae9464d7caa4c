import {
  PARTNER_AGREEMENT_SORTS,
  PARTNER_AGREEMENT_STATUSES,
  PARTNER_SIDES,
  type PartnerAgreement,
  type PartnerAgreementStatus,
  type PartnerSide,
} from '@bookone/domain';
import AddLinkIcon from '@mui/icons-material/AddLink';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  defineList,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { formatDay } from '../../../lib/dates';
import { getOrganisationId } from '../../../lib/session';
import { exportPartnerAgreements, usePartnerAgreements } from '../api/partners';
import { AgreementDialog } from './agreement-dialog';
import { PartnerAvailabilityDialog } from './partner-availability-dialog';

const PARTNER_LIST = defineList({
  filters: {
    side: { values: PARTNER_SIDES, default: 'distributor' },
    status: { values: PARTNER_AGREEMENT_STATUSES },
    search: { param: 'q', max: 120 },
  },
  sorts: PARTNER_AGREEMENT_SORTS,
  defaultSort: { field: 'propertyName', order: 'asc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

const STATUS_COLOURS = { ACTIVE: 'success', SUSPENDED: 'warning', ENDED: 'default' } as const;

/** An agreement's status as a chip; the label is the text, so colour is never the only cue. */
export function AgreementStatusChip({ status }: { status: PartnerAgreementStatus }) {
  const { t } = useTranslation('partners');
  return <Chip size="small" color={STATUS_COLOURS[status]} label={t(`status.${status}`)} />;
}

/**
 * /bookone-admin/eglobe-property-list (partner properties): the properties of other organisations this organisation
 * distributes under agreement (commission, status, the availability while in force), and on the second tab its own
 * properties it lets others distribute, where it grants, changes, suspends and ends agreements. Paged, sorted and
 * filtered on the server, filters in the address, Excel export of the same filter.
 */
export function PartnerListPage() {
  const { t, i18n } = useTranslation('partners');
  const organisationId = getOrganisationId();
  const canWrite = useCan('partner.write');
  const [granting, setGranting] = useState(false);
  const [editing, setEditing] = useState<PartnerAgreement | null>(null);
  const [viewing, setViewing] = useState<PartnerAgreement | null>(null);
  const list = useListState(PARTNER_LIST);
  const { filters, page, size, sort, order } = list.state;
  const side: PartnerSide = filters.side === 'owner' ? 'owner' : 'distributor';
  const filter = {
    side,
    status: (filters.status || undefined) as PartnerAgreementStatus | undefined,
    search: filters.search.trim() || undefined,
    sort: sort ?? undefined,
    order,
  };
  const query = usePartnerAgreements(organisationId ?? 0, { ...filter, page, size });
  const empty = side === 'owner' ? t('list.noGrants') : t('list.noRows');
  const lang = i18n.language;
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });

  const columns: ListColumn<PartnerAgreement>[] = [
    { field: 'propertyName', headerName: t('fields.property'), flex: 1, minWidth: 200, card: 'title' },
    {
      field: 'city',
      headerName: t('fields.place'),
      width: 160,
      sortable: false,
      valueGetter: (_v, row) => [row.city, row.country].filter(Boolean).join(', '),
    },
    {
      field: 'organisation',
      headerName: side === 'owner' ? t('fields.distributor') : t('fields.owner'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) =>
        side === 'owner' ? row.distributorOrganisationName : row.ownerOrganisationName,
    },
    {
      field: 'commissionPercentage',
      headerName: t('fields.commission'),
      width: 130,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => percent.format(v / 100),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      renderCell: ({ row }) => <AgreementStatusChip status={row.status} />,
    },
    {
      field: 'startDate',
      headerName: t('fields.period'),
      width: 220,
      valueGetter: (_v, row) =>
        row.endDate
          ? t('list.fromTo', { from: formatDay(row.startDate, lang), to: formatDay(row.endDate, lang) })
          : t('list.fromOpen', { from: formatDay(row.startDate, lang) }),
    },
    ...(side === 'distributor'
      ? [
          {
            field: 'availability',
            headerName: t('fields.availability'),
            width: 170,
            sortable: false,
            renderCell: ({ row }) =>
              row.inForce ? (
                <Button
                  size="small"
                  startIcon={<EventAvailableIcon />}
                  onClick={(event) => {
                    event.stopPropagation();
                    setViewing(row);
                  }}
                  aria-label={t('list.availabilityOf', { name: row.propertyName })}
                >
                  {t('list.availability')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('list.notShared')}
                </Typography>
              ),
          } satisfies ListColumn<PartnerAgreement>,
        ]
      : []),
  ];

  if (organisationId == null) return <Alert severity="info">{t('list.noOrganisation')}</Alert>;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={side === 'owner' ? t('list.ownerIntro') : t('list.intro')}
      actions={
        canWrite &&
        side === 'owner' && (
          <Button variant="contained" startIcon={<AddLinkIcon />} onClick={() => setGranting(true)}>
            {t('list.grant')}
          </Button>
        )
      }
      exportFile={(onProgress) => exportPartnerAgreements(organisationId, filter, onProgress)}
      list={list}
      tabs={{
        filter: 'side',
        label: t('list.sides'),
        options: PARTNER_SIDES.map((s) => ({ value: s, label: t(`side.${s}`) })),
      }}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="status"
            label={t('fields.status')}
            anyLabel={t('list.anyStatus')}
            options={PARTNER_AGREEMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
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
      empty={empty}
      // The side is a tab, not a filter: an empty side says so, not "nothing matches".
      noMatch={filter.status || filter.search ? t('list.noMatch') : empty}
      gridLabel={t(`side.${side}`)}
      onRowClick={(row) => (side === 'owner' ? setEditing(row) : row.inForce && setViewing(row))}
    >
      <AgreementDialog
        open={granting || editing != null}
        agreement={editing}
        organisationId={organisationId}
        readOnly={!canWrite}
        onClose={() => {
          setGranting(false);
          setEditing(null);
        }}
      />
      <PartnerAvailabilityDialog agreement={viewing} onClose={() => setViewing(null)} />
    </ResourceListPage>
  );
}
