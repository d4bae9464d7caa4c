import { addDays, todayIn, type PartnerAgreement } from '@bookone/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/error-message';
import { usePartnerAvailability } from '../api/partners';

/** Days shown at once: two weeks fit a laptop's width and a distributor's usual look-ahead. */
export const AVAILABILITY_DAYS = 14;

/**
 * Read-only availability of a partner property: its room types × the next days, the rooms left to sell each day
 * (0 on a closed or stopped day), of how many. Counts only: the owner's prices and restrictions stay its own.
 */
export function PartnerAvailabilityDialog({
  agreement,
  onClose,
}: {
  agreement: PartnerAgreement | null;
  onClose: () => void;
}) {
  return agreement ? <AvailabilityView agreement={agreement} onClose={onClose} key={agreement.id} /> : null;
}

function AvailabilityView({ agreement, onClose }: { agreement: PartnerAgreement; onClose: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const titleId = useId();
  // The property's own today: its earlier nights are not for sale any more, wherever the distributor sits.
  const [from, setFrom] = useState(() => todayIn(agreement.timezone));
  const to = addDays(from, AVAILABILITY_DAYS - 1);
  const query = usePartnerAvailability(agreement.id, { from, to });
  const lang = i18n.language;
  const dayHead = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' });
  const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('availability.title', { property: agreement.propertyName })}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('availability.intro')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Button startIcon={<ChevronLeftIcon />} onClick={() => setFrom(addDays(from, -AVAILABILITY_DAYS))}>
            {t('availability.earlier')}
          </Button>
          <Typography aria-live="polite">
            {t('availability.range', {
              from: dayName.format(asDate(from)),
              to: dayName.format(asDate(to)),
            })}
          </Typography>
          <Button endIcon={<ChevronRightIcon />} onClick={() => setFrom(addDays(from, AVAILABILITY_DAYS))}>
            {t('availability.later')}
          </Button>
        </Stack>
        {query.isFetching && <LinearProgress aria-label={t('availability.loading')} sx={{ mb: 1 }} />}
        {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
        {query.data && query.data.roomTypes.length === 0 && (
          <Alert severity="info">{t('availability.noRoomTypes')}</Alert>
        )}
        {query.data && query.data.roomTypes.length > 0 && (
          <TableContainer tabIndex={0} aria-label={t('availability.tableLabel')}>
            <Table size="small">
              <caption>{t('availability.caption')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('availability.roomType')}
                  </TableCell>
                  {query.data.dates.map((d) => (
                    <TableCell key={d} component="th" scope="col" align="center">
                      <abbr title={dayName.format(asDate(d))}>{dayHead.format(asDate(d))}</abbr>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.roomTypes.map((rt) => (
                  <TableRow key={rt.roomTypeId}>
                    <TableCell component="th" scope="row">
                      {rt.name}
                    </TableCell>
                    {rt.cells.map((c) => (
                      <TableCell
                        key={c.date}
                        align="center"
                        sx={{ color: c.available === 0 ? 'error.main' : undefined }}
                      >
                        {t('availability.cell', { available: c.available, total: c.total })}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('availability.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
