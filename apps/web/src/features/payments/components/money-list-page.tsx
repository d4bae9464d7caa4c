import Alert from '@mui/material/Alert';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchFilter, type ListQueryResult } from '../../../components/resource-list';
import {
  ResourceListPage,
  type ResourceListPageProps,
} from '../../../components/resource-list/resource-list-page';
import { FilterTotals, MoneyDates, NewButton } from './money-list-parts';

type MoneyListPageProps<Row extends GridValidRowModel, K extends string, S extends string> = Omit<
  ResourceListPageProps<Row, K, S>,
  'actions' | 'notice' | 'filtersLabel' | 'filters' | 'totals' | 'query'
> & {
  /** The list's answer carries the amount of the whole filter. */
  query: ListQueryResult<Row> & { data?: { totalAmount: number } | undefined };
  /** Staff who may write get the New button; the others a read-only notice. */
  canWrite: boolean;
  newLabel: string;
  onNew: () => void;
  /** The filters between the date range and the search. */
  filters: ReactNode;
  searchHint: string;
  currency: string | null;
  totalLabel: string;
  /** "3 payments": the count of the filter. */
  countLabel: (count: number) => string;
  totalTestId: string;
};

/**
 * A money list (payments, expenses) on the list kit: New button or read-only notice, date range … search filters
 * (both lists declare `from`, `to` and `search`), and the total amount and count of the filter.
 */
export function MoneyListPage<Row extends GridValidRowModel, K extends string, S extends string>({
  canWrite,
  newLabel,
  onNew,
  filters,
  searchHint,
  currency,
  totalLabel,
  countLabel,
  totalTestId,
  ...page
}: MoneyListPageProps<Row, K, S>) {
  const { t } = useTranslation('payments');
  return (
    <ResourceListPage
      {...page}
      actions={<NewButton show={canWrite} label={newLabel} onClick={onNew} />}
      notice={!canWrite && <Alert severity="info">{t('common.readOnly')}</Alert>}
      filtersLabel={t('list.search')}
      filters={
        <>
          <MoneyDates list={page.list} />
          {filters}
          <SearchFilter
            list={page.list}
            filter={'search' as K}
            label={t('list.search')}
            placeholder={searchHint}
          />
        </>
      }
      totals={
        <FilterTotals
          label={totalLabel}
          amount={page.query.data?.totalAmount ?? 0}
          currency={currency}
          count={countLabel(page.query.data?.total ?? 0)}
          testId={totalTestId}
        />
      }
    />
  );
}
