import type { Organisation } from '@bookone/domain';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/resource-list';
import { formatInstantDay } from '../../../lib/dates';
import { RowAction } from './row-action';
import { ActiveChip } from './status-chip';

/** "Business Premium 3 · No plan 1": the organisation's properties by plan. */
export function usePlanSummary() {
  const { t } = useTranslation('organisations');
  return (o: Pick<Organisation, 'propertiesByPlan'>) =>
    o.propertiesByPlan.map((p) => `${p.plan ?? t('plans.none')} ${p.count}`).join(' · ');
}

/** The organisations list's columns, with edit, properties and deactivate/activate. */
export function useOrganisationColumns({
  onEdit,
  onProperties,
  onToggle,
}: {
  onEdit: (o: Organisation) => void;
  onProperties: (o: Organisation) => void;
  onToggle: (o: Organisation) => void;
}): ListColumn<Organisation>[] {
  const { t, i18n } = useTranslation('organisations');
  const planSummary = usePlanSummary();
  return [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200, card: 'title' },
    { field: 'ownerName', headerName: t('fields.ownerName'), width: 170 },
    { field: 'countryName', headerName: t('fields.countryName'), width: 150 },
    { field: 'currency', headerName: t('fields.currency'), width: 100, sortable: false },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <ActiveChip status={row.status} />,
    },
    {
      field: 'propertyCount',
      headerName: t('fields.propertyCount'),
      type: 'number',
      width: 110,
    },
    {
      field: 'propertiesByPlan',
      headerName: t('fields.byPlan'),
      minWidth: 220,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => planSummary(row),
    },
    {
      field: 'createdAt',
      headerName: t('fields.createdAt'),
      width: 130,
      valueFormatter: (v: string) => formatInstantDay(v, i18n.language),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <RowAction
            label={t('organisations.edit', { name: row.name })}
            onClick={() => onEdit(row)}
            icon={<EditIcon fontSize="small" />}
          />
          <RowAction
            label={t('organisations.properties', { name: row.name })}
            onClick={() => onProperties(row)}
            icon={<ApartmentIcon fontSize="small" />}
          />
          {!row.platform && (
            <RowAction
              label={t(row.status === 'ACTIVE' ? 'organisations.deactivate' : 'organisations.activate', {
                name: row.name,
              })}
              onClick={() => onToggle(row)}
              icon={
                row.status === 'ACTIVE' ? (
                  <BlockIcon fontSize="small" />
                ) : (
                  <CheckCircleIcon fontSize="small" />
                )
              }
            />
          )}
        </Stack>
      ),
    },
  ];
}
