import type { MenuImportPreview } from '@bookone/domain';
import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage, fieldErrorText } from '../../../lib/form-errors';
import { getSessionProperty } from '../../../lib/session';
import { previewMenu, useImportMenu, useOutletChoices } from '../api/products';
import { formatMoney } from '../utils/money';

type Props = { open: boolean; onClose: () => void; propertyId: number };

/**
 * The CSV import of a menu: pick the outlet and the file, see every row with its problems (the server checks it
 * and writes nothing), then import it: all rows or, when any row is wrong, none.
 */
export function MenuImportDialog(props: Props) {
  if (!props.open) return null;
  return <ImportForm {...props} />;
}

function ImportForm({ onClose, propertyId }: Props) {
  const { t, i18n } = useTranslation('products');
  const titleId = useId();
  const currency = getSessionProperty()?.localCurrency ?? null;
  const outlets = useOutletChoices(propertyId);
  const importMenu = useImportMenu(propertyId);
  const [outlet, setOutlet] = useState<number | ''>('');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const outletId = outlet === '' ? outlets.data?.[0]?.id : outlet;

  async function check(text: string, businessServiceId: number | undefined) {
    setPreview(null);
    setProblem(null);
    if (!businessServiceId) return;
    setChecking(true);
    try {
      setPreview(await previewMenu(propertyId, { businessServiceId, csv: text }));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  async function read(picked: File) {
    const text = await picked.text();
    setFile({ name: picked.name, text });
    await check(text, outletId);
  }

  async function run() {
    if (!file || !outletId) return;
    setProblem(null);
    try {
      await importMenu.mutateAsync({ businessServiceId: outletId, csv: file.text });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const columnName = (column: string) =>
    column === 'name' || column === 'group' || column === 'price' || column === 'tax' || column === 'code'
      ? t(`import.column.${column}`)
      : column;
  const invalidRows = preview?.rows.filter((r) => Object.keys(r.errorKeys).length > 0).length ?? 0;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('import.intro')}</Typography>
          <TextField
            select
            label={t('fields.outlet')}
            value={outletId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value);
              setOutlet(id);
              if (file) void check(file.text, id);
            }}
          >
            {(outlets.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <div>
            <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={checking}>
              {t('import.choose')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={t('import.choose')}
                onChange={(e) => {
                  const picked = e.target.files?.[0];
                  e.target.value = '';
                  if (picked) void read(picked);
                }}
              />
            </Button>
            {file && (
              <Typography component="span" sx={{ ml: 2 }}>
                {file.name}
              </Typography>
            )}
          </div>
          {preview && preview.fileErrors.length > 0 && (
            <Alert severity="error">{preview.fileErrors.join(' ')}</Alert>
          )}
          {preview && preview.rows.length > 0 && (
            <>
              <Alert severity={preview.valid ? 'success' : 'error'} role="status">
                {preview.valid
                  ? t('import.ready', { count: preview.rows.length, groups: preview.newGroups.length })
                  : t('import.rowsWrong', { count: invalidRows })}
              </Alert>
              <Table size="small" aria-label={t('import.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('import.line')}</TableCell>
                    <TableCell>{t('fields.name')}</TableCell>
                    <TableCell>{t('fields.group')}</TableCell>
                    <TableCell align="right">{t('fields.sellPrice')}</TableCell>
                    <TableCell align="right">{t('fields.taxRate')}</TableCell>
                    <TableCell>{t('fields.code')}</TableCell>
                    <TableCell>{t('import.problems')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.line}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell>{r.name}</TableCell>
                      <TableCell>
                        {r.group}
                        {r.newGroup && ` (${t('import.newGroup')})`}
                      </TableCell>
                      <TableCell align="right">
                        {r.price != null ? formatMoney(r.price, currency, i18n.language) : ''}
                      </TableCell>
                      <TableCell align="right">
                        {r.taxRate != null ? new Intl.NumberFormat(i18n.language).format(r.taxRate) : ''}
                      </TableCell>
                      <TableCell>{r.code}</TableCell>
                      <TableCell sx={{ color: 'error.main' }}>
                        {Object.entries(r.errorKeys)
                          .map(
                            ([column, key]) =>
                              `${columnName(column)}: ${fieldErrorText(t, { message: key }) ?? key}`,
                          )
                          .join('; ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('import.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={!preview?.valid || importMenu.isPending}
        >
          {t('import.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
