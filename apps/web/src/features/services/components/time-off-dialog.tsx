import { addDays, todayIn, wallClockToInstant, type ServiceResource } from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/form-errors';
import { useAddTimeOff, useRemoveTimeOff, useTimeOff } from '../api/catalogue';
import { formatRange } from '../utils/time';

/**
 * A resource's time off: what is set (from 30 days ago), each removable, and a new range typed as days and times
 * of the property's zone (whatever the browser's), with a reason. The server refuses an overlap.
 */
export function TimeOffDialog({
  propertyId,
  resource,
  timeZone,
  onClose,
}: {
  propertyId: number;
  resource: ServiceResource;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('services');
  const today = todayIn(timeZone);
  const list = useTimeOff(resource.id);
  const add = useAddTimeOff(propertyId, resource.id);
  const remove = useRemoveTimeOff(propertyId, resource.id);
  const [range, setRange] = useState({
    fromDate: today,
    fromTime: '00:00',
    toDate: addDays(today, 1),
    toTime: '00:00',
    reason: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorMessage(error));
  const set = (key: keyof typeof range) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setRange({ ...range, [key]: e.target.value });
  const instant = (date: string, time: string) =>
    date && time ? new Date(wallClockToInstant(date, time, timeZone)).toISOString() : '';

  const submit = () => {
    setProblem(null);
    add.mutate(
      {
        startsAt: instant(range.fromDate, range.fromTime),
        endsAt: instant(range.toDate, range.toTime),
        reason: range.reason.trim() || null,
      },
      { onError: fail, onSuccess: () => setRange({ ...range, reason: '' }) },
    );
  };
  const field = (key: 'fromDate' | 'fromTime' | 'toDate' | 'toTime', type: 'date' | 'time') => (
    <Grid size={{ xs: 6, sm: 3 }}>
      <TextField
        type={type}
        fullWidth
        size="small"
        label={t(`timeOff.${key}`)}
        value={range[key]}
        onChange={set(key)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Grid>
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="time-off-title">
      <DialogTitle id="time-off-title">{t('timeOff.title', { name: resource.name })}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('timeOff.intro', { zone: timeZone })}
        </Typography>
        {list.data && list.data.length === 0 && <Typography>{t('timeOff.none')}</Typography>}
        <List dense aria-label={t('timeOff.listLabel')}>
          {(list.data ?? []).map((off) => (
            <ListItem
              key={off.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('timeOff.remove', {
                    range: formatRange(off.startsAt, off.endsAt, timeZone, i18n.language),
                  })}
                  onClick={() => remove.mutate(off.id, { onError: fail })}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={formatRange(off.startsAt, off.endsAt, timeZone, i18n.language)}
                secondary={off.reason}
              />
            </ListItem>
          ))}
        </List>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
          {t('timeOff.add')}
        </Typography>
        <Grid container spacing={1}>
          {field('fromDate', 'date')}
          {field('fromTime', 'time')}
          {field('toDate', 'date')}
          {field('toTime', 'time')}
          <Grid size={12}>
            <TextField
              fullWidth
              size="small"
              label={t('timeOff.reason')}
              value={range.reason}
              onChange={set('reason')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
        </Grid>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('timeOff.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={add.isPending}>
          {t('timeOff.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
