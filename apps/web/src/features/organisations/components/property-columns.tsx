import type { OrganisationProperty } from '@bookone/domain';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { formatDateTime } from '../../../lib/dates';
import { RowAction } from './row-action';
import { ActiveChip } from './status-chip';

/** The property list's columns, with change plan and deactivate/activate. */
export function usePropertyColumns({
  onPlan,
  onToggle,
}: {
  onPlan: (p: OrganisationProperty) => void;
  onToggle: (p: OrganisationProperty) => void;
}): ListColumn<OrganisationProperty>[] {
  const { t, i18n } = useTranslation('organisations');
  // Instants in the viewer's own zone: the properties of one organisation may sit in several.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 190, card: 'title' },
    {
      field: 'businessType',
      headerName: t('fields.businessType'),
      width: 140,
      valueFormatter: (v: OrganisationProperty['businessType']) => t(`businessTypes.${v}`),
    },
    {
      field: 'propertyStatus',
      headerName: t('fields.propertyStatus'),
      width: 130,
      valueFormatter: (v: OrganisationProperty['propertyStatus']) => t(`setupStatus.${v}`),
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <ActiveChip status={row.status} />,
    },
    {
      field: 'plan',
      headerName: t('fields.plan'),
      width: 170,
      valueFormatter: (v: OrganisationProperty['plan']) => (v ? t(`plans.${v}`) : t('plans.none')),
    },
    {
      field: 'subscriptions',
      headerName: t('fields.subscriptions'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => row.subscriptions.map((s) => s.name).join(', '),
    },
    {
      field: 'resources',
      headerName: t('fields.resources'),
      description: t('properties.resourcesHint'),
      type: 'number',
      width: 130,
      sortable: false,
    },
    {
      field: 'lastActivityAt',
      headerName: t('fields.lastActivityAt'),
      width: 180,
      valueFormatter: (v: string) => formatDateTime(v, i18n.language, zone),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <RowAction
            label={t('properties.changePlan', { name: row.name })}
            onClick={() => onPlan(row)}
            icon={<WorkspacePremiumIcon fontSize="small" />}
          />
          <RowAction
            label={t(row.status === 'ACTIVE' ? 'properties.deactivate' : 'properties.activate', {
              name: row.name,
            })}
            onClick={() => onToggle(row)}
            icon={
              row.status === 'ACTIVE' ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />
            }
          />
        </Stack>
      ),
    },
  ];
}
