import type { RoleView } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { RecordTable, RowActionsCell } from '../../../components/record-table';
import { useNotice } from '../../../components/resource-list/notice';
import { errorMessage } from '../../../lib/form-errors';
import { useRoleLabel, useRoles } from '../../../lib/queries/roles';
import { useDeleteRole } from '../api/roles';
import { RoleDialog } from './role-dialog';

/**
 * bookone-admin/create-role (super admin, issue 10): every role, the product's (read only) and the custom ones, with
 * where its holders belong, how many permissions it has and how many users hold it; custom roles are created,
 * edited and (when nobody holds them) deleted here.
 */
export function RolesPage() {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const roleLabel = useRoleLabel();
  const remove = useDeleteRole();
  const confirm = useConfirm();
  const notice = useNotice();
  const [editing, setEditing] = useState<RoleView | null | undefined>(undefined);
  const name = (r: RoleView) => r.label ?? roleLabel(r.role);

  const onDelete = async (role: RoleView) => {
    const ok = await confirm({
      title: t('roleAdmin.deleteTitle', { name: name(role) }),
      message: t('roleAdmin.deleteMessage'),
      okText: t('roleAdmin.delete', { name: name(role) }),
    });
    if (!ok) return;
    remove.mutate(role.role, {
      onSuccess: () => notice.show(t('roleAdmin.deleted', { name: name(role) })),
      onError: (error) => notice.show(errorMessage(error), 'error'),
    });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('roleAdmin.heading')}
          </Typography>
          <Typography color="text.secondary">{t('roleAdmin.intro')}</Typography>
        </Box>
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('roleAdmin.newRole')}
          </Button>
        </Box>
      </Stack>
      <Alert severity="info">{t('roleAdmin.builtInNote')}</Alert>
      {roles.isError && <Alert severity="error">{errorMessage(roles.error)}</Alert>}
      <Paper variant="outlined">
        <RecordTable
          label={t('roleAdmin.table')}
          headers={[
            t('roleAdmin.columns.role'),
            t('roleAdmin.columns.scope'),
            t('roleAdmin.columns.kind'),
            t('roleAdmin.columns.permissions'),
            t('roleAdmin.columns.holders'),
          ]}
          actionsHeader={t('roleAdmin.columns.actions')}
        >
          {(roles.data ?? []).map((role) => (
            <TableRow key={role.role}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {name(role)}
                </Typography>
                {role.description && (
                  <Typography variant="caption" color="text.secondary">
                    {role.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{t(`roleAdmin.scopeShort.${role.scope}`)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={role.builtIn ? t('roleAdmin.builtIn') : t('roleAdmin.custom')}
                />
              </TableCell>
              <TableCell>{t('roleAdmin.permissionCount', { count: role.permissions.length })}</TableCell>
              <TableCell>{t('roleAdmin.holders', { count: role.userCount })}</TableCell>
              {role.builtIn ? (
                <TableCell />
              ) : (
                <RowActionsCell
                  editLabel={t('roleAdmin.edit', { name: name(role) })}
                  deleteLabel={t('roleAdmin.delete', { name: name(role) })}
                  onEdit={() => setEditing(role)}
                  onDelete={() => void onDelete(role)}
                />
              )}
            </TableRow>
          ))}
        </RecordTable>
      </Paper>
      <RoleDialog
        open={editing !== undefined}
        role={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => notice.show(t('roleAdmin.saved', { name: saved.label ?? saved.role }))}
      />
      {notice.element}
    </Stack>
  );
}
