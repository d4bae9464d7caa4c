import { PROMOTION_STATUSES, PROMOTION_TARGETS, type Promotion } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DateRangeFilter,
  NewButton,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
} from '../../../components/resource-list';
import { useOrganisationPropertyNames } from '../../../hooks/use-organisation-property-names';
import { useCan } from '../../../hooks/use-can';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { exportPromotions, usePromotions, type PromotionScope } from '../api/promotions';
import { PROMOTION_LIST, promotionQuery } from '../utils/list-spec';
import { usePromotionColumns } from './promotion-columns';
import { PromotionDialog } from './promotion-dialog';

/**
 * /business-promotion/list: the property's promotions and coupon codes (its admin and marketing user), or every
 * property's of the organisation (its admin, with a property filter): status tabs with their counts, what they
 * apply to, validity dates and search in the address, uses and revenue, the Excel export of the same filter; a
 * row opens the promotion to edit.
 */
export function PromotionListPage({ startNew = false }: { startNew?: boolean }) {
  const { t } = useTranslation('promotions');
  const propertyId = getPropertyId();
  const organisationId = getOrganisationId();
  const scope: PromotionScope | null =
    propertyId != null ? { propertyId } : organisationId != null ? { organisationId } : null;
  const canWrite = useCan('promotion.write');
  const list = useListState(PROMOTION_LIST);
  const filter = promotionQuery(list.state);
  const query = usePromotions(scope, { ...filter, page: list.state.page, size: list.state.size });
  const columns = usePromotionColumns(propertyId == null);
  const properties = useOrganisationPropertyNames(propertyId == null ? organisationId : null);
  const [editing, setEditing] = useState<Promotion | 'new' | null>(startNew ? 'new' : null);

  if (scope == null) return <Alert severity="info">{t('list.noScope')}</Alert>;
  const counts = query.data?.statusCounts;
  const all = counts ? Object.values(counts).reduce((s, n) => s + n, 0) : null;
  const withCount = (label: string, n: number | null | undefined) => (n == null ? label : `${label} (${n})`);

  return (
    <ResourceListPage<Promotion, keyof typeof PROMOTION_LIST.filters, (typeof PROMOTION_LIST.sorts)[number]>
      title={propertyId == null ? t('list.headingOrganisation') : t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportPromotions(scope, filter, onProgress)}
      actions={
        <NewButton
          icon={<AddIcon />}
          hidden={!canWrite || propertyId == null}
          onClick={() => setEditing('new')}
        >
          {t('list.new')}
        </NewButton>
      }
      list={list}
      tabs={{
        filter: 'status',
        label: t('list.statusTab'),
        options: [
          { value: '', label: withCount(t('list.all'), all) },
          ...PROMOTION_STATUSES.map((s) => ({ value: s, label: withCount(t(`statuses.${s}`), counts?.[s]) })),
        ],
      }}
      filtersLabel={t('list.filters')}
      filters={
        <>
          {propertyId == null ? (
            <SelectFilter
              list={list}
              filter="property"
              label={t('list.property')}
              anyLabel={t('list.allProperties')}
              minWidth={220}
              options={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          ) : null}
          <SelectFilter
            list={list}
            filter="appliesTo"
            label={t('fields.appliesTo')}
            anyLabel={t('list.anyTarget')}
            minWidth={180}
            options={PROMOTION_TARGETS.map((v) => ({ value: v, label: t(`targets.${v}`) }))}
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
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      {propertyId != null || editing !== 'new' ? (
        <PromotionDialog
          open={editing != null}
          propertyId={editing != null && editing !== 'new' ? editing.propertyId : (propertyId ?? 0)}
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ResourceListPage>
  );
}
