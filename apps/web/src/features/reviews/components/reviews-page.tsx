import { BUSINESS_TYPES, REVIEW_SALE_KINDS, REVIEW_STATUSES, type Review } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../components/resource-list';
import { useOrganisationPropertyNames } from '../../../hooks/use-organisation-property-names';
import { useCan } from '../../../hooks/use-can';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { exportReviews, useReviews, useReviewSummary } from '../api/reviews';
import { REVIEW_LIST, reviewQuery } from '../utils/review-list';
import { ReviewDialog } from './review-dialog';
import { STATUS_COLOR } from './review-status';
import { ReviewSummaryCard } from './review-summary';

/**
 * /review/list (issue 14): a property's guest reviews (its admin and marketing user), or any property of the
 * organisation picked by its admin (?property=): status tabs, rating, business type, what was reviewed, dates and
 * search in the address; the averages and monthly trend of the same filter; a row opens the review to answer,
 * publish or hide it; the Excel export of the same filter.
 */
export function ReviewsPage() {
  const { t, i18n } = useTranslation('reviews');
  const own = getPropertyId();
  const organisationId = own == null ? getOrganisationId() : null;
  const properties = useOrganisationPropertyNames(organisationId);
  const list = useListState(REVIEW_LIST);
  const picked = Number(list.state.filters.property) || 0;
  const propertyId = own ?? picked;
  const filter = reviewQuery(list.state);
  const query = useReviews(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const summary = useReviewSummary(propertyId, filter);
  const canWrite = useCan('review.write');
  const notice = useNotice();
  const [open, setOpen] = useState<number | null>(null);
  const opened = query.data?.items.find((r) => r.id === open) ?? null;
  const when = (iso: string) => formatDateTime(iso, i18n.language, propertyTimeZone());

  const columns: ListColumn<Review>[] = [
    {
      field: 'createdAt',
      headerName: t('list.written'),
      width: 160,
      card: 'title',
      valueFormatter: (_v: string, row) => when(row.createdAt),
    },
    {
      field: 'rating',
      headerName: t('list.rating'),
      width: 150,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Rating value={row.rating} readOnly size="small" aria-hidden />
          <Typography variant="body2">{t('list.ratingText', { rating: row.rating })}</Typography>
        </Stack>
      ),
    },
    {
      field: 'guestName',
      headerName: t('list.guest'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueFormatter: (_v: string | null, row) => row.displayName ?? row.guestName ?? t('list.anonymous'),
    },
    {
      field: 'about',
      headerName: t('list.about'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueFormatter: (_v: string, row) =>
        `${t(`saleKinds.${row.saleKind}`)} ${row.saleReference} · ${row.about}`,
    },
    {
      field: 'comment',
      headerName: t('list.comment'),
      flex: 2,
      minWidth: 220,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      field: 'status',
      headerName: t('list.status'),
      width: 170,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`statuses.${row.status}`)} />
          {row.reply && <Chip size="small" variant="outlined" label={t('list.replied')} />}
        </Stack>
      ),
    },
  ];

  const picker =
    own == null ? (
      <SelectFilter
        list={list}
        filter="property"
        label={t('list.property')}
        minWidth={220}
        options={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      />
    ) : null;

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={propertyId > 0 ? (onProgress) => exportReviews(propertyId, filter, onProgress) : undefined}
      notice={
        <Stack spacing={2}>
          {propertyId === 0 && <Alert severity="info">{t('list.pickProperty')}</Alert>}
          {propertyId > 0 && summary.data && <ReviewSummaryCard summary={summary.data} />}
        </Stack>
      }
      list={list}
      tabs={{
        filter: 'status',
        label: t('list.statusTabs'),
        options: [
          { value: '', label: t('list.all') },
          ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
        ],
      }}
      filtersLabel={t('list.search')}
      filters={
        <>
          {picker}
          <SelectFilter
            list={list}
            filter="rating"
            label={t('list.rating')}
            anyLabel={t('list.anyRating')}
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('list.stars', { count: n }) }))}
          />
          <SelectFilter
            list={list}
            filter="businessType"
            label={t('list.businessType')}
            anyLabel={t('list.anyType')}
            options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))}
          />
          <SelectFilter
            list={list}
            filter="saleKind"
            label={t('list.for')}
            anyLabel={t('list.anyFor')}
            options={REVIEW_SALE_KINDS.map((k) => ({ value: k, label: t(`saleKinds.${k}`) }))}
          />
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            invertedText={t('list.rangeInverted')}
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
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.heading')}
      onRowClick={(row) => setOpen(row.id)}
    >
      {opened && (
        <ReviewDialog
          key={opened.id}
          review={opened}
          canWrite={canWrite}
          onClose={() => setOpen(null)}
          onDone={(message) => notice.show(message)}
        />
      )}
      {notice.element}
    </ResourceListPage>
  );
}
