import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridRowParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ListCards } from './list-cards';
import { ListGrid } from './list-grid';
import type { ListColumn } from './columns';
import { ExportButton } from './export-button';
import { useNotice } from './notice';
import type { ListController } from './use-list-state';

/** What the page's list query gives: TanStack Query's result of a page endpoint ({ items, total }). */
export type ListQueryResult<Row> = {
  data?: { items: Row[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type ResourceListPageProps<Row extends GridValidRowModel, K extends string, S extends string> = {
  title: string;
  intro?: ReactNode;
  /** Buttons beside the title ("New booking"…); the export button comes first when `exportFile` is given. */
  actions?: ReactNode;
  /** Runs the Excel export of the current filter (lib/files `downloadFile`); errors show in a snackbar. */
  exportFile?: (onProgress: (fraction: number | null) => void) => Promise<void>;
  /** Shows a refresh button (the desk's lists change under the clerk's eyes). */
  refreshable?: boolean;
  /** A line under the header, e.g. a read-only notice. */
  notice?: ReactNode;
  list: ListController<K, S>;
  /** Status tabs: one filter, one tab per value ('' is "all"). */
  tabs?: { filter: K; label: string; options: readonly { value: string; label: string }[] };
  /** The filter bar (components from ./list-filters), labelled `filtersLabel`. */
  filters?: ReactNode;
  filtersLabel?: string;
  query: ListQueryResult<Row>;
  columns: ListColumn<Row>[];
  /** Totals of the filter (amount, count), announced politely when they change. */
  totals?: ReactNode;
  /** Below the list (e.g. totals by type). */
  footer?: ReactNode;
  /** What the list says with no rows: nothing at all, or nothing matching the filters. */
  empty: string;
  noMatch?: string;
  gridLabel: string;
  onRowClick?: (row: Row) => void;
  onRowDoubleClick?: (row: Row) => void;
  getRowClassName?: (row: Row) => string;
  /** Rows as tall as their content (a cell of several lines, e.g. an audit entry's changes). */
  autoRowHeight?: boolean;
  /** The page's dialogs and snackbars. */
  children?: ReactNode;
};

/**
 * A resource list page declared from its columns, filters and query: title and actions, status tabs, a filter bar
 * kept in the address, totals, the server-paged and server-sorted grid (cards under 600 px), empty and error
 * states, an Excel export of the same filter. Pages pass what differs; everything else is the same on every list.
 */
export function ResourceListPage<Row extends GridValidRowModel, K extends string, S extends string>(
  props: ResourceListPageProps<Row, K, S>,
) {
  const { t } = useTranslation();
  const { list, query, tabs } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notice = useNotice();
  const emptyText = list.filtered ? (props.noMatch ?? props.empty) : props.empty;
  const rows = query.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {props.title}
          </Typography>
          {props.intro && <Typography color="text.secondary">{props.intro}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {props.refreshable && (
            <Tooltip title={t('resourceList.refresh')}>
              <Button
                variant="outlined"
                onClick={() => void query.refetch()}
                aria-label={t('resourceList.refresh')}
              >
                <RefreshIcon />
              </Button>
            </Tooltip>
          )}
          {props.exportFile && (
            <ExportButton
              run={props.exportFile}
              onError={(message) => notice.show(t('resourceList.exportFailed', { message }), 'error')}
            />
          )}
          {props.actions}
        </Stack>
      </Stack>
      {props.notice}

      {tabs && (
        <Tabs
          value={list.state.filters[tabs.filter]}
          onChange={(_e, value: string) =>
            list.setFilters({ [tabs.filter]: value } as Partial<Record<K, string>>)
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={tabs.label}
        >
          {tabs.options.map((o) => (
            <Tab key={o.value} value={o.value} label={o.label} />
          ))}
        </Tabs>
      )}

      {props.filters && (
        <Stack
          component="section"
          aria-label={props.filtersLabel ?? t('resourceList.filters')}
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
        >
          {props.filters}
          {list.filtered && <Button onClick={list.clear}>{t('resourceList.clearFilters')}</Button>}
        </Stack>
      )}

      {props.totals && (
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          role="status"
          aria-live="polite"
          sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
        >
          {props.totals}
        </Stack>
      )}

      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('resourceList.retry')}
            </Button>
          }
        >
          {t('resourceList.loadFailed', {
            message: query.error instanceof Error ? query.error.message : String(query.error),
          })}
        </Alert>
      )}

      {phone ? (
        <ListCards
          rows={rows}
          columns={props.columns}
          list={list}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          label={props.gridLabel}
          empty={emptyText}
          onOpen={props.onRowClick ?? props.onRowDoubleClick}
        />
      ) : (
        <ListGrid<Row, K, S>
          rows={rows}
          columns={props.columns}
          list={list}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          label={props.gridLabel}
          empty={emptyText}
          onRowClick={props.onRowClick && ((p: GridRowParams<Row>) => props.onRowClick?.(p.row))}
          onRowDoubleClick={
            props.onRowDoubleClick && ((p: GridRowParams<Row>) => props.onRowDoubleClick?.(p.row))
          }
          getRowClassName={props.getRowClassName && (({ row }) => props.getRowClassName?.(row) ?? '')}
          getRowHeight={props.autoRowHeight ? () => 'auto' : undefined}
        />
      )}
      {props.footer}
      {props.children}
      {notice.element}
    </Stack>
  );
}
