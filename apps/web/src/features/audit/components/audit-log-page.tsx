import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditLogEntry } from '@bookone/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
} from '../../../components/resource-list';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { exportAuditLog, useAuditFacets, useAuditLog } from '../api/audit-log';
import { AUDIT_LIST, auditQuery } from '../utils/audit-list';
import { AuditChanges } from './audit-changes';

/**
 * /bookone-admin/audit-log (issue 10): who changed which record, when, from where and what, within the caller's
 * reach (the server scopes it: the platform, the organisation, the property). Filters in the address (a History
 * panel's "See all" opens it on one record), paged and sorted on the server, the same filter exported to Excel.
 * Times are shown in the record's property's time zone (the signed-in property's for organisation records).
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('audit');
  const list = useListState(AUDIT_LIST);
  const filter = auditQuery(list.state);
  const query = useAuditLog({ ...filter, page: list.state.page, size: list.state.size });
  const facets = useAuditFacets();
  const properties = facets.data?.properties ?? [];
  /** A choice list that always holds the address's value (a shared link may name one the facets do not list). */
  const choices = (items: readonly { id: number; name: string }[], current: string) => {
    const options = items.map((i) => ({ value: String(i.id), label: i.name }));
    return current && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: `#${current}` }]
      : options;
  };
  const entityLabel = (entity: string) => t(`entities.${entity}`, { defaultValue: entity });

  const columns: ListColumn<AuditLogEntry>[] = [
    {
      field: 'createdAt',
      headerName: t('fields.when'),
      width: 170,
      card: 'title',
      valueFormatter: (_v: string, row) =>
        formatDateTime(row.createdAt, i18n.language, row.timezone ?? propertyTimeZone()),
    },
    {
      field: 'userName',
      headerName: t('fields.user'),
      width: 170,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      field: 'entity',
      headerName: t('fields.record'),
      width: 170,
      valueFormatter: (_v: string, row) =>
        t('list.record', { entity: entityLabel(row.entity), id: row.entityId }),
    },
    {
      field: 'action',
      headerName: t('fields.action'),
      width: 110,
      valueFormatter: (v: AuditAction) => t(`actions.${v}`),
    },
    {
      field: 'changes',
      headerName: t('fields.changes'),
      flex: 1,
      minWidth: 260,
      sortable: false,
      renderCell: ({ row }) => <AuditChanges entry={row} />,
    },
    {
      field: 'propertyName',
      headerName: t('fields.property'),
      width: 160,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? t('list.noProperty'),
    },
    {
      field: 'ipAddress',
      headerName: t('fields.address'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
  ];

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportAuditLog(filter, onProgress)}
      refreshable
      autoRowHeight
      list={list}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="entity"
            label={t('fields.record')}
            anyLabel={t('list.anyRecord')}
            options={AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) }))}
            minWidth={190}
          />
          <SelectFilter
            list={list}
            filter="action"
            label={t('fields.action')}
            anyLabel={t('list.anyAction')}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
            minWidth={150}
          />
          <SelectFilter
            list={list}
            filter="user"
            label={t('fields.user')}
            anyLabel={t('list.anyUser')}
            options={choices(facets.data?.users ?? [], list.state.filters.user)}
            minWidth={190}
          />
          {(properties.length > 1 || list.state.filters.property !== '') && (
            <SelectFilter
              list={list}
              filter="property"
              label={t('fields.property')}
              anyLabel={t('list.anyProperty')}
              options={choices(properties, list.state.filters.property)}
              minWidth={200}
            />
          )}
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            invertedText={t('list.inverted')}
          />
          <SearchFilter list={list} filter="record" label={t('list.recordId')} />
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
      gridLabel={t('list.gridLabel')}
    />
  );
}
