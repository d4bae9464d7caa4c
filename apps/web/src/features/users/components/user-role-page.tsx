import { permissionCatalogue, type RoleView } from '@bookone/domain';
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { RecordTable } from '../../../components/record-table';
import { errorMessage } from '../../../lib/form-errors';
import { useRoleLabel, useRoles } from '../../../lib/queries/roles';
import { useRoleHolders } from '../api/roles';
import { userEditPath } from '../utils/user-paths';
import { usePermissionText } from '../utils/permission-text';

/** The page that keeps roles (create-role), linked from here. */
const ROLES_PATH = '/bookone-admin/create-role';

/**
 * bookone-admin/user-role (super admin, issue 10): who holds a role (the role chosen is kept in the address), and
 * the permission matrix of every role: permissions down, roles across, read only.
 */
export function UserRolePage() {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const roleLabel = useRoleLabel();
  const [params, setParams] = useSearchParams();
  const all = roles.data ?? [];
  const chosen = all.find((r) => r.role === params.get('role')) ?? all[0] ?? null;
  const name = (r: RoleView) => r.label ?? roleLabel(r.role);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('roleAdmin.userRoleHeading')}
        </Typography>
        <Typography color="text.secondary">
          {t('roleAdmin.userRoleIntro')}{' '}
          <Link component={RouterLink} to={ROLES_PATH}>
            {t('roleAdmin.manageRoles')}
          </Link>
        </Typography>
      </Box>
      {roles.isError && <Alert severity="error">{errorMessage(roles.error)}</Alert>}
      {chosen && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label={t('roleAdmin.chooseRole')}
            value={chosen.role}
            onChange={(e) => setParams({ role: e.target.value }, { replace: true })}
            sx={{ minWidth: 280, mb: 2 }}
          >
            {all.map((r) => (
              <MenuItem key={r.role} value={r.role}>
                {name(r)} ({r.userCount})
              </MenuItem>
            ))}
          </TextField>
          <Holders role={chosen} name={name(chosen)} />
        </Paper>
      )}
      {all.length > 0 && <PermissionMatrix roles={all} name={name} />}
    </Stack>
  );
}

function Holders({ role, name }: { role: RoleView; name: string }) {
  const { t } = useTranslation('users');
  const holders = useRoleHolders(role.role);
  const rows = holders.data ?? [];
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('roleAdmin.holdersHeading', { name })}
      </Typography>
      {holders.isError && <Alert severity="error">{errorMessage(holders.error)}</Alert>}
      {holders.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('roleAdmin.noHolders')}</Typography>
      ) : (
        <RecordTable
          label={t('roleAdmin.holdersHeading', { name })}
          headers={[
            t('roleAdmin.holderColumns.name'),
            t('roleAdmin.holderColumns.email'),
            t('roleAdmin.holderColumns.where'),
            t('roleAdmin.holderColumns.status'),
          ]}
        >
          {rows.map((u) => (
            <TableRow key={u.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={userEditPath({ id: u.id, organisationId: null, propertyId: null })}
                >
                  {u.firstName} {u.lastName}
                </Link>
              </TableCell>
              <TableCell>{u.username}</TableCell>
              <TableCell>{u.propertyName ?? u.organisationName ?? ''}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={u.enabled ? 'success' : 'default'}
                  label={u.enabled ? t('roleAdmin.enabled') : t('roleAdmin.disabled')}
                />
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
    </>
  );
}

function PermissionMatrix({ roles, name }: { roles: RoleView[]; name: (r: RoleView) => string }) {
  const { t } = useTranslation('users');
  const text = usePermissionText();
  return (
    <Paper variant="outlined">
      <Typography component="h2" variant="h6" sx={{ p: 2, pb: 0 }}>
        {t('roleAdmin.matrixHeading')}
      </Typography>
      <TableContainer sx={{ maxHeight: 640 }} tabIndex={0} aria-label={t('roleAdmin.matrixHeading')}>
        <Table size="small" stickyHeader aria-label={t('roleAdmin.matrixCaption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('roleAdmin.columns.permissions')}</TableCell>
              {roles.map((r) => (
                <TableCell key={r.role} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {name(r)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {permissionCatalogue().map(({ module, permissions }) => [
              <TableRow key={module}>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={roles.length + 1}
                  sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
                >
                  {text.module(module)}
                </TableCell>
              </TableRow>,
              ...permissions.map((p) => (
                <TableRow key={p}>
                  <TableCell component="th" scope="row">
                    {text.permission(p)}
                  </TableCell>
                  {roles.map((r) => {
                    const granted = r.permissions.includes(p);
                    return (
                      <TableCell key={r.role} align="center">
                        {granted ? (
                          <CheckIcon fontSize="small" color="success" titleAccess={t('roleAdmin.granted')} />
                        ) : (
                          <>
                            <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
                              ·
                            </Box>
                            <Box component="span" sx={visuallyHidden}>
                              {t('roleAdmin.notGranted')}
                            </Box>
                          </>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
