import { STREET_CSV_MAX_BYTES, type StreetUpload, type StreetUploadRow } from '@bookone/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/form-errors';
import { useImportStreets, usePreviewStreets } from '../api/street-upload';

/** Rows shown in the preview (errors first): a long file's errors stay in view, its new rows are counted. */
const SHOWN_ROWS = 200;
const STATUS_COLOUR = { new: 'success', exists: 'default', error: 'error' } as const;

export type StreetUploadDialogProps = {
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
};

/**
 * The street CSV upload: choose a file, see what importing it would do row by row (new, already there, or why a
 * row cannot be imported), then import it. Nothing is written until every row is valid: the fix is made in the file
 * and the file chosen again.
 */
export function StreetUploadDialog({ open, onClose, onImported }: StreetUploadDialogProps) {
  const { t } = useTranslation('address');
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewStreets();
  const importing = useImportStreets();
  const result: StreetUpload | undefined = preview.data;

  const choose = (f: File) => {
    importing.reset();
    if (f.size > STREET_CSV_MAX_BYTES) {
      setProblem(t('upload.tooLarge', { kb: Math.round(STREET_CSV_MAX_BYTES / 1024) }));
      preview.reset();
      return;
    }
    setProblem(null);
    setFile(f);
    preview.mutate(f, { onError: (e) => setProblem(errorMessage(e)) });
  };
  const close = () => {
    setFile(null);
    setProblem(null);
    preview.reset();
    importing.reset();
    onClose();
  };
  const canImport = file != null && result != null && result.counts.error === 0 && result.counts.new > 0;
  const rows = result
    ? [...result.rows]
        .sort((a, b) => Number(b.status === 'error') - Number(a.status === 'error'))
        .slice(0, SHOWN_ROWS)
    : [];

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t('upload.format')}</Typography>
          <div>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('upload.choose')}
              onChange={(event) => {
                const f = event.target.files?.[0];
                event.target.value = '';
                if (f) choose(f);
              }}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={preview.isPending || importing.isPending}
            >
              {file ? t('upload.chooseAgain') : t('upload.choose')}
            </Button>
            {file && (
              <Typography component="span" sx={{ ml: 2 }}>
                {file.name}
              </Typography>
            )}
          </div>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {preview.isPending && <Typography role="status">{t('upload.checking')}</Typography>}
          {result && (
            <Alert severity={result.counts.error > 0 ? 'error' : 'info'} role="status">
              {t('upload.summary', {
                new: result.counts.new,
                exists: result.counts.exists,
                error: result.counts.error,
              })}{' '}
              {result.counts.error > 0 ? t('upload.fixFirst') : ''}
            </Alert>
          )}
          {importing.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(importing.error)}
            </Alert>
          )}
          {rows.length > 0 && <PreviewTable rows={rows} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('upload.close')}</Button>
        <Button
          variant="contained"
          disabled={!canImport || importing.isPending}
          onClick={() =>
            file &&
            importing.mutate(file, {
              onSuccess: (done) => {
                onImported(done.written);
                close();
              },
            })
          }
        >
          {t('upload.import', { count: result?.counts.new ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewTable({ rows }: { rows: StreetUploadRow[] }) {
  const { t } = useTranslation('address');
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('upload.previewLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('upload.line')}</TableCell>
            <TableCell>{t('upload.status')}</TableCell>
            <TableCell>{t('levels.street.one')}</TableCell>
            <TableCell>{t('levels.suburb.one')}</TableCell>
            <TableCell>{t('levels.city.one')}</TableCell>
            <TableCell>{t('levels.state.one')}</TableCell>
            <TableCell>{t('levels.country.one')}</TableCell>
            <TableCell>{t('fields.postcode')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.line}>
              <TableCell>{r.line}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOUR[r.status]} label={t(`upload.statuses.${r.status}`)} />
                {r.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {t(`upload.errors.${r.error.code}`, {
                      column: t(`upload.columns.${r.error.column}`),
                      value: r[r.error.column] ?? '',
                    })}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{r.street}</TableCell>
              <TableCell>{r.suburb}</TableCell>
              <TableCell>{r.city}</TableCell>
              <TableCell>{r.state}</TableCell>
              <TableCell>{r.country}</TableCell>
              <TableCell>{r.postcode}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
