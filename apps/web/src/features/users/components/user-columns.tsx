import type { User } from '@bookone/domain';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import SendIcon from '@mui/icons-material/Send';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { ListColumn } from '../../../components/resource-list';
import { useRoleLabel } from '../../../lib/queries/roles';
import { userEditPath } from '../utils/user-paths';

/** The name cell: a link to the user's edit page. */
function UserNameLink({ user }: { user: User }) {
  return (
    <Link component={RouterLink} to={userEditPath(user)}>
      {`${user.firstName} ${user.lastName}`}
    </Link>
  );
}

/** The Manage User list's columns, with edit, disable/enable, reset password and resend invitation. */
export function useUserColumns({
  isSelf,
  onToggle,
  onReset,
  onInvite,
}: {
  isSelf: (user: User) => boolean;
  onToggle: (user: User) => void;
  onReset: (user: User) => void;
  onInvite: (user: User) => void;
}): ListColumn<User>[] {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return [
    {
      field: 'lastName',
      headerName: t('fields.name'),
      flex: 1,
      minWidth: 150,
      card: 'title',
      valueGetter: (_v, row) => `${row.firstName} ${row.lastName}`,
      renderCell: ({ row }) => <UserNameLink user={row} />,
    },
    { field: 'username', headerName: t('fields.email'), flex: 1, minWidth: 180 },
    {
      field: 'roles',
      headerName: t('fields.roles'),
      flex: 1,
      minWidth: 140,
      sortable: false,
      valueGetter: (_v, row) => row.roles.map(roleLabel).join(', '),
    },
    {
      field: 'propertyName',
      headerName: t('fields.property'),
      minWidth: 130,
      flex: 1,
      sortable: false,
      valueGetter: (_v, row) => row.propertyName ?? '',
    },
    {
      field: 'enabled',
      headerName: t('fields.status'),
      width: 120,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={!row.enabled ? 'default' : row.invitationPending ? 'warning' : 'success'}
          label={t(
            !row.enabled ? 'status.disabled' : row.invitationPending ? 'status.invited' : 'status.enabled',
          )}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 130,
      sortable: false,
      card: 'hidden',
      renderCell: ({ row }) => {
        const name = `${row.firstName} ${row.lastName}`;
        return (
          <Stack direction="row">
            <Tooltip title={t('list.edit', { name })}>
              <IconButton
                size="small"
                aria-label={t('list.edit', { name })}
                component={RouterLink}
                to={userEditPath(row)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {!isSelf(row) &&
              action(
                t(row.enabled ? 'list.disableUser' : 'list.enableUser', { name }),
                row.enabled ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />,
                () => onToggle(row),
              )}
            {!isSelf(row) &&
              row.enabled &&
              (row.invitationPending
                ? action(t('list.resendInvitation', { name }), <SendIcon fontSize="small" />, () =>
                    onInvite(row),
                  )
                : action(t('list.resetPassword', { name }), <KeyIcon fontSize="small" />, () =>
                    onReset(row),
                  ))}
          </Stack>
        );
      },
    },
  ];
}
