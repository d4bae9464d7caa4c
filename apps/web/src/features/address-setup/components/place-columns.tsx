import {
  ADDRESS_CHILD_LEVEL,
  ADDRESS_LEVELS,
  ADDRESS_POSTCODE_LEVELS,
  type AddressLevel,
  type AddressPlace,
} from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { ListColumn } from '../../../components/resource-list';
import { childListPath } from '../utils/levels';

function RowAction({ label, onClick, icon }: { label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * A level's columns: its own fields, the names above it, how many places hang under it (a link to that list), and
 * edit/delete for those who may write.
 */
export function usePlaceColumns({
  level,
  canWrite,
  onEdit,
  onDelete,
}: {
  level: AddressLevel;
  canWrite: boolean;
  onEdit: (p: AddressPlace) => void;
  onDelete: (p: AddressPlace) => void;
}): ListColumn<AddressPlace>[] {
  const { t, i18n } = useTranslation('address');
  const fr = i18n.language.startsWith('fr');
  const child = ADDRESS_CHILD_LEVEL[level];
  const above = ADDRESS_LEVELS.slice(0, ADDRESS_LEVELS.indexOf(level)).reverse() as Exclude<
    AddressLevel,
    'street'
  >[];
  const columns: ListColumn<AddressPlace>[] = [];
  if (level === 'country') columns.push({ field: 'code', headerName: t('fields.code'), width: 90 });
  columns.push({
    field: 'name',
    headerName: t(`levels.${level}.one`),
    flex: 1,
    minWidth: 200,
    card: 'title',
    valueGetter: (_v, row) => (fr && row.nameFr ? row.nameFr : row.name),
  });
  if (level === 'country')
    columns.push({
      field: 'nameFr',
      headerName: t(fr ? 'fields.nameEn' : 'fields.nameFr'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => (fr ? row.name : row.nameFr),
    });
  if (ADDRESS_POSTCODE_LEVELS.includes(level))
    columns.push({ field: 'postcode', headerName: t('fields.postcode'), width: 110 });
  above.forEach((l, i) =>
    columns.push({
      // The nearest level above sorts (by the parent's name); the others only show.
      field: i === 0 ? 'parent' : l,
      headerName: t(`levels.${l}.one`),
      width: 170,
      sortable: i === 0,
      valueGetter: (_v, row) => row[l],
    }),
  );
  if (child)
    columns.push({
      field: 'children',
      headerName: t(`levels.${child}.many`),
      type: 'number',
      width: 130,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={childListPath(child, row.id)}
          aria-label={t('list.showChildren', { count: row.children, name: row.name })}
        >
          {row.children.toLocaleString(i18n.language)}
        </Link>
      ),
    });
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: t('list.actions'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row">
          <RowAction
            label={t('actions.edit', { name: row.name })}
            onClick={() => onEdit(row)}
            icon={<EditIcon fontSize="small" />}
          />
          <RowAction
            label={t('actions.delete', { name: row.name })}
            onClick={() => onDelete(row)}
            icon={<DeleteIcon fontSize="small" />}
          />
        </Stack>
      ),
    });
  return columns;
}
