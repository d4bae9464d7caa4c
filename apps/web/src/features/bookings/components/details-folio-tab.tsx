import type { BookingDetailsView } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useRemoveService } from '../api/bookings';
import { money } from '../utils/property';
import { formatDay } from '../../../lib/dates';
import { ServiceDialog } from './service-dialog';
import { errorMessage } from '../../../lib/form-errors';

export function FolioTab({
  view,
  canWrite,
  canPay,
  onPay,
}: {
  view: BookingDetailsView;
  canWrite: boolean;
  canPay: boolean;
  onPay: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const { booking, folio, services } = view;
  const confirm = useConfirm();
  const remove = useRemoveService(booking.id);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = (v: number) => money(v, folio.currency);
  const removeService = async (serviceId: number) => {
    const ok = await confirm({
      title: t('services.removeTitle'),
      message: t('services.removeMessage'),
      okText: t('services.removeOk'),
      cancelText: t('common.back'),
    });
    if (ok) remove.mutate(serviceId, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              mb: 1,
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography component="h2" variant="h6">
              {t('folio.heading')}
            </Typography>
            <Stack direction="row" spacing={1}>
              {canWrite && <Button onClick={() => setAdding(true)}>{t('services.add')}</Button>}
              {canPay && (
                <Button variant="contained" onClick={onPay}>
                  {t('details.recordPayment')}
                </Button>
              )}
            </Stack>
          </Box>
          <TableContainer>
            <Table size="small" aria-label={t('folio.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('folio.date')}</TableCell>
                  <TableCell>{t('folio.kind')}</TableCell>
                  <TableCell>{t('folio.description')}</TableCell>
                  <TableCell align="right">{t('folio.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {folio.lines.map((line, i) => (
                  <TableRow key={`${line.kind}-${line.refId ?? i}-${i}`}>
                    <TableCell>{formatDay(line.date, i18n.language)}</TableCell>
                    <TableCell>{t(`folio.kinds.${line.kind}`)}</TableCell>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{m(line.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3}>{t('folio.charges')}</TableCell>
                  <TableCell align="right">{m(folio.charges)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3}>{t('folio.payments')}</TableCell>
                  <TableCell align="right">{m(folio.payments)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                    {t('folio.balance')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="folio-balance">
                    {m(folio.balance)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('folio.services')}
          </Typography>
          {error && (
            <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          {services.length === 0 ? (
            <Typography color="text.secondary">{t('services.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('folio.services')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('services.date')}</TableCell>
                  <TableCell>{t('services.type')}</TableCell>
                  <TableCell align="right">{t('services.quantity')}</TableCell>
                  <TableCell align="right">{t('services.unitPrice')}</TableCell>
                  <TableCell align="right">{t('folio.amount')}</TableCell>
                  {canWrite && <TableCell align="right">{t('list.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {services.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{formatDay(s.date, i18n.language)}</TableCell>
                    <TableCell>
                      {t(`serviceTypes.${s.serviceType}`, { defaultValue: s.serviceType })}
                      {s.description ? ` · ${s.description}` : ''}
                    </TableCell>
                    <TableCell align="right">{s.quantity}</TableCell>
                    <TableCell align="right">{m(s.unitPrice)}</TableCell>
                    <TableCell align="right">{m(s.total)}</TableCell>
                    {canWrite && (
                      <TableCell align="right">
                        <IconButton
                          size="small"
                          aria-label={t('services.remove', {
                            name: t(`serviceTypes.${s.serviceType}`, { defaultValue: s.serviceType }),
                          })}
                          onClick={() => void removeService(s.id)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {canWrite && <ServiceDialog booking={booking} open={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
