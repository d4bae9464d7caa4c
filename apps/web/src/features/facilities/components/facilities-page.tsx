import { facilityInputSchema, type Facility, type FacilityInput } from '@bookone/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  applyServerErrors,
  errorMessage,
  fieldErrorText,
} from '../../../components/form-dialog/field-errors';
import { getSessionOrganisationId, useCan } from '../../../hooks/use-can';
import { useCreateFacility, useDeleteFacility, useFacilities, useUpdateFacility } from '../api/facilities';

const textOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

type FacilityDialogProps = {
  facility: Facility | null;
  onClose: () => void;
  onSave: (input: FacilityInput) => Promise<unknown>;
};

export function FacilityDialog({ facility, onClose, onSave }: FacilityDialogProps) {
  const { t } = useTranslation('rooms');
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FacilityInput>({
    resolver: zodResolver(facilityInputSchema),
    defaultValues: {
      name: facility?.name ?? '',
      description: facility?.description ?? null,
      icon: facility?.icon ?? null,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name', 'description', 'icon']));
    }
  });
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {facility ? t('facilities.editTitle', { name: facility.name }) : t('facilities.createTitle')}
        </DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...register('name')}
              label={t('facilities.name')}
              required
              autoFocus
              error={!!errors.name}
              helperText={fieldErrorText(t, errors.name)}
            />
            <TextField
              {...register('description', { setValueAs: textOrNull })}
              label={t('facilities.description')}
              multiline
              minRows={2}
              error={!!errors.description}
              helperText={fieldErrorText(t, errors.description)}
            />
            <TextField
              {...register('icon', { setValueAs: textOrNull })}
              label={t('facilities.icon')}
              error={!!errors.icon}
              helperText={fieldErrorText(t, errors.icon) ?? t('facilities.iconHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function FacilityIcon({ icon, name }: { icon: string | null; name: string }) {
  const isUrl = !!icon && /^https?:\/\//.test(icon);
  return (
    <Avatar src={isUrl ? icon : undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/**
 * /bookone-admin/room-facilities: the organisation's catalogue of room facilities (name, description, icon or
 * image), searched and paged in the browser (the API returns the whole catalogue), with add, edit and delete for
 * the organisation administrator.
 */
export function FacilitiesPage() {
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const organisationId = getSessionOrganisationId();
  const canEdit = useCan('facility.write');
  const facilities = useFacilities(organisationId);
  const create = useCreateFacility(organisationId ?? 0);
  const update = useUpdateFacility(organisationId ?? 0);
  const remove = useDeleteFacility(organisationId ?? 0);
  const [editing, setEditing] = useState<Facility | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const [actionError, setActionError] = useState<string | null>(null);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const list = [...(facilities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return q ? list.filter((f) => `${f.name} ${f.description ?? ''}`.toLowerCase().includes(q)) : list;
  }, [facilities.data, search]);
  const visible = filtered.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const onDelete = async (facility: Facility) => {
    const ok = await confirm({
      title: t('facilities.deleteTitle'),
      message: t('facilities.deleteMessage', { name: facility.name }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    setActionError(null);
    try {
      await remove.mutateAsync(facility.id);
    } catch (error) {
      setActionError(errorMessage(error));
    }
  };

  if (organisationId == null) return <Alert severity="info">{t('facilities.noOrganisation')}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {t('facilities.heading')}
          </Typography>
          <Typography color="text.secondary">{t('facilities.intro')}</Typography>
        </Box>
        {canEdit && (
          <Box>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('facilities.add')}
            </Button>
          </Box>
        )}
      </Stack>
      {!canEdit && <Alert severity="info">{t('common.readOnly')}</Alert>}
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {facilities.isError && <Alert severity="error">{facilities.error.message}</Alert>}
      <Card variant="outlined">
        <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="search"
            label={t('facilities.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(0);
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('facilities.count', { count: filtered.length })}
          </Typography>
        </Box>
        {facilities.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : filtered.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('facilities.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 48 }} />
                  <TableCell>{t('facilities.name')}</TableCell>
                  <TableCell>{t('facilities.description')}</TableCell>
                  <TableCell>{t('facilities.icon')}</TableCell>
                  {canEdit && <TableCell align="right">{t('facilities.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.map((f) => (
                  <TableRow key={f.id}>
                    <TableCell>
                      <FacilityIcon icon={f.icon} name={f.name} />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {f.name}
                    </TableCell>
                    <TableCell>{f.description ?? t('common.none')}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{f.icon ?? t('common.none')}</TableCell>
                    {canEdit && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t('common.edit')}>
                          <IconButton
                            aria-label={t('facilities.editLabel', { name: f.name })}
                            onClick={() => setEditing(f)}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('common.delete')}>
                          <IconButton
                            aria-label={t('facilities.deleteLabel', { name: f.name })}
                            onClick={() => void onDelete(f)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {filtered.length > 10 && (
          <TablePagination
            component="div"
            count={filtered.length}
            page={page}
            onPageChange={(_e, p) => setPage(p)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(e) => {
              setRowsPerPage(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[10, 25, 50]}
          />
        )}
      </Card>
      {editing && (
        <FacilityDialog
          facility={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === 'new') await create.mutateAsync(input);
            else await update.mutateAsync({ id: editing.id, input });
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
