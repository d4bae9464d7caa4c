import type { ServiceRequest, ServiceRequestStatus } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/dates';
import { nextStatuses } from '../utils/labels';
import { PriorityLabel, StatusChip } from './request-chips';

/** The Requests list's columns, with the status moves, edit and delete. */
export function useRequestColumns({
  canWrite,
  canEdit,
  onMove,
  onEdit,
  onDelete,
}: {
  /** May move statuses (housekeeping too, on its own requests). */
  canWrite: boolean;
  /** May edit and delete (not housekeeping). */
  canEdit: boolean;
  onMove: (request: ServiceRequest, status: ServiceRequestStatus) => void;
  onEdit: (request: ServiceRequest) => void;
  onDelete: (request: ServiceRequest) => void;
}): ListColumn<ServiceRequest>[] {
  const { t, i18n } = useTranslation('service-requests');
  const roleLabel = (role: string | null) =>
    role ? t(`roles.${role as 'PROP_ADMIN'}`, { defaultValue: role }) : '';
  return [
    { field: 'referenceNumber', headerName: t('fields.reference'), width: 120, card: 'title' },
    {
      field: 'openedAt',
      headerName: t('fields.openedAt'),
      width: 170,
      valueFormatter: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      field: 'issueType',
      headerName: t('fields.issueType'),
      width: 150,
      valueFormatter: (v: string) => t(`issueTypes.${v as 'OTHER'}`, { defaultValue: v }),
    },
    { field: 'description', headerName: t('fields.description'), flex: 1, minWidth: 200, sortable: false },
    { field: 'roomNumber', headerName: t('fields.room'), width: 80, sortable: false },
    { field: 'customerName', headerName: t('fields.customer'), width: 160, sortable: false },
    {
      field: 'priority',
      headerName: t('fields.priority'),
      width: 110,
      renderCell: ({ row }) => <PriorityLabel priority={row.priority} />,
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 130,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      field: 'assignedRole',
      headerName: t('fields.assignedUser'),
      width: 170,
      sortable: false,
      valueGetter: (_v, row) => row.assignedUserName ?? roleLabel(row.assignedRole),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 260,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          {canWrite &&
            nextStatuses(row).map((status) => (
              <Button
                key={status}
                size="small"
                aria-label={t('moveLabel', { move: t(`moves.${status}`), reference: row.referenceNumber })}
                onClick={() => onMove(row, status)}
              >
                {t(`moves.${status}`)}
              </Button>
            ))}
          {canEdit && row.status !== 'CLOSED' && (
            <Tooltip title={t('edit', { reference: row.referenceNumber })}>
              <IconButton
                size="small"
                aria-label={t('edit', { reference: row.referenceNumber })}
                onClick={() => onEdit(row)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canEdit && (
            <Tooltip title={t('delete', { reference: row.referenceNumber })}>
              <IconButton
                size="small"
                aria-label={t('delete', { reference: row.referenceNumber })}
                onClick={() => onDelete(row)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];
}
