import { formatCurrency, type DayCloseReport } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCan } from '../../../hooks/use-can';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { useDayCloseReport, useDayCloseStatus, useRunDayClose } from '../api/day-close';
import { DayCloseReportView } from './day-close-report';

/** The last close's report in a dialog. */
function ReportDialog({
  propertyId,
  runId,
  onClose,
}: {
  propertyId: number;
  runId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('day-close');
  const titleId = useId();
  const report = useDayCloseReport(propertyId, runId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {report.data
          ? t('report.title', { date: formatDay(report.data.run.businessDate, i18n.language) })
          : t('report.heading')}
      </DialogTitle>
      <DialogContent>
        {report.isPending ? (
          <Skeleton variant="rounded" height={120} aria-label={t('loading')} />
        ) : report.isError ? (
          <Alert severity="error">{errorMessage(report.error)}</Alert>
        ) : (
          <DayCloseReportView report={report.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Run day close": asks for the date shown, then shows the run under way and what it did. */
function RunDialog({
  propertyId,
  businessDate,
  onClose,
}: {
  propertyId: number;
  businessDate: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('day-close');
  const titleId = useId();
  const run = useRunDayClose(propertyId);
  const done: DayCloseReport | undefined = run.data;
  const date = formatDay(businessDate, i18n.language, { weekday: true });
  return (
    <Dialog
      open
      onClose={run.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('run.title', { date })}</DialogTitle>
      <DialogContent>
        {done ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('run.done', {
                date,
                nights: done.run.nightsPosted,
                amount: formatCurrency(done.run.amountPosted, done.currency),
                noShows: done.run.noShows,
              })}
            </Alert>
            <DayCloseReportView report={done} />
          </>
        ) : run.isPending ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('run.running', { date })}</DialogContentText>
            <LinearProgress aria-label={t('run.running', { date })} />
          </>
        ) : (
          <>
            <DialogContentText>{t('run.confirm', { date })}</DialogContentText>
            {run.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(run.error)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {done ? (
          <Button variant="contained" onClick={onClose}>
            {t('close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={run.isPending}>
              {t('run.cancel')}
            </Button>
            <Button variant="contained" onClick={() => run.mutate(businessDate)} disabled={run.isPending}>
              {t('run.ok')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The dashboard's day close card (decision 0046): the business date the desk works in, the last close with its
 * exceptions (the details in a dialog) and, for the manager, "Run day close".
 */
export function DayCloseCard({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation('day-close');
  const status = useDayCloseStatus(propertyId);
  const canRun = useCan('property.setup');
  const [open, setOpen] = useState<'report' | 'run' | null>(null);
  const headingId = useId();
  if (status.isPending) return <Skeleton variant="rounded" height={112} aria-label={t('loading')} />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
  const s = status.data;
  const last = s.lastRun;
  const lang = i18n.language;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('card.businessDate', { date: formatDay(s.businessDate, lang, { weekday: true }) })}
            </Typography>
            <Typography color="text.secondary">
              {s.dueAt
                ? t('card.automaticAt', { when: formatDateTime(s.dueAt, lang) })
                : t('card.manualOnly')}
            </Typography>
            {last && (
              <Typography sx={{ mt: 1 }}>
                {last.status === 'DONE'
                  ? t('card.lastClose', {
                      date: formatDay(last.businessDate, lang),
                      count: last.exceptions,
                    })
                  : t('card.lastRunning', { date: formatDay(last.businessDate, lang) })}
              </Typography>
            )}
          </Box>
          {last && (
            <Button onClick={() => setOpen('report')} color={last.exceptions > 0 ? 'warning' : 'primary'}>
              {t('card.details')}
            </Button>
          )}
          {canRun && (
            <Button variant="contained" onClick={() => setOpen('run')} disabled={!s.canClose}>
              {t('card.run')}
            </Button>
          )}
        </Box>
      </CardContent>
      {open === 'report' && last && (
        <ReportDialog propertyId={propertyId} runId={last.id} onClose={() => setOpen(null)} />
      )}
      {open === 'run' && (
        <RunDialog propertyId={propertyId} businessDate={s.businessDate} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
