import {
  SERVICE_ASSIGNABLE_ROLES,
  SERVICE_ISSUE_TYPES,
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/form-errors';
import { getSessionRoles } from '../../../lib/session';
import {
  exportServiceRequests,
  useDeleteServiceRequest,
  useMoveServiceRequest,
  useServiceRequests,
} from '../api/service-requests';
import { ACTIVE, REQUEST_LIST, requestQuery } from '../utils/list-spec';
import { useRequestColumns } from './request-columns';
import { RequestDialog } from './request-dialog';

/** Housekeeping staff move the status of their requests; raising, editing and deleting are the operators' (server rule). */
export function useCanEditRequests(): boolean {
  const canWrite = useCan('serviceRequest.write');
  const roles = getSessionRoles();
  const housekeepingOnly =
    roles.includes('PROP_HOUSEKEEPING') &&
    !roles.some((r) =>
      ['PROP_ADMIN', 'PROP_MANAGER', 'PROP_SERVICE', 'PROP_FRONTDESK', 'ORG_ADMIN', 'SUPER_ADMIN'].includes(
        r,
      ),
    );
  return canWrite && !housekeepingOnly;
}

/**
 * The Requests list of a property (issue 11): status tabs (to do by default), filters in the address (type,
 * priority, team, days opened, search), paged and sorted on the server, Excel export of the same filter, the status
 * moves on each row, new/edit/delete. Self-contained: the Service Management page shows it as its "Requests" tab.
 */
export function RequestsList({
  propertyId,
  title,
  header,
}: {
  propertyId: number;
  /** The page's heading when the list is a tab of another page (Service Management); "Requests" otherwise. */
  title?: string;
  /** What goes under the heading (the host page's tab bar, the requests/reports switch). */
  header?: ReactNode;
}) {
  const { t } = useTranslation('service-requests');
  const confirm = useConfirm();
  const canWrite = useCan('serviceRequest.write');
  const canEdit = useCanEditRequests();
  const [editing, setEditing] = useState<ServiceRequest | 'new' | null>(null);
  const notice = useNotice();
  const list = useListState(REQUEST_LIST);
  const filter = requestQuery(list.state);
  const query = useServiceRequests(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const move = useMoveServiceRequest(propertyId);
  const remove = useDeleteServiceRequest(propertyId);
  const fail = (error: unknown) => notice.show(errorMessage(error), 'error');

  const onMove = (request: ServiceRequest, status: ServiceRequestStatus) =>
    move.mutate(
      { id: request.id, status },
      {
        onSuccess: (saved) =>
          notice.show(
            t('moved', { reference: saved.referenceNumber, status: t(`statuses.${saved.status}`) }),
          ),
        onError: fail,
      },
    );
  const onDelete = async (request: ServiceRequest) => {
    const ok = await confirm({
      title: t('deleteTitle', { reference: request.referenceNumber }),
      message: t('deleteMessage', { description: request.description }),
      okText: t('deleteOk'),
    });
    if (ok) remove.mutate(request.id, { onSuccess: () => notice.show(t('deleted')), onError: fail });
  };
  const columns = useRequestColumns({
    canWrite,
    canEdit,
    onMove,
    onEdit: setEditing,
    onDelete: (row) => void onDelete(row),
  });

  const statusTabs = [
    { value: ACTIVE, label: t('tabs.active') },
    ...SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
    { value: '', label: t('tabs.all') },
  ];

  return (
    <ResourceListPage
      title={title ?? t('heading')}
      intro={t('intro')}
      refreshable
      exportFile={(onProgress) => exportServiceRequests(propertyId, filter, onProgress)}
      actions={
        canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('newRequest')}
          </Button>
        )
      }
      notice={
        <>
          {header}
          {!canWrite && <Alert severity="info">{t('readOnly')}</Alert>}
        </>
      }
      list={list}
      tabs={{ filter: 'status', label: t('tabsLabel'), options: statusTabs }}
      filtersLabel={t('searchHint')}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="issueType"
            label={t('fields.issueType')}
            anyLabel={t('anyType')}
            options={SERVICE_ISSUE_TYPES.map((v) => ({ value: v, label: t(`issueTypes.${v}`) }))}
          />
          <SelectFilter
            list={list}
            filter="priority"
            label={t('fields.priority')}
            anyLabel={t('anyPriority')}
            options={SERVICE_REQUEST_PRIORITIES.map((v) => ({ value: v, label: t(`priorities.${v}`) }))}
          />
          <SelectFilter
            list={list}
            filter="assignedRole"
            label={t('fields.assignedRole')}
            anyLabel={t('anyAssignee')}
            options={SERVICE_ASSIGNABLE_ROLES.map((v) => ({ value: v, label: t(`roles.${v}`) }))}
          />
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('openedFrom')}
            toLabel={t('openedTo')}
            invertedText={t('inverted')}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('fields.description')}
            placeholder={t('searchHint')}
          />
        </>
      }
      totals={<span>{t('count', { count: query.data?.total ?? 0 })}</span>}
      query={query}
      columns={columns}
      empty={t('noRows')}
      noMatch={t('noMatch')}
      gridLabel={t('gridLabel')}
    >
      <RequestDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        request={editing === 'new' ? null : editing}
        onSaved={(saved, created) =>
          notice.show(t(created ? 'created' : 'saved', { reference: saved.referenceNumber }))
        }
      />
      {notice.element}
    </ResourceListPage>
  );
}
